export interface LayoutFinding {
  kind: 'sideways' | 'clipped' | 'overlap';
  where: string;
  text: string;
}

/**
 * What a reader would see broken on the screen shown, measured in the page (pass it to `page.evaluate`; it must
 * stay self-contained): sideways scrolling, text cut off by a box with overflow hidden (an ellipsis counts only when
 * the full text is offered in a title or aria-label), text drawn over other text.
 */
export function findLayoutProblems(): LayoutFinding[] {
  const app = document.querySelector<HTMLElement>('.sv-app');
  if (!app) return [{ kind: 'sideways', where: 'document', text: 'no .sv-app' }];
  const findings: LayoutFinding[] = [];
  const describe = (element: Element) => {
    const classes = [...element.classList].slice(0, 2).join('.');
    return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
  };
  const sample = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 60);
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1)
    findings.push({ kind: 'sideways', where: 'document', text: `${root.scrollWidth} > ${root.clientWidth}` });

  const isClipping = (style: CSSStyleDeclaration) =>
    ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
  const isScroller = (style: CSSStyleDeclaration) => ['auto', 'scroll'].includes(style.overflowX);
  // A data table needs its two dimensions (WCAG 1.4.10's exception): it scrolls inside a named, focusable region.
  const isDataTableRegion = (element: Element) =>
    element.getAttribute('role') === 'region' &&
    element.hasAttribute('aria-label') &&
    element.getAttribute('tabindex') === '0' &&
    element.querySelector('table') !== null;
  // Widgets that scroll or slide by design: their hidden parts are reached by swiping (a picker's wheel by spinning).
  const SLIDING =
    '.adm-tabs-header, .adm-swiper, .adm-capsule-tabs-header, .adm-jumbo-tabs-header, .adm-picker-view';
  const fullTextOffered = (element: Element, text: string) => {
    for (let node: Element | null = element; node && node !== app; node = node.parentElement) {
      const offered = `${node.getAttribute('title') ?? ''} ${node.getAttribute('aria-label') ?? ''}`;
      if (offered.replace(/\s+/g, '').includes(text.replace(/\s+/g, ''))) return true;
    }
    return false;
  };

  // Elements that cut their own text: overflow hidden, wider (or taller) content than box.
  for (const element of app.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1 || style.visibility === 'hidden') continue;
    // a picker's wheel turns, but each of its labels must still show its whole name
    const wheelLabel = element.matches('.adm-picker-view-column-item-label');
    if ((element.closest(SLIDING) && !wheelLabel) || element === app) continue;
    const text = element.innerText?.trim() ?? '';
    if (!text) continue;
    const wide = element.scrollWidth > element.clientWidth + 1;
    const tall = element.scrollHeight > element.clientHeight + 1;
    if (
      isClipping(style) &&
      ((wide && style.overflowX !== 'visible') || (tall && style.overflowY !== 'visible'))
    ) {
      const deliberate =
        (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') &&
        fullTextOffered(element, text);
      if (!deliberate)
        findings.push({
          kind: 'clipped',
          where: describe(element),
          text: `${sample(text)} (${wide ? `width ${element.scrollWidth} > ${element.clientWidth}` : ''}${
            tall ? ` height ${element.scrollHeight} > ${element.clientHeight}` : ''
          })`,
        });
    } else if (isScroller(style) && wide && !isDataTableRegion(element)) {
      // name what sticks out: the innermost elements past the scroller's right edge
      const edge = element.getBoundingClientRect().right + 1;
      const past = [...element.querySelectorAll('*')].filter(
        (inner) => inner.getBoundingClientRect().right > edge && !inner.firstElementChild,
      );
      findings.push({
        kind: 'sideways',
        where: `${describe(element)}: ${past.slice(0, 3).map(describe).join(', ')}`,
        text: `${sample(past[0]?.textContent ?? text)} (${element.scrollWidth} > ${element.clientWidth})`,
      });
    }
  }

  // Text drawn beyond the box that clips it (an ancestor with overflow hidden), or over other text.
  interface Box {
    rect: DOMRect;
    node: Text;
    layer: Element | null;
    scroller: Element | null;
    view: DOMRect;
  }
  const boxes: Box[] = [];
  const walker = document.createTreeWalker(app, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!node.data.trim() || !parent || parent.closest(SLIDING)) continue;
    const style = getComputedStyle(parent);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
    if (!rects.length) continue;
    let clipper: Element | null = null;
    for (let up: Element | null = parent; up && up !== app; up = up.parentElement) {
      const upStyle = getComputedStyle(up);
      if (isClipping(upStyle) || isScroller(upStyle)) {
        clipper = up;
        break;
      }
    }
    const clipRect = (clipper ?? app).getBoundingClientRect();
    // a visually hidden text (1 px box) is for screen readers only
    if (clipRect.width <= 2 || clipRect.height <= 2) continue;
    const clipStyle = clipper ? getComputedStyle(clipper) : null;
    const deliberate =
      clipStyle &&
      (clipStyle.textOverflow === 'ellipsis' || clipStyle.webkitLineClamp !== 'none') &&
      fullTextOffered(clipper as Element, clipper?.textContent ?? '');
    const outside = rects.some(
      (rect) =>
        rect.right > clipRect.right + 2 ||
        rect.left < clipRect.left - 2 ||
        (clipStyle &&
          !isScroller(clipStyle) &&
          (rect.bottom > clipRect.bottom + 2 || rect.top < clipRect.top - 2)),
    );
    if (outside && !deliberate && !(clipStyle && isScroller(clipStyle) && clipper !== null)) {
      findings.push({
        kind: 'clipped',
        where: `${describe(parent)} in ${clipper ? describe(clipper) : 'the app'}`,
        text: sample(node.data),
      });
    }
    // a bar that stays put (sticky, fixed) or a popup is its own layer: what scrolls under it is not overlapped
    let layer: Element | null = null;
    for (let up: Element | null = parent; up && up !== app && !layer; up = up.parentElement)
      if (
        ['fixed', 'sticky'].includes(getComputedStyle(up).position) ||
        up.matches('.adm-popup, .adm-center-popup-wrap')
      )
        layer = up;
    let scroller: Element | null = null;
    for (let up: Element | null = parent; up && up !== app; up = up.parentElement)
      if (['auto', 'scroll'].includes(getComputedStyle(up).overflowY) || isScroller(getComputedStyle(up))) {
        scroller = up;
        break;
      }
    const view = (scroller ?? app).getBoundingClientRect();
    for (const rect of rects) boxes.push({ rect, node, layer, scroller, view });
  }
  const reported = new Set<string>();
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      if (a.node === b.node || a.layer !== b.layer) continue;
      // text scrolled out of its scroller's view is hidden there, not drawn over what lies outside the scroller
      const apart = a.scroller !== b.scroller;
      const top = (box: Box) => (apart ? Math.max(box.rect.top, box.view.top) : box.rect.top);
      const bottom = (box: Box) => (apart ? Math.min(box.rect.bottom, box.view.bottom) : box.rect.bottom);
      const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const height = Math.min(bottom(a), bottom(b)) - Math.max(top(a), top(b));
      // glyph boxes of neighbouring lines touch a little; text over text covers much of the smaller one
      if (width > 2 && height > 0.4 * Math.min(a.rect.height, b.rect.height)) {
        const key = `${sample(a.node.data)}|${sample(b.node.data)}`;
        if (reported.has(key)) continue;
        reported.add(key);
        findings.push({
          kind: 'overlap',
          where: `${describe(a.node.parentElement as Element)} / ${describe(b.node.parentElement as Element)}`,
          text: `"${sample(a.node.data)}" over "${sample(b.node.data)}"`,
        });
      }
    }
  }
  return findings;
}
