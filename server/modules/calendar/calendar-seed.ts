import { holidayYearSchema } from './holiday-calendar';
import type { Transaction } from '../../db/client';
import year2026 from '../../db/holidays/2026.json' with { type: 'json' };
import { cityHolidays } from '../../db/schema/complaints';

/** The notices published so far; later years come from the operator (`npm run calendar:load`). */
const YEARS = [year2026];

export async function seedHolidayCalendar(tx: Transaction): Promise<void> {
  const days = YEARS.flatMap((y) => holidayYearSchema.parse(y).days);
  await tx.insert(cityHolidays).values(days).onConflictDoNothing();
}
