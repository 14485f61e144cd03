import { useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { sessionState } from '../../../lib/session/session-state';
import { Screen } from '../../../lib/ui/screen';
import { RegistrationHistory } from '../components/registration-history';
import { registrationMessages as m } from '../messages';

/** Inspections of one enterprise given by `?enterpriseNumber=` (kept alive per full path). */
export default function RegistrationListViewPage() {
  const navigate = useNavigate();
  const session = useRecoilValue(sessionState);
  const enterpriseNumber =
    useScreenParams('registrationListView').enterpriseNumber ?? (session.enterpriseNumber || undefined);
  return (
    <Screen title={m.viewTitle}>
      <RegistrationHistory
        enterpriseNumber={enterpriseNumber}
        showEnterprise={session.role === 'officer'}
        showEvaluation={session.role === 'enterprise'}
        showWarnings
        onOpen={(item) => navigate(paths.registrationDetail.href({ id: item.id }))}
      />
    </Screen>
  );
}
