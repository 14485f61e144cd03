/**
 * The one place an appointment changes state: the transition table of contract/appointments/rules.ts, the
 * row's version (a change made meanwhile fails it), the timeline row, all in the caller's transaction. The version
 * the user saw is checked when the row is loaded (loadAs).
 */
import { and, eq } from 'drizzle-orm';
import {
  APPOINTMENT_TRANSITIONS,
  type AppointmentAction,
  type AppointmentActor,
} from '../../../contract/appointments/rules';
import type { AppointmentSlot } from '../../../contract/appointments/schemas';
import type { Transaction } from '../../db/client';
import { appointmentEvents, appointments } from '../../db/schema/appointments';
import { OperationFailedError } from '../../http/errors';

export type AppointmentRow = typeof appointments.$inferSelect;
type Patch = Partial<Omit<AppointmentRow, 'id' | 'state' | 'version'>>;

export interface TransitionRequest {
  action: AppointmentAction;
  actor: AppointmentActor;
  actorId: string | null;
  at: Date;
  patch?: Patch;
  note?: string | null;
  slot?: AppointmentSlot | null;
}

export function requireAllowed(
  row: AppointmentRow,
  action: AppointmentAction,
  actor: AppointmentActor,
): void {
  const rule = APPOINTMENT_TRANSITIONS[action];
  if (rule.by !== actor || !rule.from.includes(row.state))
    throw new OperationFailedError('appointmentWrongState');
}

export async function transition(
  tx: Transaction,
  row: AppointmentRow,
  request: TransitionRequest,
): Promise<AppointmentRow> {
  const { action, actor, at } = request;
  requireAllowed(row, action, actor);
  const [updated] = await tx
    .update(appointments)
    .set({
      ...request.patch,
      state: APPOINTMENT_TRANSITIONS[action].to,
      version: row.version + 1,
      updatedAt: at,
    })
    .where(and(eq(appointments.id, row.id), eq(appointments.version, row.version)))
    .returning();
  if (!updated) throw new OperationFailedError('appointmentVersionConflict');
  await tx.insert(appointmentEvents).values({
    appointmentId: row.id,
    action,
    actorId: request.actorId,
    note: request.note ?? null,
    slotDate: request.slot?.date ?? null,
    slotPeriod: request.slot?.period ?? null,
    at,
  });
  return updated;
}
