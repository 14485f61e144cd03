/**
 * Time passing on appointments: a request or a proposed time unanswered by its deadline expires, and so does a
 * confirmed appointment nobody registered within APPOINTMENT_MISSED_WORKING_DAYS after its day. The enterprise
 * is told. Run by the deadline worker every minute and at once when the test clock moves.
 */
import { and, eq, inArray, isNotNull, lt, lte } from 'drizzle-orm';
import { slotOf, tellEnterprise } from './appointment-notifications';
import { transition, type AppointmentRow } from './appointment-transitions';
import { APPOINTMENT_MISSED_WORKING_DAYS } from '../../../contract/appointments/rules';
import { dateText, workingDaysBefore } from '../../../contract/city-calendar';
import type { Database } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import { OperationFailedError } from '../../http/errors';
import { loadHolidayCalendar } from '../calendar';

async function expire(db: Database, row: AppointmentRow, now: Date): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      const next = await transition(tx, row, {
        action: 'expire',
        actor: 'system',
        actorId: null,
        at: now,
        patch: { answerDueAt: null },
      });
      const news = { kind: 'state', state: 'expired', slot: slotOf(next), reason: null } as const;
      await tellEnterprise(tx, next, news, null, now);
    });
    return true;
  } catch (error) {
    // Answered (or changed) meanwhile: the answer wins.
    if (error instanceof OperationFailedError) return false;
    throw error;
  }
}

export async function runAppointmentExpirySweep(db: Database, now: Date): Promise<{ expired: number }> {
  const unanswered = await db
    .select()
    .from(appointments)
    .where(
      and(
        inArray(appointments.state, ['requested', 'rescheduled']),
        isNotNull(appointments.answerDueAt),
        lte(appointments.answerDueAt, now),
      ),
    );
  // The last day a confirmed appointment may still be registered against is N working days after its day.
  const lastMissedDay = workingDaysBefore(
    dateText(now),
    APPOINTMENT_MISSED_WORKING_DAYS,
    await loadHolidayCalendar(db),
  );
  const missed = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.state, 'confirmed'), lt(appointments.slotDate, lastMissedDay)));
  let expired = 0;
  for (const row of [...unanswered, ...missed]) if (await expire(db, row, now)) expired += 1;
  return { expired };
}
