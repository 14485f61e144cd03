import { ActionSheet, Dialog, Input } from 'antd-mobile';
import { createElement } from 'react';
import {
  HOST_TIMEOUT_TEXT,
  HostCallError,
  MAX_PICKED_IMAGES,
  withHostTimeout,
  type HostSdk,
  type PickedImage,
} from './host-sdk';
import { hostMessages } from './messages';
import type { SimulatorOptions } from './simulator-options';
import { request } from '../http/client';
import { translate } from '../i18n/translator';
import { getOverlayContainer, registerOverlayCleaner, showToast } from '../ui/overlay';

registerOverlayCleaner(Dialog.clear);
let openSheet: { close: () => void } | null = null;
registerOverlayCleaner(() => openSheet?.close());

/**
 * Stands in for the messaging host in development, demos and tests. It behaves like w6s: `ready` never fires
 * when config failed, failing and hanging steps are injectable, and auth codes come from the local server's
 * development-only issuer.
 */
export function createSimulatorHost(options: SimulatorOptions): HostSdk {
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
    return new Promise((resolve, reject) => {
      openSheet = ActionSheet.show({
        extra: translate(hostMessages.simulatorPickAccount),
        actions: accounts.map((account) => ({
          key: account.account,
          text: `${account.name} · ${account.account}`,
          description: account.description,
        })),
        getContainer: getOverlayContainer,
        closeOnMaskClick: false,
        onAction: (action) => resolve(String(action.key)),
        onClose: () => reject(new HostCallError('getAuthCode', 'cancelled')),
      });
    });
  };

  return {
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
    scan: async () => {
      let text = '';
      const confirmed = await Dialog.confirm({
        title: translate(hostMessages.simulatorScanTitle),
        content: createElement(Input, {
          'aria-label': translate(hostMessages.simulatorScanTitle),
          autoFocus: true,
          onChange: (value: string) => {
            text = value;
          },
        }),
        confirmText: translate(hostMessages.simulatorScanConfirm),
        cancelText: translate(hostMessages.simulatorScanCancel),
        getContainer: getOverlayContainer,
      });
      return confirmed && text.trim() ? text.trim() : null;
    },
    chooseImages: (pick) =>
      new Promise<PickedImage[]>((resolve) => {
        const input = document.createElement('input');
        input.type = 'file';
        input.accept = 'image/*';
        input.multiple = true;
        input.addEventListener('change', () => {
          const files = Array.from(input.files ?? []).slice(0, pick?.max ?? MAX_PICKED_IMAGES);
          resolve(
            files.map((file) => ({ file, url: URL.createObjectURL(file), name: file.name, size: file.size })),
          );
        });
        input.click();
      }),
    toast: (message) => showToast(message),
  };
}
