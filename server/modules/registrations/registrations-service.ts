import { randomUUID } from 'node:crypto';
import { queueEmergencyReview } from './emergency-reviews';
import { decideAllowanceBasis } from './registration-allowance';
import { findReadable, loadDetail } from './registration-detail';
import { hasNoFindings, insertProblems, requirePublishedItems } from './registration-findings';
import { notifyRegistrationMade } from './registration-notifications';
import { toSummary } from './registration-views';
import {
  findRegistrationByRequest,
  insertItems,
  insertRegistration,
  listCertifiedOfficers,
  listSummaryPage,
  lockEnterpriseAllowance,
  methodOfScan,
  nextRegistrationSequence,
  type RegistrationRow,
} from './registrations-queries';
import type { ApiOutput } from '../../../contract/api-schemas';
import { dateText, daysAsInstants } from '../../../contract/city-calendar';
import type { Locale } from '../../../contract/locales';
import { findLateness, isTooShort } from '../../../contract/registrations/rules';
import type { RegistrationDetail, RegistrationPage } from '../../../contract/registrations/schemas';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import type { EndpointInput } from '../../http/endpoint';
import { FieldRuleError, NotFoundError, OperationFailedError } from '../../http/errors';
import {
  hasCapability,
  isEnterpriseSession,
  placeOfCheckIn,
  requireDepartment,
  requireOwnEnterprise,
  requireOwnScan,
  requireScanFor,
  requireValidEndTime,
} from '../../http/guards';
import { readKeysetCursor, toKeysetPage } from '../../http/keyset-cursor';
import { completeAppointment } from '../appointments';
import { findEnterpriseByNumber, findEnterpriseIdByNumber } from '../enterprises';
import { isCurrentPlanFor } from '../plans';
import { findWarningsOf, loadWarningRules, raisesFrequencyWarning, type WarningRules } from '../warnings';

const PAGE_DEFAULT = 20;

/** The officers named on a registration must be certified officers of the registering department. */
async function findNamedOfficers(
  db: Database,
  session: AuthSession,
  departmentCode: string,
  refs: EndpointInput<'createRegistration'>['officers'],
) {
  const certificates = refs.map((o) => o.certificateNumber);
  if (new Set(certificates).size !== certificates.length) throw new OperationFailedError('officerDuplicate');
  const known = await listCertifiedOfficers(db, certificates, departmentCode);
  if (!known.some((k) => k.id === session.userId)) throw new OperationFailedError('officerNotListed');
  if (known.length !== certificates.length) throw new OperationFailedError('officerUnknown');
  const byCertificate = new Map(known.map((k) => [k.certificateNumber!, k.name]));
  return certificates.map((c) => ({ name: byCertificate.get(c)!, certificateNumber: c }));
}

/** Late after 24 h (a reason is then required), refused beyond 10 calendar days; returns whether it is late. */
function requireRegistrableStart(startedAt: Date, now: Date, lateReason: string | undefined): boolean {
  const lateness = findLateness(startedAt, now);
  if (lateness === 'too-late') throw new OperationFailedError('backfillLimit');
  if (lateness === 'late' && !lateReason) throw new FieldRuleError('lateReason', 'reasonLateRequired');
  return lateness === 'late';
}

/**
 * An inspection checked in on site runs from the check-in to the submission: the record's times are the server's,
 * not typed (a wrong one is corrected within 72 h, with its reason). Without a check-in they are the officer's.
 */
function inspectionTimes(
  input: EndpointInput<'createRegistration'>,
  checkedInAt: Date | null,
  now: Date,
): { startedAt: Date; endedAt: Date } {
  if (checkedInAt) return { startedAt: checkedInAt, endedAt: now };
  return { startedAt: new Date(input.startedAt), endedAt: new Date(input.endedAt) };
}

function requireTypeFields(input: EndpointInput<'createRegistration'>): void {
  if (input.type === 'routine' && !input.planId) throw new FieldRuleError('planId', 'reasonRequired');
  if (input.type === 'triggered' && !input.triggerReason)
    throw new FieldRuleError('triggerReason', 'reasonRequired');
  if (input.type === 'case' && !input.caseReason) throw new FieldRuleError('caseReason', 'reasonRequired');
}

