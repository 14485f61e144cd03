import { HOST_TIMEOUT_TEXT, HostCallError, withHostTimeout, type SzyHost } from './host-sdk';
import type { SimulatorOptions } from './simulator-options';
import { pickSimulatedAccount, simulatedImagePick, simulatedScan } from './simulator-parts';
import { request } from '../http/client';
import { showToast } from '../ui/overlay';

/**
 * Stands in for 深政易 in development, demos and tests: it opens the page "with a code" from the local server's
 * simulated platform (for the account in `simAccount`, else one picked from its directory), or with the code
 * already in the address, as the real platform does (so an expired or used code can be tried).
 */
export function createSzySimulatorHost(options: SimulatorOptions, code: string | null): SzyHost {
  let codeInAddress = code;
  const step = async (name: 'config' | 'authCode') => {
    await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (options.hang.has(name)) await new Promise(() => undefined);
    if (options.fail.has(name)) throw new HostCallError(name, 'simulated failure');
  };

  const pickUser = async (): Promise<string> => {
    if (options.account) return options.account;
    const users = await request('listSzySimulatorUsers');
    return pickSimulatedAccount(
      users.map((user) => ({
        key: user.platformUserId,
        text: `${user.name} · ${user.platformUserId}`,
        description: user.description,
      })),
    );
  };

  return {
    platform: 'szy',
    kind: 'szy-simulator',
    takeCode: async () => {
      if (codeInAddress) {
        const taken = codeInAddress;
        codeInAddress = null;
        return taken;
      }
      const platformUserId = await pickUser();
      return withHostTimeout('getAuthCode', async () => {
        await step('authCode');
        return (await request('getSzySimulatorCode', { platformUserId })).code;
      });
    },
    config: (config) =>
      withHostTimeout('config', async () => {
        await step('config');
        if (!/^[0-9a-f]{40}$/.test(config.signature)) throw HOST_TIMEOUT_TEXT;
      }),
    setTitle: (title) => {
      document.title = title;
    },
    scan: simulatedScan,
    chooseImages: simulatedImagePick,
    toast: (message) => showToast(message),
  };
}
