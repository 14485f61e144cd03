import type { HostSdk } from './host-sdk';
import { hostMessages } from './messages';
import { readSimulatorOptions } from './simulator-options';
import type { WwGlobal } from './szy-host';
import type { W6sGlobal } from './w6s-host';
import { translate } from '../i18n/translator';

/** WeCom and its government editions, 深政易 among them, name themselves so in the user agent. */
const SZY_USER_AGENT = /wxwork/i;

/**
 * 深政易 opens the page with a one-time `code` (and `state`) in its address: taken once, and removed from the
 * address at once so that it is neither kept in the history nor sent on as a referrer.
 */
function takeCodeFromAddress(location: Pick<Location, 'search'>): string | null {
  const params = new URLSearchParams(location.search);
  const code = params.get('code');
  if (!code) return null;
  params.delete('code');
  params.delete('state');
  const query = params.toString();
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${query ? `?${query}` : ''}${hash}`);
  return code;
}

/** Whether the page runs in 深政易 (or its simulator), known at once from the address and the user agent. */
export function isSzyPlatform(location: Pick<Location, 'search'>, userAgent: string): boolean {
  const simulator = readSimulatorOptions(location.search);
  return simulator
    ? simulator.platform === 'szy'
    : SZY_USER_AGENT.test(userAgent) && Boolean((window as unknown as { ww?: WwGlobal }).ww);
}

/**
 * The host the standalone app runs in: WorkPlus, 深政易, one of their simulators (asked for by query), or none
 * (plain browser).
 */
export async function detectHost(
  location: Pick<Location, 'search'>,
  userAgent: string,
): Promise<HostSdk | null> {
  const simulator = readSimulatorOptions(location.search);
  const globals = window as unknown as { w6s?: W6sGlobal; ww?: WwGlobal };
  const szy = isSzyPlatform(location, userAgent);
  const code = szy ? takeCodeFromAddress(location) : null;
  if (simulator) {
    if (szy) return (await import('./szy-simulator-host')).createSzySimulatorHost(simulator, code);
    const { createSimulatorHost } = await import('./simulator-host');
    return createSimulatorHost(simulator);
  }
  if (szy && globals.ww) return (await import('./szy-host')).createSzyHost(globals.ww, code);
  if (/workplus/i.test(userAgent) && globals.w6s)
    return (await import('./w6s-host')).createW6sHost(globals.w6s);
  console.info(translate(hostMessages.openInHost));
  return null;
}
