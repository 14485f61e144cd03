import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useRecoilValue } from 'recoil';
import { paths } from '../../../lib/paths';
import { useScreenParams } from '../../../lib/route-params';
import { sessionState } from '../../../lib/session/session-state';
import { Screen } from '../../../lib/ui/screen';
import { RegistrationHistory } from '../components/registration-history';
import { registrationMessages as m } from '../messages';

/** Pick one inspection and go back to `returnTo` (an in-app path, checked by the route guard) with `registrationId` added. */
function withRegistration(returnTo: string | undefined, id: string): string {
  const url = new URL(returnTo ?? paths.registrationList.href(), 'http://app.invalid');
  url.searchParams.set('registrationId', id);
  return `${url.pathname}${url.search}`;
}

export default function RegistrationSelectListPage() {
  const navigate = useNavigate();
  const { returnTo } = useScreenParams('registrationSelectList');
  const session = useRecoilValue(sessionState);
  return (
    <Screen title={m.selectTitle} intro={<FormattedMessage {...m.selectHint} />}>
      <RegistrationHistory
        enterpriseNumber={session.enterpriseNumber || undefined}
        showEnterprise={session.role === 'officer'}
        showEvaluation={false}
        showWarnings={false}
        onOpen={(item) => navigate(withRegistration(returnTo, item.id), { replace: true })}
      />
    </Screen>
  );
}