async function toCreated(
  db: Database,
  row: RegistrationRow,
  session: AuthSession,
  locale: Locale,
  now: Date,
  rules?: WarningRules,
): Promise<ApiOutput<'createRegistration'>> {
  return {
    id: row.id,
    registrationNumber: row.registrationNumber,
    late: row.late,
    warnings: await findWarningsOf(db, row.enterpriseId, locale, session, now, rules),
  };
}

/**
 * Everything a registration's input must pass before it is stored, and what it resolves to: the create call and
 * the draft receipt (`previewReceipt`) go through this one check, so a draft shows what submitting would store.
 */
export async function prepareRegistration(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'createRegistration'>,
  now: Date,
) {
  const departmentCode = requireDepartment(session);
  const scan = input.scanId ? await requireOwnScan(db, session, input.scanId) : undefined;
  const { startedAt, endedAt } = inspectionTimes(input, scan?.checkedInAt ?? null, now);
  requireValidEndTime(startedAt, endedAt, now);
  if (isTooShort(startedAt, endedAt)) throw new FieldRuleError('endedAt', 'reasonTooShort');
  const late = requireRegistrableStart(startedAt, now, input.lateReason);
  requireTypeFields(input);

  const officers = await findNamedOfficers(db, session, departmentCode, input.officers);
  const items = await requirePublishedItems(db, departmentCode, input.items);
  const enterprise = await findEnterpriseByNumber(db, input.enterpriseNumber);
  if (!enterprise) throw new OperationFailedError('enterpriseNotFound');
  if (
    input.type === 'routine' &&
    !(await isCurrentPlanFor(db, input.planId!, enterprise.id, departmentCode, dateText(startedAt)))
  )
    throw new OperationFailedError('planInvalid');

  let location = input.location ?? null;
  let checkedInAt: Date | null = null;
  let method: RegistrationRow['method'] = 'number';
  if (scan) {
    requireScanFor(scan, enterprise.id, 'inspection');
    location ??= placeOfCheckIn(scan);
    checkedInAt = scan.checkedInAt ?? null;
    method = methodOfScan(scan.source);
  }
  // A typed number is a registration without proof of presence: it says why the code was not scanned.
  if (method === 'number' && !input.typedReason) throw new FieldRuleError('typedReason', 'reasonRequired');
  const target = { enterpriseId: enterprise.id, itemCodes: items.map((i) => i.code) };
  const rules = await loadWarningRules(db);
  const basis = await decideAllowanceBasis(db, session, input, target, startedAt, rules);
  return {
    departmentCode,
    startedAt,
    endedAt,
    late,
    officers,
    items,
    enterprise,
    location,
    checkedInAt,
    method,
    basis,
    target,
    rules,
  };
}

