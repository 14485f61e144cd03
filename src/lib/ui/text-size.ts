import { atom, useRecoilState } from 'recoil';

/** The reader's text size: the design's, or large (1.3x, in tokens.css). Kept per device. */
export type TextSize = 'standard' | 'large';

const KEY = 'sv.textSize';
/** The browser's default text size the design was drawn for. */
const DESIGN_MEDIUM_PX = 16;

export const textSizeState = atom<TextSize>({ key: 'ui/textSize', default: 'standard' });

export function readSavedTextSize(): TextSize {
  try {
    return localStorage.getItem(KEY) === 'large' ? 'large' : 'standard';
  } catch {
    return 'standard';
  }
}

export function saveTextSize(size: TextSize): void {
  try {
    if (size === 'large') localStorage.setItem(KEY, size);
    else localStorage.removeItem(KEY);
  } catch {
    // storage can be unavailable (private mode); the choice then lasts for this visit only
  }
}

/** The text size chosen, and how to change it (the app root follows; the choice is kept on this device). */
export function useTextSize(): [TextSize, (size: TextSize) => void] {
  const [size, setSize] = useRecoilState(textSizeState);
  return [
    size,
    (next) => {
      setSize(next);
      saveTextSize(next);
    },
  ];
}

/**
 * Sets the text size on the app's root element, with the browser's own text size beside it: the ratio of its
 * default size (`medium`, which no page CSS changes, the host's included) to 16 px. tokens.css multiplies both
 * into every font size.
 */
export function applyTextSize(root: HTMLElement, size: TextSize): void {
  root.dataset.textSize = size;
  const probe = document.createElement('span');
  probe.style.cssText = 'position:absolute;visibility:hidden;font-size:medium';
  root.appendChild(probe);
  const medium = parseFloat(getComputedStyle(probe).fontSize);
  probe.remove();
  const browserScale = medium > 0 ? medium / DESIGN_MEDIUM_PX : 1;
  root.style.setProperty('--sv-browser-text-scale', String(Math.round(browserScale * 1000) / 1000));
}
