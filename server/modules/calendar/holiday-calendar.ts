/**
 * The city's working days: Monday to Friday, changed by the State Council's holiday notice of each year, which the
 * operator loads into `city_holidays` (`npm run calendar:load -- <file.json>`). Deadlines counted in working days
 * read it through `loadHolidayCalendar`.
 */
import { like } from 'drizzle-orm';
import { z } from 'zod';
import type { HolidayCalendar } from '../../../contract/city-calendar';
import type { Database, Transaction } from '../../db/client';
import { cityHolidays, HOLIDAY_KINDS } from '../../db/schema/complaints';

type Reader = Database | Transaction;

export async function loadHolidayCalendar(db: Reader): Promise<HolidayCalendar> {
  const rows = await db.select().from(cityHolidays);
  return {
    daysOff: new Set(rows.filter((r) => r.kind === 'dayOff').map((r) => r.date)),
    workedWeekendDays: new Set(rows.filter((r) => r.kind === 'workedWeekendDay').map((r) => r.date)),
  };
}

/** One year's notice as the operator writes it: every day off and every weekend day worked, with the holiday's name. */
export const holidayYearSchema = z
  .object({
    year: z.number().int().min(2000).max(2100),
    days: z.array(
      z
        .object({
          date: z.iso.date(),
          kind: z.enum(HOLIDAY_KINDS),
          name: z.string().trim().min(1).max(40),
        })
        .strict(),
    ),
  })
  .strict()
  .refine((v) => v.days.every((d) => d.date.startsWith(`${v.year}-`)), {
    message: 'every date must be in the year',
  });
export type HolidayYear = z.infer<typeof holidayYearSchema>;

/** Replaces the year's days (a corrected notice replaces the earlier one). */
export async function replaceHolidayYear(db: Database, year: HolidayYear): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(cityHolidays).where(like(cityHolidays.date, `${year.year}-%`));
    if (year.days.length > 0) await tx.insert(cityHolidays).values(year.days);
  });
}
