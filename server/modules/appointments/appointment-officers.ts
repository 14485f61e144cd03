/** Who comes to an appointment: the same checks when the department confirms it and when it assigns officers later. */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppointmentRow } from './appointment-transitions';
import { APPOINTMENT_MIN_OFFICERS } from '../../../contract/appointments/rules';
import type { Database, Transaction } from '../../db/client';
import { appointmentOfficers } from '../../db/schema/appointments';
import { users } from '../../db/schema/session';
import { FieldRuleError } from '../../http/errors';

/** Certified officers of the department, enough for the kind of visit; in the order given. */
export async function requireOfficersOfDepartment(
  db: Database | Transaction,
  departmentCode: string,
  officerIds: string[],
  kind: AppointmentRow['kind'],
) {
  const unique = [...new Set(officerIds)];
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        inArray(users.id, unique),
        eq(users.role, 'officer'),
        eq(users.departmentCode, departmentCode),
        isNotNull(users.certificateNumber),
      ),
    );
  if (rows.length !== unique.length || unique.length < APPOINTMENT_MIN_OFFICERS[kind])
    throw new FieldRuleError('officerIds', 'appointmentOfficersTooFew');
  return unique.map((id) => rows.find((r) => r.id === id)!);
}

/** The officers who come, replacing any named before. */
export async function replaceOfficers(
  tx: Transaction,
  appointmentId: string,
  officers: Array<{ id: string }>,
) {
  await tx.delete(appointmentOfficers).where(eq(appointmentOfficers.appointmentId, appointmentId));
  await tx.insert(appointmentOfficers).values(officers.map(({ id }) => ({ appointmentId, userId: id })));
}
