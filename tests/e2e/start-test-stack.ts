/**
 * Playwright's webServer: builds app and portal for the test ports (4100 app + API, 4101 portal) into
 * dist-e2e / dist-portal-e2e, starts the server on a fresh database and stays in the foreground until stopped.
 */
import { startStack } from './test-stack';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4100);
export const E2E_PORTAL_PORT = Number(process.env.E2E_PORTAL_PORT ?? E2E_PORT + 1);

const stack = await startStack({
  port: E2E_PORT,
  portalPort: E2E_PORTAL_PORT,
  appDist: E2E_PORT === 4100 ? 'dist-e2e' : `dist-e2e-${E2E_PORT}`,
  portalDist: E2E_PORT === 4100 ? 'dist-portal-e2e' : `dist-portal-e2e-${E2E_PORT}`,
  dataDir: E2E_PORT === 4100 ? '.data/e2e' : `.data/e2e-${E2E_PORT}`,
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
