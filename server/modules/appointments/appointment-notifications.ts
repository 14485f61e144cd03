/**
 * Who hears of an appointment, through the message center's notify(), inside the change's transaction: the
 * enterprise's users of every change the department or time makes, the department's officers of what the
 * enterprise asks.
 */
import { eq } from 'drizzle-orm';
import type { AppointmentRow } from './appointment-transitions';
import {
  appointmentActionTexts,
  appointmentUpdatedTexts,
  type AppointmentAsk,
  type AppointmentNews,
} from './appointments-messages';
import type { AppointmentSlot } from '../../../contract/appointments/schemas';
import type { Transaction } from '../../db/client';
import { enterprises } from '../../db/schema/enterprises';
import { listEnterpriseUserIds, notify } from '../messages';
import { listOfficerIds } from '../officers';

/** The confirmed or proposed slot of a row (or of a timeline event). */
export const slotOf = (row: {
  slotDate: string | null;
  slotPeriod: AppointmentSlot['period'] | null;
}): AppointmentSlot | null =>
  row.slotDate && row.slotPeriod ? { date: row.slotDate, period: row.slotPeriod } : null;

/** The one who acted (null: time) is not told of their own act. */
export async function tellEnterprise(
  tx: Transaction,
  row: AppointmentRow,
  news: AppointmentNews,
  actorId: string | null,
  at: Date,
) {
  const ids = (await listEnterpriseUserIds(tx, row.enterpriseId)).filter((id) => id !== actorId);
  await notify(tx, ids, {
    kind: 'appointmentUpdated',
    texts: appointmentUpdatedTexts(row.appointmentNumber, row.kind, news),
    link: { path: 'appointmentDetail', params: { id: row.id } },
    at,
  });
}

export async function askDepartment(tx: Transaction, row: AppointmentRow, ask: AppointmentAsk, at: Date) {
  const [enterprise] = await tx
    .select({ name: enterprises.name })
    .from(enterprises)
    .where(eq(enterprises.id, row.enterpriseId));
  await notify(tx, await listOfficerIds(tx, { departmentCode: row.departmentCode }), {
    kind: 'appointmentAction',
    texts: appointmentActionTexts(row.appointmentNumber, enterprise?.name ?? '', ask),
    link: { path: 'appointmentDetail', params: { id: row.id } },
    at,
  });
}
