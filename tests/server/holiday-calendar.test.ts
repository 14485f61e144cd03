import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './test-app';
import { isWorkingDate } from '../../contract/city-calendar';
import {
  holidayYearSchema,
  loadHolidayCalendar,
  replaceHolidayYear,
} from '../../server/modules/calendar/holiday-calendar';

describe('the city holiday calendar', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.dispose());

  it('is seeded with the 2026 notice', async () => {
    const calendar = await loadHolidayCalendar(database.handle.db);
    expect(isWorkingDate('2026-10-01', calendar)).toBe(false);
    expect(isWorkingDate('2026-10-10', calendar)).toBe(true);
    expect(isWorkingDate('2026-10-12', calendar)).toBe(true);
  });

  it('takes the next year from the operator and replaces a corrected year whole', async () => {
    await replaceHolidayYear(database.handle.db, {
      year: 2027,
      days: [
        { date: '2027-01-01', kind: 'dayOff', name: '元旦' },
        { date: '2027-01-04', kind: 'dayOff', name: '元旦' },
      ],
    });
    await replaceHolidayYear(database.handle.db, {
      year: 2027,
      days: [{ date: '2027-01-01', kind: 'dayOff', name: '元旦' }],
    });
    const calendar = await loadHolidayCalendar(database.handle.db);
    expect(isWorkingDate('2027-01-01', calendar)).toBe(false);
    expect(isWorkingDate('2027-01-04', calendar)).toBe(true);
    expect(isWorkingDate('2026-10-01', calendar)).toBe(false);
  });

  it('refuses a notice with a date outside its year or an unknown kind', () => {
    expect(
      holidayYearSchema.safeParse({ year: 2027, days: [{ date: '2028-01-01', kind: 'dayOff', name: 'x' }] })
        .success,
    ).toBe(false);
    expect(
      holidayYearSchema.safeParse({ year: 2027, days: [{ date: '2027-01-01', kind: 'off', name: 'x' }] })
        .success,
    ).toBe(false);
  });
});
