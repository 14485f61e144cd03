import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { paths } from '../../../lib/paths';
import { sessionState } from '../../../lib/session/session-state';
import { RegistrationHistory } from '../components/registration-history';
import { registrationMessages as m } from '../messages';
import styles from './pages.module.css';

/** The enterprise's own inspection history (or, for an officer, their department's registrations). */
export default function RegistrationListPage() {
  const navigate = useNavigate();
  const session = useRecoilValue(sessionState);
  const enterprise = session.role === 'enterprise';
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...m.listTitle} />
      </h1>
      <RegistrationHistory
        enterpriseNumber={enterprise ? session.enterpriseNumber || undefined : undefined}
        showEnterprise={!enterprise}
        showEvaluation={enterprise}
        showWarnings={enterprise}
        departmentFilter={enterprise}
        onOpen={(item) => navigate(paths.registrationDetail.href({ id: item.id }))}
      />
    </main>
  );
}
