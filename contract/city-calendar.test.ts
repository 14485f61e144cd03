import { describe, expect, it } from 'vitest';
import {
  calendarDaysBetween,
  dateText,
  dateTimeText,
  endOfWorkingDays,
  isWorkingDate,
  monthOf,
  startOfDate,
  weekOf,
  workingDaysAfter,
  workingDaysBefore,
  type HolidayCalendar,
} from './city-calendar';

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

describe('working days', () => {
  // The State Council's 2026 notice, around National Day: Sep 20 (Sunday) worked, Sep 25-27 and Oct 1-7 off,
  // Oct 10 (Saturday) worked.
  const notice2026: HolidayCalendar = {
    daysOff: new Set([
      '2026-09-25',
      '2026-09-26',
      '2026-09-27',
      ...['01', '02', '03', '04', '05', '06', '07'].map((d) => `2026-10-${d}`),
    ]),
    workedWeekendDays: new Set(['2026-09-20', '2026-10-10']),
  };

  it('skips weekends without a calendar', () => {
    expect(workingDaysAfter('2026-11-20', 1)).toBe('2026-11-23');
    expect(workingDaysBefore('2026-11-23', 1)).toBe('2026-11-20');
  });
  it('skips holidays and counts worked weekend days', () => {
    expect(isWorkingDate('2026-09-20', notice2026)).toBe(true);
    expect(isWorkingDate('2026-10-02', notice2026)).toBe(false);
    expect(workingDaysAfter('2026-09-24', 1, notice2026)).toBe('2026-09-28');
    expect(workingDaysAfter('2026-09-30', 2, notice2026)).toBe('2026-10-09');
    expect(workingDaysAfter('2026-09-30', 3, notice2026)).toBe('2026-10-10');
    expect(workingDaysBefore('2026-10-08', 1, notice2026)).toBe('2026-09-30');
  });
  it('ends "within n working days" at the city midnight after the n-th working day', () => {
    // Submitted Friday 20 Nov 2026, 17:00 in the city: within 2 working days is the end of Tuesday 24 Nov.
    expect(endOfWorkingDays(new Date('2026-11-20T09:00:00Z'), 2, notice2026).toISOString()).toBe(
      '2026-11-24T16:00:00.000Z',
    );
    // Friday 18 Sep: the worked Sunday 20 Sep counts, so 2 working days end with Monday 21 Sep.
    expect(endOfWorkingDays(new Date('2026-09-18T09:00:00Z'), 2, notice2026).toISOString()).toBe(
      '2026-09-21T16:00:00.000Z',
    );
    // Late on Saturday 19 Sep (city) the next working day is the worked Sunday 20 Sep.
    expect(endOfWorkingDays(new Date('2026-09-19T15:00:00Z'), 1, notice2026).toISOString()).toBe(
      '2026-09-20T16:00:00.000Z',
    );
    // 15 working days from Wednesday 23 Sep cross Mid-Autumn and National Day.
    expect(
      dateText(new Date(endOfWorkingDays(new Date('2026-09-23T02:00:00Z'), 15, notice2026).getTime() - 1)),
    ).toBe('2026-10-21');
  });
});
