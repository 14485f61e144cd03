import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { CarouselItem } from '../../../../contract/api-schemas';
import { homeMessages as m } from '../messages';
import styles from './announcement-carousel.module.css';

/** The announcements' design size (750 x 300); the stylesheet fits them to the screen's width. */
const SLIDE_WIDTH = 750;
const SLIDE_HEIGHT = 300;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

interface Props {
  items: CarouselItem[];
  intervalMs: number;
}

/**
 * The home screen's announcements: a scroll-snap strip the user swipes, turning by itself every `intervalMs`.
 * It stops turning while hovered, focused or touched, while the page is hidden, for users who asked for reduced
 * motion, and for good with the pause button (WCAG 2.2.2). Built on the browser's scrolling instead of antd's
 * Swiper: the first screen's JavaScript is at its budget.
 */
export function AnnouncementCarousel({ items, intervalMs }: Props) {
  const intl = useIntl();
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [held, setHeld] = useState(false);
  const [hidden, setHidden] = useState(() => document.hidden);
  const count = items.length;
  const turning = !paused && !held && !hidden && count > 1;

  useEffect(() => {
    const update = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  const show = (index: number) => {
    const element = strip.current;
    setCurrent(index);
    element?.scrollTo?.({
      left: index * element.clientWidth,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  useEffect(() => {
    if (!turning) return;
    const timer = window.setTimeout(() => show((current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [turning, current, count, intervalMs]);

  const followScroll = () => {
    const element = strip.current;
    if (!element || element.clientWidth === 0) return;
    setCurrent(Math.min(count - 1, Math.round(element.scrollLeft / element.clientWidth)));
  };

  // The strip scrolls with the arrow keys itself; Home and End jump to the ends.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      show(event.key === 'Home' ? 0 : count - 1);
    }
  };

  return (
    <section
      className={styles.carousel}
      aria-label={intl.formatMessage(m.carouselLabel)}
      aria-roledescription={intl.formatMessage(m.carouselRole)}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
      onPointerDown={() => setHeld(true)}
      onPointerUp={() => setHeld(false)}
      onPointerCancel={() => setHeld(false)}
    >
      {count > 1 && (
        <button
          type="button"
          className={styles.toggle}
          aria-label={intl.formatMessage(paused ? m.carouselPlay : m.carouselPause)}
          onClick={() => setPaused(!paused)}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </button>
      )}
      {/* Focusable so keyboard users can scroll it; announced only when it is not turning by itself. */}
      <div
        ref={strip}
        className={styles.strip}
        tabIndex={0}
        aria-live={turning ? 'off' : 'polite'}
        onScroll={followScroll}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => (
          <div
            key={item.id}
            className={styles.item}
            role="group"
            aria-roledescription={intl.formatMessage(m.carouselSlideRole)}
            aria-label={intl.formatMessage(m.carouselSlide, { index: index + 1, count })}
          >
            {/* The first slide is the screen's largest paint: sized up front, fetched first. */}
            <img
              className={styles.slide}
              src={item.img}
              alt={item.title}
              width={SLIDE_WIDTH}
              height={SLIDE_HEIGHT}
              {...{ fetchpriority: index === 0 ? 'high' : 'low' }}
              loading={index === 0 ? 'eager' : 'lazy'}
              draggable={false}
            />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.dots}>
          {items.map((item, index) => (
            <button
              key={item.id}
              type="button"
              className={styles.dot}
              aria-label={intl.formatMessage(m.carouselSlide, { index: index + 1, count })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
