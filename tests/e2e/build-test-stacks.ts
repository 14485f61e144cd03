/**
 * Builds every browser-test stack (one per Playwright worker, test-stack.ts) side by side, before the tests, so
 * that `npm test` times the build apart and the webServers only start servers (E2E_SKIP_BUILD=1).
 */
import { buildStack, e2eStack, E2E_WORKERS } from './test-stack';

await Promise.all(Array.from({ length: E2E_WORKERS }, (_, index) => buildStack(e2eStack(index))));
