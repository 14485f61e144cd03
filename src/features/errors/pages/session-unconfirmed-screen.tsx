import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useAppRuntime } from '../../../lib/session/app-runtime';
import { Button } from '../../../lib/ui/button';
import { ErrorScreen } from '../components/error-screen';
import { errorPageMessages as m } from '../messages';

/** In place of a role's screen when start-up failed before it learnt who the user is. */
export default function SessionUnconfirmedScreen() {
  const runtime = useAppRuntime();
  const navigate = useNavigate();
  return (
    <ErrorScreen
      title={m.unconfirmedTitle}
      description={<FormattedMessage {...m.unconfirmedDescription} />}
      back={false}
      actions={
        <>
          <Button color="primary" onClick={runtime.restartSession}>
            <FormattedMessage {...m.retry} />
          </Button>
          <Button onClick={() => navigate(paths.login.href(), { replace: true })}>
            <FormattedMessage {...m.signIn} />
          </Button>
        </>
      }
    />
  );
}
