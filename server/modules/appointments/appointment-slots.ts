import { and, count, eq, gte, inArray, lte } from 'drizzle-orm';
import {
  APPOINTMENT_OFFER_DAYS,
  APPOINTMENT_PERIODS,
  weeklySlotKey,
} from '../../../contract/appointments/rules';
import type { AppointmentSlot } from '../../../contract/appointments/schemas';
import { DAY_MS, dateText, isWorkingDate, type HolidayCalendar } from '../../../contract/city-calendar';
import type { Database, Transaction } from '../../db/client';
import { appointmentCalendars, appointments } from '../../db/schema/appointments';
import { FieldRuleError, OperationFailedError } from '../../http/errors';

type Reader = Database | Transaction;
export type CalendarRow = typeof appointmentCalendars.$inferSelect;

/** Confirmed (and completed) appointments per day: what the daily capacity counts. */
async function bookedByDay(db: Reader, departmentCode: string, from: string, to: string) {
  const rows = await db
    .select({ date: appointments.slotDate, booked: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.departmentCode, departmentCode),
        inArray(appointments.state, ['confirmed', 'completed']),
        gte(appointments.slotDate, from),
        lte(appointments.slotDate, to),
      ),
    )
    .groupBy(appointments.slotDate);
  return new Map(rows.map((row) => [row.date!, row.booked]));
}

/** The city dates offered: tomorrow and the next APPOINTMENT_OFFER_DAYS - 1 days. */
function offeredDates(now: Date): string[] {
  return Array.from({ length: APPOINTMENT_OFFER_DAYS }, (_, i) =>
    dateText(new Date(now.getTime() + (i + 1) * DAY_MS)),
  );
}

/** ISO weekday (1 Monday .. 7 Sunday) of a city date. */
const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay() || 7;

/** The published half days of the next two weeks on working days, with the places left on their day. */
export async function listOfferedSlots(
  db: Reader,
  calendar: CalendarRow,
  holidays: HolidayCalendar,
  now: Date,
): Promise<Array<AppointmentSlot & { left: number }>> {
  const dates = offeredDates(now);
  const booked = await bookedByDay(db, calendar.departmentCode, dates[0]!, dates.at(-1)!);
  return dates.flatMap((date) => {
    if (!isWorkingDate(date, holidays)) return [];
    const left = calendar.dailyCapacity - (booked.get(date) ?? 0);
    if (left <= 0) return [];
    return APPOINTMENT_PERIODS.filter((period) =>
      calendar.weeklySlots.includes(weeklySlotKey(weekdayOf(date), period)),
    ).map((period) => ({ date, period, left }));
  });
}

/** Every slot must be one offered now (published, ahead, not full); otherwise the field is refused. */
export async function requireOfferedSlots(
  db: Reader,
  calendar: CalendarRow,
  holidays: HolidayCalendar,
  now: Date,
  slots: AppointmentSlot[],
  field: string,
): Promise<void> {
  const offered = await listOfferedSlots(db, calendar, holidays, now);
  const unique = new Set(slots.map((s) => `${s.date}/${s.period}`));
  if (unique.size !== slots.length) throw new FieldRuleError(field, 'appointmentSlotUnavailable');
  for (const slot of slots) {
    if (!offered.some((o) => o.date === slot.date && o.period === slot.period))
      throw new FieldRuleError(field, 'appointmentSlotUnavailable');
  }
}

/**
 * Inside the confirming transaction: the department's calendar row is locked, so two officers confirming the
 * last place of a day one after the other cannot both succeed.
 */
export async function claimPlaceOnDay(tx: Transaction, departmentCode: string, date: string): Promise<void> {
  const [calendar] = await tx
    .select()
    .from(appointmentCalendars)
    .where(eq(appointmentCalendars.departmentCode, departmentCode))
    .for('update');
  const booked = (await bookedByDay(tx, departmentCode, date, date)).get(date) ?? 0;
  if (!calendar || booked >= calendar.dailyCapacity) throw new OperationFailedError('appointmentDayFull');
}

export async function findCalendar(db: Reader, departmentCode: string): Promise<CalendarRow | undefined> {
  const [row] = await db
    .select()
    .from(appointmentCalendars)
    .where(eq(appointmentCalendars.departmentCode, departmentCode));
  return row;
}
