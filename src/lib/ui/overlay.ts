import { Toast, unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

/** antd-mobile's imperative popups render into this element, inside the app, never loose on the host page. */
let container: HTMLElement | null = null;

export function setOverlayContainer(element: HTMLElement | null): void {
  container = element;
}

export function getOverlayContainer(): HTMLElement {
  return container ?? document.body;
}

/**
 * Toast, Dialog, Modal, ActionSheet and ImageViewer each get their own React root, which antd-mobile puts in a new
 * element on document.body. Through its render hook that element moves into the app, and unmount can destroy
 * the roots at once instead of letting a closing animation re-render them onto the host's page.
 */
const imperativeRoots = new Set<Root>();
unstableSetRender((node, element) => {
  getOverlayContainer().appendChild(element);
  const root = createRoot(element);
  root.render(node);
  imperativeRoots.add(root);
  return async () => {
    // antd-mobile calls this from inside a commit of the same root, where React forbids a synchronous unmount.
    await Promise.resolve();
    if (imperativeRoots.delete(root)) root.unmount();
  };
});

export const ERROR_TOAST_MS = 1500;

export function showErrorToast(message: string): void {
  Toast.show({ icon: 'fail', content: message, duration: ERROR_TOAST_MS, getContainer: getOverlayContainer });
}

export function showSuccessToast(message: string): void {
  Toast.show({ icon: 'success', content: message, getContainer: getOverlayContainer });
}

export function showToast(message: string): void {
  Toast.show({ content: message, getContainer: getOverlayContainer });
}

export function clearToasts(): void {
  Toast.clear();
}

/**
 * Imperative popups (Dialog, Modal, ActionSheet, ImageViewer) keep module state of their own; screens that use one
 * register its `clear` here so unmount resets it, without the first screen loading them all.
 */
const cleaners = new Set<() => void>([Toast.clear]);

export function registerOverlayCleaner(clear: () => void): void {
  cleaners.add(clear);
}

/** Closes every popup and destroys the roots they lived in, synchronously (unmount). */
export function clearOverlays(): void {
  cleaners.forEach((clear) => clear());
  imperativeRoots.forEach((root) => root.unmount());
  imperativeRoots.clear();
}
