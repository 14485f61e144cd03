import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { paths } from '../../../lib/paths';
import { sessionState } from '../../../lib/session/session-state';
import { RegistrationHistory } from '../components/registration-history';
import { registrationMessages as m } from '../messages';
import styles from './pages.module.css';

/** Inspections of one enterprise given by `?enterpriseNumber=` (kept alive per full path). */
export default function RegistrationListViewPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useRecoilValue(sessionState);
  const enterpriseNumber = params.get('enterpriseNumber') ?? (session.enterpriseNumber || undefined);
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...m.viewTitle} />
      </h1>
      <RegistrationHistory
        enterpriseNumber={enterpriseNumber}
        showEnterprise={session.role === 'officer'}
        showEvaluation={session.role === 'enterprise'}
        showWarnings
        onOpen={(item) => navigate(paths.registrationDetail.href({ id: item.id }))}
      />
    </main>
  );
}
