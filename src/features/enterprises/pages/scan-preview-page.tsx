import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { TodaysAppointments } from '../../../components/appointments/todays-appointments';
import { EnterpriseSummary } from '../../../components/enterprise/enterprise-summary';
import { useRegistrationScreen } from '../../../lib/host-sdk/use-host';
import { useQuery } from '../../../lib/http/use-query';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { Button } from '../../../lib/ui/button';
import { Loaded } from '../../../lib/ui/loaded';
import { Screen } from '../../../lib/ui/screen';
import { getEnterprisePreview } from '../api';
import { enterpriseMessages as m } from '../messages';

/** The scanned enterprise before the officer acts: warnings first, then check-in or registration. */
export default function ScanPreviewPage() {
  const navigate = useNavigate();
  const registrationScreen = useRegistrationScreen();
  const { scanId, enterpriseNumber } = useScreenParams('enterpriseScanPreview');
  const preview = useQuery(['enterprises', 'preview', enterpriseNumber], (signal) =>
    getEnterprisePreview(enterpriseNumber, signal),
  );
  return (
    <Screen
      title={m.previewTitle}
      footer={
        preview.data && (
          <>
            {scanId && (
              <Button
                block
                color="primary"
                onClick={() => navigate(paths.sign.href({ scanId, enterpriseNumber }))}
              >
                <FormattedMessage {...m.checkIn} />
              </Button>
            )}
            <Button
              block
              color={scanId ? 'default' : 'primary'}
              onClick={() => navigate(paths[registrationScreen].href({ scanId, enterpriseNumber }))}
            >
              <FormattedMessage {...m.register} />
            </Button>
            <Button
              block
              fill="none"
              onClick={() => navigate(paths.enterpriseBaseInfo.href({ enterpriseNumber }))}
            >
              <FormattedMessage {...m.fullInfo} />
            </Button>
          </>
        )
      }
    >
      <TodaysAppointments enterpriseNumber={enterpriseNumber} scanId={scanId} />
      <Loaded state={preview}>{(data) => <EnterpriseSummary preview={data} recentLimit={3} />}</Loaded>
    </Screen>
  );
}
