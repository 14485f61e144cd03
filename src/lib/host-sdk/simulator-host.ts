import { HOST_TIMEOUT_TEXT, HostCallError, withHostTimeout, type MessagingHost } from './host-sdk';
import type { SimulatorOptions } from './simulator-options';
import { pickSimulatedAccount, simulatedImagePick, simulatedScan } from './simulator-parts';
import { request } from '../http/client';
import { showToast } from '../ui/overlay';

/**
 * Stands in for the messaging host in development, demos and tests. It behaves like w6s: `ready` never fires
 * when config failed, failing and hanging steps are injectable, and auth codes come from the local server's
 * development-only issuer.
 */
export function createSimulatorHost(options: SimulatorOptions): MessagingHost {
  let configured = false;
  const pause = () => new Promise((resolve) => setTimeout(resolve, options.delayMs));
  const step = async (name: 'config' | 'ready' | 'authCode') => {
    await pause();
    if (options.hang.has(name)) await new Promise(() => undefined);
    if (options.fail.has(name))
      throw name === 'ready' ? HOST_TIMEOUT_TEXT : new HostCallError(name, 'simulated failure');
  };

  const pickAccount = async (): Promise<string> => {
    if (options.account) return options.account;
    const accounts = await request('listTestAccounts');
    return pickSimulatedAccount(
      accounts.map((account) => ({
        key: account.account,
        text: `${account.name} · ${account.account}`,
        description: account.description,
      })),
    );
  };

  return {
    platform: 'messaging',
    kind: 'simulator',
    config: (config) =>
      withHostTimeout('config', async () => {
        await step('config');
        if (!/^[0-9a-f]{40}$/.test(config.signature)) throw new HostCallError('config', 'bad signature');
        configured = true;
      }),
    ready: () =>
      withHostTimeout('ready', async () => {
        if (!configured) await new Promise(() => undefined);
        await step('ready');
      }),
    setTitle: (title) => {
      document.title = title;
    },
    getAuthCode: async () => {
      const account = await pickAccount();
      return withHostTimeout('getAuthCode', async () => {
        await step('authCode');
        const { code } = await request('getSiqCode', { account });
        return code;
      });
    },
    scan: simulatedScan,
    chooseImages: simulatedImagePick,
    toast: (message) => showToast(message),
  };
}
