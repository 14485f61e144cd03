import { describe, expect, it, vi } from 'vitest';
import { whenParsed } from './when-parsed';

function documentIn(readyState: DocumentReadyState) {
  const listeners: Array<() => void> = [];
  const doc = {
    readyState,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') listeners.push(listener);
    },
  } as unknown as Document;
  return { doc, parsed: () => listeners.forEach((listener) => listener()) };
}

describe('the standalone start', () => {
  it('waits for the body while the page is still being parsed', () => {
    const { doc, parsed } = documentIn('loading');
    const start = vi.fn();
    whenParsed(doc, start);
    expect(start).not.toHaveBeenCalled();
    parsed();
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts at once when the body is there', () => {
    for (const state of ['interactive', 'complete'] as const) {
      const start = vi.fn();
      whenParsed(documentIn(state).doc, start);
      expect(start).toHaveBeenCalledOnce();
    }
  });
});
