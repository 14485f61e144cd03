import { eq } from 'drizzle-orm';
import { APPOINTMENT_KINDS, APPOINTMENT_PERIODS, weeklySlotKey } from '../../../contract/appointments/rules';
import type { Transaction } from '../../db/client';
import { appointmentCalendars } from '../../db/schema/appointments';
import { departments } from '../../db/schema/officers';

/** Reference data: every inspecting department takes every kind, Monday to Friday both half days, 4 a day. */
export async function seedAppointmentCalendars(tx: Transaction): Promise<void> {
  const inspecting = await tx
    .select({ code: departments.code })
    .from(departments)
    .where(eq(departments.inspects, true));
  const weekdays = [1, 2, 3, 4, 5].flatMap((day) =>
    APPOINTMENT_PERIODS.map((period) => weeklySlotKey(day, period)),
  );
  if (inspecting.length === 0) return;
  await tx
    .insert(appointmentCalendars)
    .values(
      inspecting.map(({ code }) => ({
        departmentCode: code,
        kinds: [...APPOINTMENT_KINDS],
        weeklySlots: weekdays,
        dailyCapacity: 4,
        updatedAt: new Date(),
      })),
    )
    .onConflictDoNothing();
}
