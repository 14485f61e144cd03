import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { showSuccessToast } from '../../../lib/ui/overlay';
import { Screen } from '../../../lib/ui/screen';
import { VisitForm } from '../components/visit-form';
import { visitMessages as m } from '../messages';

export default function VisitSignPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { scanId, enterpriseNumber, appointmentId } = useScreenParams('nonSign');
  return (
    <Screen title={m.signTitle} intro={enterpriseNumber}>
      <VisitForm
        draftKey={`visit-${appointmentId ?? scanId ?? enterpriseNumber}`}
        target={{ scanId, enterpriseNumber, appointmentId }}
        onSaved={(visit) => {
          showSuccessToast(intl.formatMessage(m.submitted));
          navigate(paths.nonSignDetail.href({ id: visit.id }), { replace: true });
        }}
      />
    </Screen>
  );
}
