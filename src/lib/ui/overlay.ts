import { Toast } from 'antd-mobile';

/** antd-mobile's imperative popups render into this element, inside the app, never loose on the host page. */
let container: HTMLElement | null = null;

export function setOverlayContainer(element: HTMLElement | null): void {
  container = element;
}

export function getOverlayContainer(): HTMLElement {
  return container ?? document.body;
}

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
 * Imperative popups (Dialog, Modal, ActionSheet, ImageViewer) live in their own React roots; screens that use one
 * register its `clear` here so unmount removes them, without the first screen loading them all.
 */
const cleaners = new Set<() => void>([Toast.clear]);

export function registerOverlayCleaner(clear: () => void): void {
  cleaners.add(clear);
}

export function clearOverlays(): void {
  cleaners.forEach((clear) => clear());
}
