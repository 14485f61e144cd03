/** Below this many pixels of the app in view, overlays use the whole app rather than a sliver of it. */
const MIN_VISIBLE_PX = 160;

/** The part of `element`'s box that is on screen: clipped by the window and by every scrolling ancestor. */
function visibleRect(element: HTMLElement): { top: number; bottom: number } {
  const rect = element.getBoundingClientRect();
  let top = Math.max(rect.top, 0);
  let bottom = Math.min(rect.bottom, window.innerHeight);
  for (let node: Node | null = element.parentNode; node;) {
    if (node instanceof ShadowRoot) {
      node = node.host;
      continue;
    }
    if (!(node instanceof HTMLElement) || node === document.body || node === document.documentElement) break;
    if (getComputedStyle(node).overflowY !== 'visible') {
      const clip = node.getBoundingClientRect();
      top = Math.max(top, clip.top);
      bottom = Math.min(bottom, clip.bottom);
    }
    node = node.parentNode;
  }
  return { top, bottom };
}

/**
 * Keeps the overlay layer (toasts, popups and dialogs are fixed to it by its `contain: layout`) over the part of the
 * app's box the user sees. In a host that gives the app more height than the window shows, or scrolls it partly out
 * of view, an overlay centred in the whole box, or a popup at its bottom, would land where nobody sees it.
 * Returns how to stop (unmount).
 */
export function keepOverlaysInView(layer: HTMLElement, box: HTMLElement): () => void {
  let scheduled = 0;
  const place = () => {
    scheduled = 0;
    const visible = visibleRect(box);
    const parentTop = (layer.parentElement ?? box).getBoundingClientRect().top;
    if (visible.bottom - visible.top < MIN_VISIBLE_PX) {
      layer.style.removeProperty('top');
      layer.style.removeProperty('height');
      return;
    }
    layer.style.top = `${visible.top - parentTop}px`;
    layer.style.height = `${visible.bottom - visible.top}px`;
  };
  const schedule = () => {
    scheduled ||= requestAnimationFrame(place);
  };
  place();
  const options = { capture: true, passive: true };
  window.addEventListener('scroll', schedule, options);
  window.addEventListener('resize', schedule);
  const resized = new ResizeObserver(schedule);
  resized.observe(box);
  // an overlay opening is placed in the frame it opens in, whatever moved the app since the last scroll
  const opened = new MutationObserver(place);
  opened.observe(layer, { childList: true });
  return () => {
    cancelAnimationFrame(scheduled);
    window.removeEventListener('scroll', schedule, options);
    window.removeEventListener('resize', schedule);
    resized.disconnect();
    opened.disconnect();
  };
}