export async function createRegistration(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'createRegistration'>,
  locale: Locale,
  now: Date,
): Promise<ApiOutput<'createRegistration'>> {
  // A retry or double submit gets the first registration back, whatever has changed since.
  const existing = await findRegistrationByRequest(db, session.userId, input.clientRequestId);
  if (existing) return toCreated(db, existing, session, locale, now);

  const {
    departmentCode,
    startedAt,
    endedAt,
    late,
    officers,
    items,
    enterprise,
    location,
    method,
    target,
    rules,
  } = await prepareRegistration(db, session, input, now);

  // A visit the enterprise booked is never one too many.
  const frequencyWarned =
    !input.appointmentId && (await raisesFrequencyWarning(db, enterprise.id, startedAt, rules));
  const id = randomUUID();
  // The number is taken in its own statement, not in the transaction below: creates must not queue on the day's
  // counter row until each commit. Numbers stay unique and increasing per day; a failed create leaves a gap.
  const day = dateText(now).replaceAll('-', '');
  const sequence = await nextRegistrationSequence(db, day);
  const registrationNumber = `JC${day}${String(sequence).padStart(6, '0')}`;
  const inserted = await db.transaction(async (tx) => {
    // One registration of an enterprise at a time decides its allowance: two cannot both take its last place.
    await lockEnterpriseAllowance(tx, enterprise.id);
    const basis = await decideAllowanceBasis(tx, session, input, target, startedAt, rules);
    const stored = await insertRegistration(tx, {
      id,
      registrationNumber,
      enterpriseId: enterprise.id,
      departmentCode,
      createdBy: session.userId,
      clientRequestId: input.clientRequestId,
      platform: input.platform,
      type: input.type,
      planId: input.type === 'routine' ? input.planId! : null,
      legalBasis: input.legalBasis || null,
      triggerReason: input.triggerReason || null,
      caseReason: input.type === 'case' ? input.caseReason! : null,
      caseReference: input.type === 'case' ? input.caseReference || null : null,
      method,
      typedReason: method === 'number' ? input.typedReason! : null,
      allowanceBasis: basis.allowanceBasis,
      approvalId: basis.approvalId,
      officers,
      startedAt,
      endedAt,
      registeredAt: now,
      scanId: input.scanId ?? null,
      latitude: location?.latitude ?? null,
      longitude: location?.longitude ?? null,
      locationText: location?.text ?? null,
      late,
      lateReason: late ? input.lateReason! : input.lateReason || null,
      remarks: input.remarks || null,
      problemCount: input.problems.length,
      noFindings: hasNoFindings(items, input.problems.length),
      frequencyWarned,
    });
    // Lost a race with the same request: leave everything to the first one.
    if (!stored) return undefined;
    await insertItems(tx, id, items);
    await insertProblems(tx, id, session.userId, input.problems);
    if (input.appointmentId) {
      const record = { registrationId: id, caseReason: input.type === 'case' ? input.caseReason! : null };
      const target = { enterpriseId: enterprise.id, departmentCode };
      await completeAppointment(tx, session, input.appointmentId, target, record, now);
    }
    await notifyRegistrationMade(tx, session, { id, registrationNumber, enterpriseId: enterprise.id }, now);
    if (stored.caseReason === 'emergency')
      await queueEmergencyReview(
        tx,
        session,
        { id, registrationNumber, enterpriseName: enterprise.name },
        now,
      );
    return stored;
  });
  const stored = inserted ?? (await findRegistrationByRequest(db, session.userId, input.clientRequestId));
  return toCreated(db, stored!, session, locale, now, rules);
}

/**
 * An enterprise lists its own registrations; an officer lists one enterprise's (every department's, the history
 * check before an inspection) or else its own department's; the supervision office any department's or the city's.
 * Anyone else's are "not found".
 */
export async function listRegistrations(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'listRegistrations'>,
  locale: Locale,
): Promise<RegistrationPage> {
  const { user } = session;
  const empty = { items: [], nextCursor: null };
  let enterpriseId: string | undefined;
  let departmentCode = input.departmentCode;
  if (isEnterpriseSession(session)) {
    if (!session.enterpriseId) return empty;
    requireOwnEnterprise(session, input.enterpriseNumber);
    enterpriseId = session.enterpriseId;
  } else if (input.enterpriseNumber) {
    enterpriseId = await findEnterpriseIdByNumber(db, input.enterpriseNumber);
    if (!enterpriseId) return empty;
  } else if (!hasCapability(session, 'supervisor')) {
    if (departmentCode && departmentCode !== user.departmentCode) throw new NotFoundError();
    departmentCode = requireDepartment(session);
  }
  // The supervision office: the department asked for, or the whole city's.
  const after = readKeysetCursor(input.cursor);
  const limit = input.limit ?? PAGE_DEFAULT;
  const started = daysAsInstants(input.from, input.to);
  const rows = await listSummaryPage(
    db,
    {
      enterpriseId,
      departmentCode,
      regionCode: input.regionCode,
      startedFrom: started.from,
      startedBefore: started.before,
      type: input.type,
      outcome: input.outcome,
      registeredBy: input.registeredBy,
      flag: input.flag,
      emergencyReview: input.emergencyReview,
      after,
    },
    limit,
  );
  const { page, nextCursor } = toKeysetPage(rows, limit, (row) => ({
    at: row.registeredAt.toISOString(),
    id: row.id,
  }));
  return { items: page.map((row) => toSummary(row, locale, session)), nextCursor };
}

export async function getRegistration(
  db: Database,
  config: AppConfig,
  session: AuthSession,
  id: string,
  locale: Locale,
  now: Date,
): Promise<RegistrationDetail> {
  return loadDetail(db, config, await findReadable(db, session, id), session, locale, now);
}
