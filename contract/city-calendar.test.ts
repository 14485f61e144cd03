import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, dateText, dateTimeText, monthOf, startOfDate, weekOf } from './city-calendar';

describe('city calendar (Asia/Shanghai)', () => {
  it('puts an instant on the Shanghai date, not the UTC one', () => {
    expect(dateText(new Date('2026-03-01T16:30:00Z'))).toBe('2026-03-02');
    expect(dateTimeText(new Date('2026-03-01T16:30:00Z'))).toBe('2026-03-02 00:30');
    expect(startOfDate('2026-03-02').toISOString()).toBe('2026-03-01T16:00:00.000Z');
  });
  it('weeks run Monday to Sunday and months start at local midnight', () => {
    // Sunday 2026-03-08 23:00 in Shanghai.
    expect(weekOf(new Date('2026-03-08T15:00:00Z')).from.toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(monthOf(new Date('2026-02-28T17:00:00Z')).from.toISOString()).toBe('2026-02-28T16:00:00.000Z');
  });
  it('counts whole calendar days between the local dates', () => {
    expect(calendarDaysBetween(new Date('2026-03-01T15:59:00Z'), new Date('2026-03-01T16:01:00Z'))).toBe(1);
  });
});
