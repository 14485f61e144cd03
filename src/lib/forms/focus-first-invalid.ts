import type { FieldPath } from './form-definition';

/** The DOM id antd's Form gives a field's control; `FormField` marks its frame with the same id. */
export const fieldDomId = (formName: string, path: FieldPath) => [formName, ...path].join('_');

const FOCUSABLE = [
  'input:not([type="hidden"]):not(:disabled)',
  'textarea:not(:disabled)',
  'select:not(:disabled)',
  'button:not(:disabled)',
  'a[href]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function tryFocus(element: HTMLElement): boolean {
  element.focus({ preventScroll: true });
  return document.activeElement === element;
}

/**
 * Brings the first wrong field (in the order the user reads them) into view and puts the focus on a control a
 * person can act on: the chosen or first option of a group, a picker's button, the text input. When the control
 * cannot take focus (hidden by the browser), the field's frame takes it so a screen reader still lands there.
 */
export function focusFirstInvalid(ids: ReadonlySet<string>): boolean {
  if (ids.size === 0) return false;
  const frame = Array.from(document.querySelectorAll<HTMLElement>('[data-sv-field]')).find((candidate) =>
    ids.has(candidate.dataset.svField ?? ''),
  );
  if (!frame) return false;
  const item = frame.closest<HTMLElement>('.adm-form-item') ?? frame;
  if (typeof item.scrollIntoView === 'function') item.scrollIntoView({ block: 'center', behavior: 'smooth' });
  const controls = Array.from(frame.querySelectorAll<HTMLElement>(FOCUSABLE));
  const checked = controls.find(
    (control) =>
      control instanceof HTMLInputElement &&
      control.checked &&
      (control.type === 'radio' || control.type === 'checkbox'),
  );
  for (const control of checked ? [checked, ...controls] : controls) {
    if (tryFocus(control)) return true;
  }
  frame.tabIndex = -1;
  return tryFocus(frame);
}
