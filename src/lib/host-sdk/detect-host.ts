import type { HostSdk } from './host-sdk';
import { hostMessages } from './messages';
import { readSimulatorOptions } from './simulator-options';
import type { W6sGlobal } from './w6s-host';
import { translate } from '../i18n/translator';

/** The host the standalone app runs in: WorkPlus, the simulator (asked for by query), or none (plain browser). */
export async function detectHost(
  location: Pick<Location, 'search'>,
  userAgent: string,
): Promise<HostSdk | null> {
  const simulator = readSimulatorOptions(location.search);
  if (simulator) {
    const { createSimulatorHost } = await import('./simulator-host');
    return createSimulatorHost(simulator);
  }
  const w6s = (window as unknown as { w6s?: W6sGlobal }).w6s;
  if (/workplus/i.test(userAgent) && w6s) return (await import('./w6s-host')).createW6sHost(w6s);
  console.info(translate(hostMessages.openInHost));
  return null;
}
