// The simulators' prompts on antd's overlays, loaded only when one opens (never on a start-up with `simAccount`).
import { ActionSheet, Input } from 'antd-mobile';
import { createElement } from 'react';
import { HostCallError } from './host-sdk';
import { hostMessages } from './messages';
import { translate } from '../i18n/translator';
import { confirmDialog } from '../ui/confirm-dialog';
import { getOverlayContainer, registerOverlayCleaner } from '../ui/overlay';

let openSheet: { close: () => void } | null = null;
registerOverlayCleaner(() => openSheet?.close());

/** The simulators' sign-in: the account asked for in the address, else one picked from the server's list. */
export function pickSimulatedAccount(
  accounts: { key: string; text: string; description: string }[],
): Promise<string> {
  return new Promise((resolve, reject) => {
    openSheet = ActionSheet.show({
      extra: translate(hostMessages.simulatorPickAccount),
      actions: accounts,
      getContainer: getOverlayContainer,
      closeOnMaskClick: false,
      onAction: (action) => resolve(String(action.key)),
      onClose: () => reject(new HostCallError('getAuthCode', 'cancelled')),
    });
  });
}

/** The simulators' scanner: the code's text typed into a dialog. */
export async function simulatedScan(): Promise<string | null> {
  let text = '';
  const confirmed = await confirmDialog({
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
  });
  return confirmed && text.trim() ? text.trim() : null;
}
