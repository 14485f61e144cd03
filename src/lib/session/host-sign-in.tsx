import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppRuntime } from './app-runtime';
import { hostSignInMessages as m } from './messages';
import { Button } from '../ui/button';
import { Screen } from '../ui/screen';

/**
 * The sign-in screen when a portal owns the session: the app never shows its own form, it asks the portal to
 * sign the user in and come back to `target` (an app path). A portal that offers no way to ask gets a message.
 */
export function HostSignIn({ target }: { target: string }) {
  const { requestSignIn } = useAppRuntime();
  const asked = useRef(false);
  useEffect(() => {
    if (!requestSignIn || asked.current) return;
    asked.current = true;
    requestSignIn(target);
  }, [requestSignIn, target]);

  return (
    <Screen
      title={m.title}
      back={false}
      intro={<FormattedMessage {...(requestSignIn ? m.redirecting : m.noHostSignIn)} />}
      footer={
        requestSignIn && (
          <Button block color="primary" onClick={() => requestSignIn(target)}>
            <FormattedMessage {...m.action} />
          </Button>
        )
      }
    />
  );
}
