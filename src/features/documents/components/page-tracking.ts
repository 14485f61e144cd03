import { useCallback, useEffect, useRef, useState } from 'react';

/** Without layout (an old WebView, tests) a phone's width. */
const FALLBACK_WIDTH = 343;

/** The width pages fit into at 100 %, followed as the screen turns or the portal resizes. */
export function useContainerWidth(): [(element: HTMLElement | null) => void, number] {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      const inner =
        element.clientWidth - parseFloat(style.paddingLeft || '0') - parseFloat(style.paddingRight || '0');
      if (inner > 0) setWidth(Math.floor(inner));
    };
    measure();
    if (typeof ResizeObserver === 'function') {
      observer.current = new ResizeObserver(measure);
      observer.current.observe(element);
    }
  }, []);
  return [ref, width];
}

/**
 * Which page is in view (the one most of which shows) and which pages are near it (drawn ahead of scrolling),
 * by IntersectionObserver; without one, every page counts as near and the first as current.
 */
export function usePageTracking(count: number) {
  const supported = typeof IntersectionObserver === 'function';
  const elements = useRef(new Map<number, Element>());
  const refs = useRef(new Map<number, (element: Element | null) => void>());
  const ratios = useRef(new Map<number, number>());
  const observers = useRef<IntersectionObserver[]>([]);
  const [current, setCurrent] = useState(1);
  const [nearPages, setNearPages] = useState<ReadonlySet<number>>(() => new Set([1, 2]));

  useEffect(() => {
    if (!supported) return undefined;
    const pageOf = (element: Element) => Number((element as HTMLElement).dataset.trackedPage);
    const inView = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) ratios.current.set(pageOf(entry.target), entry.intersectionRatio);
        let best = 0;
        let bestRatio = 0;
        for (const [page, ratio] of ratios.current)
          if (ratio > bestRatio || (ratio === bestRatio && ratio > 0 && page < best)) {
            best = page;
            bestRatio = ratio;
          }
        if (best > 0) setCurrent(best);
      },
      { threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    const ahead = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((entry) => entry.isIntersecting).map((entry) => pageOf(entry.target));
        if (seen.length)
          setNearPages((previous) =>
            seen.every((page) => previous.has(page)) ? previous : new Set([...previous, ...seen]),
          );
      },
      { rootMargin: '100% 0px' },
    );
    observers.current = [inView, ahead];
    for (const element of elements.current.values()) {
      inView.observe(element);
      ahead.observe(element);
    }
    return () => {
      inView.disconnect();
      ahead.disconnect();
      observers.current = [];
    };
  }, [supported, count]);

  const register = useCallback((page: number) => {
    let ref = refs.current.get(page);
    if (!ref) {
      ref = (element: Element | null) => {
        const previous = elements.current.get(page);
        if (previous) for (const observer of observers.current) observer.unobserve(previous);
        elements.current.delete(page);
        if (!element) return;
        (element as HTMLElement).dataset.trackedPage = String(page);
        elements.current.set(page, element);
        for (const observer of observers.current) observer.observe(element);
      };
      refs.current.set(page, ref);
    }
    return ref;
  }, []);

  const near = useCallback((page: number) => !supported || nearPages.has(page), [supported, nearPages]);
  return { register, current: Math.min(current, Math.max(count, 1)), near };
}
