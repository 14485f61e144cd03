import { useEffect, useId, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface PopupA11yOptions {
  /** The dialog's accessible name (the picker's or popup's title). */
  label: string;
  /** Escape asks the popup to close (cancel). */
  onEscape?: () => void;
  /** An antd-mobile picker inside: its header buttons and wheel columns become keyboard controls named so. */
  columns?: readonly string[];
}

function setAttribute(element: Element, name: string, value: string | null): void {
  if (value === null) {
    if (element.hasAttribute(name)) element.removeAttribute(name);
  } else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function visibleFocusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"]'),
  );
}

/** antd-mobile's wheel columns answer to touch only: each becomes a spin button moved by the arrow keys. */
function decoratePicker(body: HTMLElement, columns: readonly string[]): void {
  for (const button of body.querySelectorAll('.adm-picker-header-button'))
    setAttribute(button, 'tabindex', '0');
  body.querySelectorAll('.adm-picker-view-column').forEach((column, index) => {
    const items = [...column.querySelectorAll('.adm-picker-view-column-item')];
    const current = items.findIndex((item) => item.classList.contains('adm-picker-view-column-item-active'));
    setAttribute(column, 'tabindex', '0');
    setAttribute(column, 'role', 'spinbutton');
    setAttribute(column, 'aria-label', columns[index] ?? null);
    setAttribute(column, 'aria-valuemin', '0');
    setAttribute(column, 'aria-valuemax', String(Math.max(items.length - 1, 0)));
    setAttribute(column, 'aria-valuenow', String(Math.max(current, 0)));
    setAttribute(column, 'aria-valuetext', items[current]?.textContent ?? null);
    // its own screen-reader buttons are unfocusable and speak Chinese only; the spin button replaces them
    const accessible = column.querySelector('.adm-picker-view-column-accessible');
    if (accessible) setAttribute(accessible, 'aria-hidden', 'true');
  });
}

function stepColumn(column: Element, key: string): boolean {
  const buttons = column.querySelectorAll<HTMLElement>('.adm-picker-view-column-accessible-button');
  const items = [...column.querySelectorAll<HTMLElement>('.adm-picker-view-column-item')];
  if (key === 'ArrowUp') buttons[0]?.click();
  else if (key === 'ArrowDown') buttons[1]?.click();
  else if (key === 'Home') items[0]?.click();
  else if (key === 'End') items.at(-1)?.click();
  else return false;
  return true;
}

/** How long a popup may take to show, and a disabled opener to come back: about 5 s of frames. */
const WAIT_FRAMES = 300;

/**
 * Makes an element an open modal dialog for keyboard and screen reader users until the returned function is called:
 * role, `aria-modal` and name, focus moved in once it shows, kept inside (Tab cycles, focus that leaves by other means
 * comes back), Escape asks to close, and at the end focus back on the control that opened it. `find` is asked each
 * frame until the element shows (antd-mobile shows a popup's body a frame after it opens); it is named as soon as
 * it is there.
 */
export function holdModal(find: () => HTMLElement | null, options: () => PopupA11yOptions): () => void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  let body: HTMLElement | null = null;
  let observer: MutationObserver | null = null;
  let frame = 0;

  const decorate = () => {
    if (!body) return;
    setAttribute(body, 'role', 'dialog');
    setAttribute(body, 'aria-modal', 'true');
    setAttribute(body, 'aria-label', options().label);
    const columns = options().columns;
    if (columns) decoratePicker(body, columns);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!body) return;
    const target = event.target as HTMLElement;
    const onEscape = options().onEscape;
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
    } else if (event.key === 'Tab') {
      const focusables = visibleFocusables(body);
      if (focusables.length === 0) return;
      const index = focusables.indexOf(target);
      const next = event.shiftKey
        ? focusables[index <= 0 ? focusables.length - 1 : index - 1]
        : focusables[index === -1 || index === focusables.length - 1 ? 0 : index + 1];
      event.preventDefault();
      next?.focus();
    } else if ((event.key === 'Enter' || event.key === ' ') && target.matches('a[role="button"]')) {
      event.preventDefault();
      target.click();
    } else if (target.matches('.adm-picker-view-column') && stepColumn(target, event.key)) {
      event.preventDefault();
    }
  };
  // focus that leaves by other means (a click on the page behind, a screen reader's jump) comes back
  const onFocusIn = (event: FocusEvent) => {
    if (body && event.target instanceof Node && !body.contains(event.target))
      (visibleFocusables(body)[0] ?? body).focus();
  };

  let framesLeft = WAIT_FRAMES;
  const attach = () => {
    body = find();
    // named at once; focus waits until it shows
    decorate();
    if (!body || body.getClientRects().length === 0) {
      if (--framesLeft > 0) frame = requestAnimationFrame(attach);
      return;
    }
    setAttribute(body, 'tabindex', '-1');
    observer = new MutationObserver(decorate);
    observer.observe(body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    body.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    const first =
      body.querySelector<HTMLElement>('.adm-picker-view-column') ?? visibleFocusables(body)[0] ?? body;
    first.focus();
  };
  attach();

  return () => {
    cancelAnimationFrame(frame);
    observer?.disconnect();
    document.removeEventListener('focusin', onFocusIn);
    if (!body) return;
    const dialog = body;
    dialog.removeEventListener('keydown', onKeyDown);
    // A form's submit stays disabled while it asks: focus goes back once it can be focused again.
    let waitsLeft = WAIT_FRAMES;
    const giveBack = () => {
      const focusIsLost = dialog.contains(document.activeElement) || document.activeElement === document.body;
      if (!focusIsLost || !opener?.isConnected) return;
      if (opener.matches(':disabled') && --waitsLeft > 0) requestAnimationFrame(giveBack);
      else opener.focus();
    };
    giveBack();
  };
}

/**
 * Makes an antd-mobile popup (Popup, Picker, CascadePicker, DatePicker) a modal dialog (`holdModal`) while it is
 * open. Spread the returned props on the popup or picker.
 */
export function usePopupA11y(open: boolean, options: PopupA11yOptions): { 'data-sv-popup': string } {
  const marker = useId();
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!open) return undefined;
    return holdModal(
      () => {
        const marked = document.querySelector(`[data-sv-popup="${marker}"]`);
        return (marked?.closest('.adm-popup-body, .adm-center-popup-body') ??
          marked?.querySelector('.adm-popup-body, .adm-center-popup-body') ??
          null) as HTMLElement | null;
      },
      () => latest.current,
    );
  }, [open, marker]);

  return { 'data-sv-popup': marker };
}
