import { eq } from 'drizzle-orm';
import { tellEnterprise } from './appointment-notifications';
import { transition } from './appointment-transitions';
import { APPOINTMENT_CASE_REASON } from '../../../contract/appointments/rules';
import { dateText } from '../../../contract/city-calendar';
import type { Transaction } from '../../db/client';
import { appointments } from '../../db/schema/appointments';
import type { AuthSession } from '../../http/auth';
import { FieldRuleError, OperationFailedError } from '../../http/errors';

export type VisitRecord = { registrationId: string; caseReason: string | null } | { visitId: string };

/**
 * Inside the transaction that registers the visit: the confirmed appointment of this enterprise, addressed to the
 * officer's department and due today, becomes completed and linked to what was registered. A re-check or licensing
 * visit is a case-specific inspection with that reason; guidance is a service visit. Anything else rolls the
 * registration back.
 */
export async function completeAppointment(
  tx: Transaction,
  session: AuthSession,
  appointmentId: string,
  target: { enterpriseId: string | null; departmentCode: string },
  record: VisitRecord,
  now: Date,
): Promise<void> {
  const [row] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');
  const expectedReason = row ? APPOINTMENT_CASE_REASON[row.kind] : null;
  const matches =
    row &&
    row.enterpriseId === target.enterpriseId &&
    row.departmentCode === target.departmentCode &&
    ('visitId' in record ? expectedReason === null : expectedReason === record.caseReason);
  if (!row || !matches) throw new FieldRuleError('appointmentId', 'appointmentRegistrationMismatch');
  if (row.state !== 'confirmed') throw new OperationFailedError('appointmentWrongState');
  if (row.slotDate !== dateText(now)) throw new OperationFailedError('appointmentNotToday');
  const next = await transition(tx, row, {
    action: 'complete',
    actor: 'department',
    actorId: session.userId,
    at: now,
    patch: 'visitId' in record ? { visitId: record.visitId } : { registrationId: record.registrationId },
  });
  const news = { kind: 'state', state: 'completed', slot: null, reason: null } as const;
  await tellEnterprise(tx, next, news, session.userId, now);
}
