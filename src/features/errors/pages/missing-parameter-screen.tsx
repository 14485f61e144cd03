import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { paths, type PathName } from '../../../lib/paths';
import type { MissingParams } from '../../../lib/route-params';
import { Button } from '../../../lib/ui/button';
import { ErrorScreen } from '../components/error-screen';
import { errorPageMessages as m, paramLabelMessages } from '../messages';

const forwardLabels: Partial<Record<PathName, MessageDescriptor>> = {
  registrationList: m.toRegistrations,
  earlyWarning: m.toWarnings,
  enforceScanQrCode: m.toScan,
  nonScan: m.toScan,
  enterpriseInspectionList: m.toQuota,
  enterpriseRegister: m.toRegister,
};

/**
 * What the route guard shows for a screen opened without its parameters or with malformed ones: what is
 * missing, in the user's language, and the way forward (the list the screen belongs to, and home).
 */
export default function MissingParameterScreen({
  missing,
  forward,
}: {
  missing: MissingParams;
  forward?: PathName;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const what = intl.formatList(
    missing.map((alternatives) =>
      intl.formatList(
        alternatives.map((label) => intl.formatMessage(paramLabelMessages[label])),
        { type: 'disjunction' },
      ),
    ),
    { type: 'conjunction' },
  );
  return (
    <ErrorScreen
      title={m.missingTitle}
      description={<FormattedMessage {...m.missingDescription} values={{ what }} />}
      back={false}
      actions={
        forward && (
          <Button color="primary" onClick={() => navigate(paths[forward].href(), { replace: true })}>
            <FormattedMessage {...(forwardLabels[forward] ?? m.toList)} />
          </Button>
        )
      }
    />
  );
}
