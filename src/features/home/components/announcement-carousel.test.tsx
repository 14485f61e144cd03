import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnnouncementCarousel } from './announcement-carousel';
import enMessages from '../messages-en';

const items = [1, 2, 3].map((n) => ({ id: `c${n}`, img: `/carousel/${n}.png`, title: `公告 ${n}` }));

function show(locale: 'zh' | 'en' = 'zh') {
  return render(
    <IntlProvider locale={locale} defaultLocale="zh" messages={locale === 'en' ? enMessages : undefined}>
      <AnnouncementCarousel items={items} intervalMs={3000} />
    </IntlProvider>,
  );
}

const currentSlide = () =>
  screen.getAllByRole('button', { name: /第 \d 张/ }).findIndex((dot) => dot.getAttribute('aria-current'));

const strip = () => document.querySelector('[aria-live]') as HTMLElement;

function reducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches: reduce }) as unknown as typeof window.matchMedia;
}

describe('announcement carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reducedMotion(false);
  });
  afterEach(() => vi.useRealTimers());

  it('turns by itself, and not once paused by the user', () => {
    show();
    expect(screen.getAllByRole('group', { name: /第 \d 张，共 3 张/ })).toHaveLength(3);
    expect(currentSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(3000));
    expect(currentSlide()).toBe(1);
    expect(strip().getAttribute('aria-live')).toBe('off');

    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    fireEvent.blur(screen.getByRole('button', { name: '继续轮播' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(currentSlide()).toBe(1);
    expect(strip().getAttribute('aria-live')).toBe('polite');

    fireEvent.click(screen.getByRole('button', { name: '继续轮播' }));
    fireEvent.blur(screen.getByRole('button', { name: '暂停轮播' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(currentSlide()).toBe(2);
    act(() => vi.advanceTimersByTime(3000));
    expect(currentSlide()).toBe(0);
  });

  it('holds still while hovered or focused, and goes to a slide from its dot', () => {
    show();
    const region = screen.getByRole('region', { name: '公告轮播' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(9000));
    expect(currentSlide()).toBe(0);
    fireEvent.mouseLeave(region);

    fireEvent.focus(strip());
    act(() => vi.advanceTimersByTime(9000));
    expect(currentSlide()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '第 3 张，共 3 张' }));
    expect(currentSlide()).toBe(2);
  });

  it('does not turn for users who asked for reduced motion, or while the page is hidden', () => {
    reducedMotion(true);
    const { unmount } = show();
    act(() => vi.advanceTimersByTime(9000));
    expect(currentSlide()).toBe(0);
    expect(screen.getByRole('button', { name: '继续轮播' })).toBeTruthy();
    unmount();

    reducedMotion(false);
    show();
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(9000));
    expect(currentSlide()).toBe(0);
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
  });

  it('speaks English', () => {
    show('en');
    expect(screen.getByRole('button', { name: 'Pause the announcements' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Slide 2 of 3' })).toBeTruthy();
  });
});
