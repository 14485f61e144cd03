import { randomUUID } from 'node:crypto';
import { findVisit, findVisitByRequest, insertVisit, type VisitRow } from './visits-queries';
import type { Locale } from '../../../contract/locales';
import { isVisitTooOld } from '../../../contract/visits/rules';
import type { Visit } from '../../../contract/visits/schemas';
import type { Database } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import type { EndpointInput } from '../../http/endpoint';
import { NotFoundError, OperationFailedError } from '../../http/errors';
import {
  placeOfCheckIn,
  requireDepartment,
  requireOwnScan,
  requireScanFor,
  requireValidEndTime,
} from '../../http/guards';
import { completeAppointment } from '../appointments';
import { findEnterpriseIdByNumber } from '../enterprises';

function toVisit(row: VisitRow, locale: Locale): Visit {
  const v = row.visit;
  const hasLocation = v.latitude !== null || v.longitude !== null || v.locationText !== null;
  return {
    id: v.id,
    enterpriseNumber: row.enterpriseNumber,
    enterpriseName: row.enterpriseName ?? v.outsideName ?? '',
    address: row.enterpriseAddress ?? v.outsideAddress ?? '',
    purpose: v.purpose,
    staffName: row.staffName,
    departmentName: locale === 'en' ? row.departmentEn : row.departmentZh,
    startedAt: v.startedAt.toISOString(),
    endedAt: v.endedAt.toISOString(),
    location: hasLocation
      ? { latitude: v.latitude, longitude: v.longitude, text: v.locationText ?? '' }
      : null,
    notes: v.notes,
    createdAt: v.createdAt.toISOString(),
  };
}

/** Non-enforcement service visits: logged apart from inspections, never counted for caps or warnings. */
export async function createVisit(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'createVisit'>,
  locale: Locale,
  now: Date,
): Promise<Visit> {
  const departmentCode = requireDepartment(session);
  const existing = await findVisitByRequest(db, session.userId, input.clientRequestId);
  if (existing) return toVisit(existing, locale);

  const startedAt = new Date(input.startedAt);
  const endedAt = new Date(input.endedAt);
  requireValidEndTime(startedAt, endedAt, now);
  if (isVisitTooOld(startedAt, now)) throw new OperationFailedError('visitBackfillLimit');

  let enterpriseId: string | null = null;
  if (input.enterpriseNumber) {
    enterpriseId = (await findEnterpriseIdByNumber(db, input.enterpriseNumber)) ?? null;
    if (!enterpriseId) throw new OperationFailedError('enterpriseNotFound');
  }
  let location = input.location ?? null;
  if (input.scanId) {
    const scan = await requireOwnScan(db, session, input.scanId);
    requireScanFor(scan, enterpriseId, 'visit');
    location ??= placeOfCheckIn(scan);
  }
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const stored = await insertVisit(tx, {
      id,
      createdBy: session.userId,
      departmentCode,
      clientRequestId: input.clientRequestId,
      enterpriseId,
      outsideName: input.outsideEnterprise?.name ?? null,
      outsideAddress: input.outsideEnterprise?.address ?? null,
      outsidePhone: input.outsideEnterprise?.contactPhone ?? null,
      scanId: input.scanId ?? null,
      purpose: input.purpose,
      startedAt,
      endedAt,
      latitude: location?.latitude ?? null,
      longitude: location?.longitude ?? null,
      locationText: location?.text ?? null,
      notes: input.notes || null,
      createdAt: now,
    });
    if (stored && input.appointmentId) {
      const target = { enterpriseId, departmentCode };
      await completeAppointment(tx, session, input.appointmentId, target, { visitId: id }, now);
    }
  });
  return toVisit((await findVisitByRequest(db, session.userId, input.clientRequestId))!, locale);
}

/** The creator and the creator's department read a visit; anyone else gets "not found". */
export async function getVisit(
  db: Database,
  session: AuthSession,
  id: string,
  locale: Locale,
): Promise<Visit> {
  const row = await findVisit(db, id);
  if (
    !row ||
    (row.visit.createdBy !== session.userId && row.visit.departmentCode !== session.user.departmentCode)
  )
    throw new NotFoundError('visitNotFound');
  return toVisit(row, locale);
}
