import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useHost } from '../../../lib/host-sdk/use-host';
import { useScreenParams } from '../../../lib/route-params';
import { useAppRuntime } from '../../../lib/session/app-runtime';
import { Button } from '../../../lib/ui/button';
import { Screen } from '../../../lib/ui/screen';
import { sessionMessages as m } from '../messages';
import type { SzySignInProblem } from '../szy-startup';

const texts: Record<SzySignInProblem, [title: MessageDescriptor, body: MessageDescriptor]> = {
  codeInvalid: [m.szyCodeInvalidTitle, m.szyCodeInvalidBody],
  notEnabled: [m.szyNotEnabledTitle, m.szyNotEnabledBody],
  officersOnly: [m.szyOfficersOnlyTitle, m.szyOfficersOnlyBody],
  unavailable: [m.szyUnavailableTitle, m.szyUnavailableBody],
};

/**
 * Why 深政易 did not sign the user in, each with its own words and no login form: the platform is the officer's
 * way in. Trying again makes sense where it can work: the platform did not answer, or (in the simulator) a new
 * code can be asked for.
 */
export default function SzySignInPage() {
  const runtime = useAppRuntime();
  const { reason } = useScreenParams('szySignIn');
  const problem: SzySignInProblem = reason in texts ? (reason as SzySignInProblem) : 'unavailable';
  const [title, body] = texts[problem];
  const simulated = useHost()?.kind === 'szy-simulator';
  const retry = problem === 'unavailable' || (simulated && problem === 'codeInvalid');

  return (
    <Screen
      title={title}
      back={false}
      intro={<FormattedMessage {...body} />}
      footer={
        retry && (
          <Button color="primary" block onClick={runtime.restartSession}>
            <FormattedMessage {...m.szyRetry} />
          </Button>
        )
      }
    />
  );
}
