/** What the screen tests do as a person would: find a screen's heading, click, type; and what they check of calls. */
import { act, fireEvent, screen } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import type { ScreenView } from './render-screen';

// A screen's chunk loads on its first visit in a file: longer than the default second on a busy machine.
export const heading = (name: string) => screen.findByRole('heading', { name, level: 1 }, { timeout: 5000 });
/**
 * A tap as a user makes one: never in the instant between a render reaching the page and its effects running.
 * antd-mobile's radios and checkboxes start listening in an effect; a click in that instant was lost (the
 * language switch test failed so now and then, on a busy machine, when it found the screen that early).
 */
export const click = async (element: HTMLElement) => {
  await act(async () => {});
  await act(async () => void fireEvent.click(element));
};
export const button = (name: string | RegExp) => screen.getByRole('button', { name });
export const typeInto = (element: HTMLElement, value: string) =>
  act(() => void fireEvent.change(element, { target: { value } }));
export const callsOf = (view: Pick<ScreenView, 'screenCalls'>, name: string) =>
  view.screenCalls().filter((call) => call.name === name);

/** jsdom lays nothing out; the list's end counts as in view (antd's InfiniteScroll asks for `offsetParent`). */
export function withLayout() {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
  onTestFinished(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'offsetParent', original);
  });
}
