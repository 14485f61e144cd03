import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyTextSize, readSavedTextSize, saveTextSize } from './text-size';

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('text size', () => {
  it('is standard until large is chosen on this device, and standard again when chosen back', () => {
    expect(readSavedTextSize()).toBe('standard');
    saveTextSize('large');
    expect(localStorage.getItem('sv.textSize')).toBe('large');
    expect(readSavedTextSize()).toBe('large');
    saveTextSize('standard');
    expect(localStorage.getItem('sv.textSize')).toBeNull();
    expect(readSavedTextSize()).toBe('standard');
  });

  it('reads anything else kept under its key as standard, and a storage that refuses as standard', () => {
    localStorage.setItem('sv.textSize', 'huge');
    expect(readSavedTextSize()).toBe('standard');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('private mode');
    });
    expect(readSavedTextSize()).toBe('standard');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('private mode');
    });
    expect(() => saveTextSize('large')).not.toThrow();
  });

  it('marks the app root with the choice and the browser’s own text size, leaving nothing else behind', () => {
    const root = document.createElement('div');
    document.body.appendChild(root);
    const computed = window.getComputedStyle.bind(window);
    // a browser set to "large" text: its default (medium) size is 20 px
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element) =>
      (element as HTMLElement).style.fontSize === 'medium'
        ? ({ fontSize: '20px' } as CSSStyleDeclaration)
        : computed(element),
    );
    applyTextSize(root, 'large');
    expect(root.dataset.textSize).toBe('large');
    expect(root.style.getPropertyValue('--sv-browser-text-scale')).toBe('1.25');
    expect(root.children).toHaveLength(0);
    expect(document.documentElement.getAttribute('style')).toBeNull();
    applyTextSize(root, 'standard');
    expect(root.dataset.textSize).toBe('standard');
    root.remove();
  });

  it('counts a browser whose size it cannot read as the design’s', () => {
    const root = document.createElement('div');
    document.body.appendChild(root);
    applyTextSize(root, 'standard');
    // jsdom computes no font sizes
    expect(root.style.getPropertyValue('--sv-browser-text-scale')).toBe('1');
    root.remove();
  });
});
