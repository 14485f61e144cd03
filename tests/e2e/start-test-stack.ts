/**
 * One of Playwright's webServers: the stack of worker E2E_STACK (test-stack.ts: app + API on its port, portal-demo on
 * the next), built into its own dist folders unless E2E_SKIP_BUILD=1 finds them built (build-test-stacks.ts), on a
 * fresh database; stays in the foreground until stopped.
 */
import { e2eStack, startStack } from './test-stack';

const stack = await startStack({
  ...e2eStack(Number(process.env.E2E_STACK ?? 0)),
  build: process.env.E2E_SKIP_BUILD !== '1',
});
console.log(`[e2e] app ${stack.appUrl}  portal ${stack.portalUrl}  api ${stack.apiUrl}`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void stack.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// the wrapper lives exactly as long as the server
const code = await stack.exited;
if (!stopping) {
  console.error(`[e2e] server exited with ${code}`);
  process.exit(1);
}
