import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { EnterpriseNumberEntry } from '../../../components/supervision-code/enterprise-number-entry';
import { paths } from '../../../lib/paths';
import { Screen } from '../../../lib/ui/screen';
import { supervisionCodeMessages as m } from '../messages';

export default function NoScanPage() {
  const navigate = useNavigate();
  return (
    <Screen title={m.noScanTitle} intro={<FormattedMessage {...m.noScanIntro} />}>
      <EnterpriseNumberEntry
        purpose="inspection"
        onNumber={(enterpriseNumber) => navigate(paths.qrCodeLoading.href({ enterpriseNumber }))}
      />
    </Screen>
  );
}
