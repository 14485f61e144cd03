import { useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { paths } from '../../../lib/paths';
import { sessionState } from '../../../lib/session/session-state';
import { Screen } from '../../../lib/ui/screen';
import { RegistrationHistory } from '../components/registration-history';
import { registrationMessages as m } from '../messages';

/** The enterprise's own inspection history (or, for an officer, their department's registrations). */
export default function RegistrationListPage() {
  const navigate = useNavigate();
  const session = useRecoilValue(sessionState);
  const enterprise = session.role === 'enterprise';
  return (
    <Screen title={m.listTitle}>
      <RegistrationHistory
        enterpriseNumber={enterprise ? session.enterpriseNumber || undefined : undefined}
        showEnterprise={!enterprise}
        showEvaluation={enterprise}
        showWarnings={enterprise}
        departmentFilter={enterprise}
        onOpen={(item) => navigate(paths.registrationDetail.href({ id: item.id }))}
      />
    </Screen>
  );
}
