import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { paths } from '../../../lib/paths';
import { sessionState } from '../../../lib/session/session-state';
import { RegistrationHistory } from '../components/registration-history';
import { registrationMessages as m } from '../messages';
import styles from './pages.module.css';

/** Pick one inspection and go back to `returnTo` (an in-app path) with `registrationId` added. */
export function withRegistration(returnTo: string | null, id: string): string {
  const target = returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : paths.registrationList.href();
  const url = new URL(target, 'http://app.invalid');
  url.searchParams.set('registrationId', id);
  return `${url.pathname}${url.search}`;
}

export default function RegistrationSelectListPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useRecoilValue(sessionState);
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>
        <FormattedMessage {...m.selectTitle} />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage {...m.selectHint} />
      </p>
      <RegistrationHistory
        enterpriseNumber={session.enterpriseNumber || undefined}
        showEnterprise={session.role === 'officer'}
        showEvaluation={false}
        showWarnings={false}
        onOpen={(item) => navigate(withRegistration(params.get('returnTo'), item.id), { replace: true })}
      />
    </main>
  );
}
