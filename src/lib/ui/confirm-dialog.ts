import { Dialog } from 'antd-mobile';
import type { ReactNode } from 'react';
import { getOverlayContainer, registerOverlayCleaner } from './overlay';
import { holdModal } from './popup-a11y';

// Dialog.clear closes a dialog without settling its promise: what holds it is let go here.
const holding = new Set<() => void>();
registerOverlayCleaner(() => {
  Dialog.clear();
  holding.forEach((release) => release());
  holding.clear();
});

export interface ConfirmDialogText {
  /** Also the dialog's accessible name. */
  title: string;
  content: ReactNode;
  confirmText: string;
  cancelText: string;
}

let opened = 0;

/**
 * Asks the user to confirm, in antd-mobile's dialog inside the app, as a modal dialog for keyboard and screen reader
 * users (`holdModal`): focus on its first button, kept inside, Escape cancels, focus back on the opener after.
 * Resolves true when confirmed.
 */
export async function confirmDialog({
  title,
  content,
  confirmText,
  cancelText,
}: ConfirmDialogText): Promise<boolean> {
  const marker = `sv-confirm-${++opened}`;
  const find = () =>
    getOverlayContainer()
      .querySelector<HTMLElement>(`.${marker}`)
      ?.closest<HTMLElement>('.adm-center-popup-wrap') ?? null;
  // antd-mobile puts cancel first in a confirmation's row of actions
  const cancel = () =>
    find()?.querySelector<HTMLElement>('.adm-dialog-action-row .adm-dialog-button')?.click();
  const release = holdModal(find, () => ({ label: title, onEscape: cancel }));
  holding.add(release);
  try {
    return await Dialog.confirm({
      // no 'aria-label' here: antd-mobile would also put it on the wrapper outside the dialog
      title,
      content,
      confirmText,
      cancelText,
      bodyClassName: marker,
      getContainer: getOverlayContainer,
    });
  } finally {
    holding.delete(release);
    release();
  }
}
