import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppRuntime } from './app-runtime';
import { signOutMessages as m } from './messages';
import { emptySession } from './session-state';
import { request } from '../http/client';
import { paths } from '../paths';
import { confirmDialog } from '../ui/confirm-dialog';
import { showSuccessToast } from '../ui/overlay';

/**
 * The app's one sign-out (My, Settings): asked first; the server forgets the token (a failure there still signs out
 * here), the login screen opens and the session empties (the shell drops the kept screens of this user).
 */
export function useSignOut(): () => Promise<void> {
  const intl = useIntl();
  const navigate = useNavigate();
  const runtime = useAppRuntime();
  return async () => {
    const confirmed = await confirmDialog({
      title: intl.formatMessage(m.signOut),
      content: intl.formatMessage(m.signOutConfirm),
      confirmText: intl.formatMessage(m.signOut),
      cancelText: intl.formatMessage(m.cancel),
    });
    if (!confirmed) return;
    await request('logout').catch(() => undefined);
    // The login screen first: emptied while this screen still shows, its guard would ask to sign in back to it.
    await navigate(paths.login.href(), { replace: true, flushSync: true });
    runtime.updateSession({ ...emptySession, firstLoad: false });
    showSuccessToast(intl.formatMessage(m.signedOut));
  };
}
