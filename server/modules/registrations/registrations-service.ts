import { randomUUID } from 'node:crypto';
import { decodeCursor, encodeCursor } from './cursor';
import { checkImage } from './image-check';
import { signPhotoUrl, verifyPhotoUrl } from './photo-urls';
import { toCorrectionEntry, toDetail, toSummary } from './registration-views';
import {
  attachPhoto,
  countCorrections,
  deleteItems,
  deleteProblems,
  findEvaluation,
  findPhotoData,
  findRegistration,
  findRegistrationByRequest,
  findSummary,
  insertCorrection,
  insertItems,
  insertPhoto,
  insertProblem,
  insertRegistration,
  listCertifiedOfficers,
  listCorrections,
  listItems,
  listProblemsWithPhotos,
  listPublishedItemNames,
  listSummaryPage,
  markPhotosRemoved,
  nextRegistrationSequence,
  updateIfVersion,
  upsertEvaluation,
  type RegistrationRow,
} from './registrations-queries';
import type { ApiOutput } from '../../../contract/api-schemas';
import { DAY_MS, dateText, startOfDate } from '../../../contract/city-calendar';
import type { Locale } from '../../../contract/locales';
import {
  CORRECTION_WINDOW_MS,
  CORRECTIONS_IN_DETAIL,
  CORRECTIONS_MAX,
  EVALUATION_CHANGE_WINDOW_MS,
  findLateness,
  PHOTO_MAX_BYTES,
} from '../../../contract/registrations/rules';
import type {
  CorrectionPage,
  RegistrationDetail,
  RegistrationPage,
} from '../../../contract/registrations/schemas';
import type { AppConfig } from '../../config';
import type { Database, Transaction } from '../../db/client';
import type { CorrectionChange } from '../../db/schema/registrations';
import type { AuthSession } from '../../http/auth';
import type { EndpointInput } from '../../http/endpoint';
import {
  BadRequestError,
  FieldRuleError,
  NotFoundError,
  OperationFailedError,
  PayloadTooLargeError,
  toMultipartError,
} from '../../http/errors';
import {
  isEnterpriseSession,
  placeOfCheckIn,
  requireDepartment,
  requireOwnEnterprise,
  requireOwnScan,
  requireScanFor,
  requireValidEndTime,
} from '../../http/guards';
import { findEnterpriseByNumber, findEnterpriseIdByNumber } from '../enterprises/enterprises-queries';
import { findPlanTitle, isCurrentPlanFor } from '../plans/plans-queries';
import {
  findScanCheckIn,
  findScanOfOfficer,
  updateScanCheckIn,
} from '../supervision-codes/supervision-codes-queries';
import { findWarningsOf } from '../warnings/warnings-service';

const PAGE_DEFAULT = 20;

type ProblemInput = EndpointInput<'createRegistration'>['problems'][number];
type ItemInput = EndpointInput<'createRegistration'>['items'][number];

/** The officer's arrival, recorded once: a check-in never moves (the place of a registration is corrected instead). */
export async function checkIn(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'checkIn'>,
): Promise<ApiOutput<'checkIn'>> {
  const checkedInAt = new Date();
  const updated = await updateScanCheckIn(db, input.scanId, session.userId, {
    checkedInAt,
    latitude: input.location.latitude,
    longitude: input.location.longitude,
    locationText: input.location.text,
  });
  if (!updated) {
    if (await findScanOfOfficer(db, input.scanId, session.userId))
      throw new OperationFailedError('alreadyCheckedIn');
    throw new NotFoundError('scanNotFound');
  }
  return { scanId: input.scanId, checkedInAt: checkedInAt.toISOString(), location: input.location };
}

/** Stores an uploaded photo once its bytes read as one whole image (image-check.ts), to attach to a problem later. */
export async function addRegistrationPhoto(
  db: Database,
  config: AppConfig,
  session: AuthSession,
  readFile: () => Promise<{ fieldname: string; toBuffer(): Promise<Buffer> } | undefined>,
): Promise<ApiOutput<'addRegistrationPhoto'>> {
  let bytes: Buffer;
  try {
    const file = await readFile();
    if (!file || file.fieldname !== 'file') throw new BadRequestError('photoMissing');
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new BadRequestError('photoMissing');
    // Whatever else reading the body raised (no boundary, no closing boundary, a limit): 400 or 413.
    throw toMultipartError(error, 'photoTooLarge');
  }
  if (bytes.length > PHOTO_MAX_BYTES) throw new PayloadTooLargeError('photoTooLarge');
  const checked = checkImage(bytes);
  if (!checked.ok) {
    if (checked.problem === 'type') throw new BadRequestError('photoType');
    throw new BadRequestError(checked.problem === 'dimensions' ? 'photoDimensions' : 'photoUnreadable');
  }
  const contentType = checked.image.type;
  const id = randomUUID();
  await insertPhoto(db, { id, uploadedBy: session.userId, contentType, size: bytes.length, data: bytes });
  return { photoId: id, url: signPhotoUrl(config, id), size: bytes.length, contentType };
}

/** A photo behind a signed, expiring URL: null when the signature is wrong or expired, undefined when unknown. */
export async function findSignedPhoto(db: Database, config: AppConfig, id: string, exp: string, sig: string) {
  if (!verifyPhotoUrl(config, id, exp, sig)) return null;
  const photo = await findPhotoData(db, id);
  return photo && { ...photo, maxAgeSeconds: Math.max(0, Number(exp) - Math.floor(Date.now() / 1000)) };
}

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

/**
 * Only items of the department's published catalogue may be checked; each is stored under the catalogue's
 * name, whatever name the form sent.
 */
async function requirePublishedItems(
  db: Database,
  departmentCode: string,
  items: ItemInput[],
): Promise<ItemInput[]> {
  const codes = [...new Set(items.map((i) => i.code))];
  const names = new Map(
    (await listPublishedItemNames(db, departmentCode, codes)).map((i) => [i.code, i.nameZh]),
  );
  if (codes.some((code) => !names.has(code))) throw new FieldRuleError('items', 'reasonItemUnknown');
  return items.map((i) => ({ code: i.code, name: names.get(i.code)!, result: i.result }));
}

function hasNoFindings(items: Array<{ result: string }>, problemCount: number): boolean {
  return problemCount === 0 && items.every((i) => i.result === 'compliant');
}

/** Inserts the problems and attaches the officer's own, still unattached photos to them. */
async function insertProblems(
  tx: Transaction,
  registrationId: string,
  officerId: string,
  problems: ProblemInput[],
) {
  const photoIds = problems.flatMap((p) => p.photoIds);
  if (new Set(photoIds).size !== photoIds.length) throw new OperationFailedError('photoInvalid');
  for (const [position, problem] of problems.entries()) {
    const problemId = randomUUID();
    await insertProblem(tx, {
      id: problemId,
      registrationId,
      position,
      description: problem.description,
      rectification: problem.rectification,
    });
    for (const [photoPosition, photoId] of problem.photoIds.entries()) {
      if (
        !(await attachPhoto(tx, { id: photoId, uploadedBy: officerId, problemId, position: photoPosition }))
      )
        throw new OperationFailedError('photoInvalid');
    }
  }
}

/** Late after 24 h (a reason is then required), refused beyond 10 calendar days; returns whether it is late. */
function requireRegistrableStart(startedAt: Date, now: Date, lateReason: string | undefined): boolean {
  const lateness = findLateness(startedAt, now);
  if (lateness === 'too-late') throw new OperationFailedError('backfillLimit');
  if (lateness === 'late' && !lateReason) throw new FieldRuleError('lateReason', 'reasonLateRequired');
  return lateness === 'late';
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
): Promise<ApiOutput<'createRegistration'>> {
  return {
    id: row.id,
    registrationNumber: row.registrationNumber,
    late: row.late,
    warnings: await findWarningsOf(db, row.enterpriseId, locale, session),
  };
}

export async function createRegistration(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'createRegistration'>,
  locale: Locale,
): Promise<ApiOutput<'createRegistration'>> {
  const departmentCode = requireDepartment(session);
  // A retry or double submit gets the first registration back, whatever has changed since.
  const existing = await findRegistrationByRequest(db, session.userId, input.clientRequestId);
  if (existing) return toCreated(db, existing, session, locale);

  const now = new Date();
  const startedAt = new Date(input.startedAt);
  const endedAt = new Date(input.endedAt);
  requireValidEndTime(startedAt, endedAt, now);
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
  if (input.scanId) {
    const scan = await requireOwnScan(db, session, input.scanId);
    requireScanFor(scan, enterprise.id, 'inspection');
    location ??= placeOfCheckIn(scan);
  }

  const id = randomUUID();
  // The number is taken in its own statement, not in the transaction below: creates must not queue on the day's
  // counter row until each commit. Numbers stay unique and increasing per day; a failed create leaves a gap.
  const day = dateText(now).replaceAll('-', '');
  const sequence = await nextRegistrationSequence(db, day);
  const inserted = await db.transaction(async (tx) => {
    const stored = await insertRegistration(tx, {
      id,
      registrationNumber: `JC${day}${String(sequence).padStart(6, '0')}`,
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
    });
    // Lost a race with the same request: leave everything to the first one.
    if (!stored) return false;
    await insertItems(tx, id, items);
    await insertProblems(tx, id, session.userId, input.problems);
    return true;
  });
  const stored = inserted
    ? await findRegistration(db, id)
    : await findRegistrationByRequest(db, session.userId, input.clientRequestId);
  return toCreated(db, stored!, session, locale);
}

/**
 * An enterprise lists its own registrations; an officer lists one enterprise's (every department's, the history
 * check before an inspection) or else its own department's. Anyone else's are "not found".
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
  } else {
    if (departmentCode && departmentCode !== user.departmentCode) throw new NotFoundError();
    departmentCode = user.departmentCode ?? '';
  }
  const after = input.cursor ? decodeCursor(input.cursor) : undefined;
  if (after === null) throw new FieldRuleError('cursor', 'reasonInvalid');
  const limit = input.limit ?? PAGE_DEFAULT;
  const rows = await listSummaryPage(
    db,
    {
      enterpriseId,
      departmentCode,
      startedFrom: input.from ? startOfDate(input.from) : undefined,
      startedBefore: input.to ? new Date(startOfDate(input.to).getTime() + DAY_MS) : undefined,
      after,
    },
    limit,
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => toSummary(row, locale, session)),
    nextCursor:
      rows.length > limit && last
        ? encodeCursor({ registeredAt: last.registeredAt.toISOString(), id: last.id })
        : null,
  };
}

/** Officers read every registration; an enterprise only its own (anything else is "not found", existing or not). */
async function findReadable(db: Database, session: AuthSession, id: string): Promise<RegistrationRow> {
  const row = await findRegistration(db, id);
  if (!row || (isEnterpriseSession(session) && row.enterpriseId !== session.enterpriseId))
    throw new NotFoundError('registrationNotFound');
  return row;
}

async function loadDetail(
  db: Database,
  config: AppConfig,
  row: RegistrationRow,
  session: AuthSession,
  locale: Locale,
  now = new Date(),
): Promise<RegistrationDetail> {
  const [summary, items, problems, corrections, correctionCount, evaluation, planTitle, checkedInAt] =
    await Promise.all([
      findSummary(db, row.id),
      listItems(db, row.id),
      listProblemsWithPhotos(db, row.id),
      listCorrections(db, row.id, CORRECTIONS_IN_DETAIL),
      countCorrections(db, row.id),
      isEnterpriseSession(session) ? findEvaluation(db, row.id) : Promise.resolve(undefined),
      row.planId ? findPlanTitle(db, row.planId) : Promise.resolve(null),
      row.scanId ? findScanCheckIn(db, row.scanId) : Promise.resolve(null),
    ]);
  return toDetail(
    {
      row,
      summary: summary!,
      items,
      problems,
      corrections,
      correctionCount,
      evaluation,
      planTitle,
      checkedInAt,
    },
    config,
    session,
    locale,
    now,
  );
}

export async function getRegistration(
  db: Database,
  config: AppConfig,
  session: AuthSession,
  id: string,
  locale: Locale,
): Promise<RegistrationDetail> {
  return loadDetail(db, config, await findReadable(db, session, id), session, locale);
}

/** The whole correction history of a readable registration, newest first, a page at a time. */
export async function listRegistrationCorrections(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'listRegistrationCorrections'>,
  locale: Locale,
): Promise<CorrectionPage> {
  const row = await findReadable(db, session, input.id);
  let beforeId: number | undefined;
  if (input.cursor !== undefined) {
    if (!/^[1-9]\d{0,9}$/.test(input.cursor) || Number(input.cursor) > 2_147_483_647)
      throw new FieldRuleError('cursor', 'reasonInvalid');
    beforeId = Number(input.cursor);
  }
  const limit = input.limit ?? CORRECTIONS_IN_DETAIL;
  const rows = await listCorrections(db, row.id, limit + 1, beforeId);
  const page = rows.slice(0, limit);
  return {
    items: page.map((c) => toCorrectionEntry(c, locale)),
    nextCursor: rows.length > limit ? String(page[page.length - 1]!.id) : null,
  };
}

type ProblemView = { description: string; rectification: string; photoIds: string[] };

function viewProblems(list: ProblemView[]): ProblemView[] {
  return list.map((p) => ({
    description: p.description,
    rectification: p.rectification,
    photoIds: p.photoIds,
  }));
}

function countPhotos(list: ProblemView[]) {
  return list.map((p) => ({
    description: p.description,
    rectification: p.rectification,
    photoCount: p.photoIds.length,
  }));
}

/** Only the registering officer corrects, within 72 h, from the current version; every change is recorded. */
export async function correctRegistration(
  db: Database,
  config: AppConfig,
  session: AuthSession,
  input: EndpointInput<'correctRegistration'>,
  locale: Locale,
): Promise<RegistrationDetail> {
  const row = await findRegistration(db, input.id);
  if (!row || row.createdBy !== session.userId) throw new NotFoundError('registrationNotFound');
  const now = new Date();
  if (now.getTime() > row.registeredAt.getTime() + CORRECTION_WINDOW_MS)
    throw new OperationFailedError('correctionWindowClosed');
  if (input.version !== row.version) throw new OperationFailedError('versionConflict');
  if ((await countCorrections(db, row.id)) >= CORRECTIONS_MAX)
    throw new OperationFailedError('correctionLimit');

  const changes: CorrectionChange[] = [];
  const set: Partial<RegistrationRow> = {};
  if (input.endedAt !== undefined) {
    const endedAt = new Date(input.endedAt);
    requireValidEndTime(row.startedAt, endedAt, now);
    if (endedAt.getTime() !== row.endedAt.getTime()) {
      changes.push({ field: 'endedAt', before: row.endedAt.toISOString(), after: endedAt.toISOString() });
      set.endedAt = endedAt;
    }
  }
  for (const field of ['legalBasis', 'remarks'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    const next = value || null;
    if (next !== row[field]) {
      changes.push({ field, before: row[field], after: next });
      set[field] = next;
    }
  }
  if (input.location !== undefined) {
    const before = { latitude: row.latitude, longitude: row.longitude, text: row.locationText ?? '' };
    const after = input.location;
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      changes.push({ field: 'location', before: before.text, after: after.text });
      set.latitude = after.latitude;
      set.longitude = after.longitude;
      set.locationText = after.text;
    }
  }
  const [oldItems, oldProblems] = await Promise.all([
    listItems(db, row.id),
    listProblemsWithPhotos(db, row.id),
  ]);
  const newItems =
    input.items === undefined ? undefined : await requirePublishedItems(db, row.departmentCode, input.items);
  const itemsChanged = newItems !== undefined && JSON.stringify(newItems) !== JSON.stringify(oldItems);
  if (itemsChanged) changes.push({ field: 'items', before: oldItems, after: newItems });
  const oldProblemView = viewProblems(
    oldProblems.map((p) => ({ ...p, photoIds: p.photos.map((ph) => ph.id) })),
  );
  const problemsChanged =
    input.problems !== undefined &&
    JSON.stringify(viewProblems(input.problems)) !== JSON.stringify(oldProblemView);
  if (problemsChanged)
    changes.push({
      field: 'problems',
      before: countPhotos(oldProblemView),
      after: countPhotos(input.problems!),
    });
  if (changes.length === 0) throw new OperationFailedError('nothingChanged');

  const items = itemsChanged ? newItems! : oldItems;
  const problemCount = problemsChanged ? input.problems!.length : oldProblems.length;
  await db.transaction(async (tx) => {
    const updated = await updateIfVersion(tx, row.id, input.version, {
      ...set,
      problemCount,
      noFindings: hasNoFindings(items, problemCount),
    });
    if (!updated) throw new OperationFailedError('versionConflict');
    // The version bump holds the row lock: corrections of one registration are counted one at a time.
    if ((await countCorrections(tx, row.id)) >= CORRECTIONS_MAX)
      throw new OperationFailedError('correctionLimit');
    if (itemsChanged) {
      await deleteItems(tx, row.id);
      await insertItems(tx, row.id, items);
    }
    if (problemsChanged) {
      await deleteProblems(
        tx,
        oldProblems.map((p) => p.id),
      );
      await insertProblems(tx, row.id, session.userId, input.problems!);
      const kept = new Set(input.problems!.flatMap((p) => p.photoIds));
      const dropped = oldProblems.flatMap((p) => p.photos.map((ph) => ph.id)).filter((id) => !kept.has(id));
      await markPhotosRemoved(tx, dropped, now);
    }
    await insertCorrection(tx, {
      registrationId: row.id,
      officerId: session.userId,
      at: now,
      reason: input.reason,
      changes,
    });
  });
  return loadDetail(db, config, (await findRegistration(db, row.id))!, session, locale);
}

/** The enterprise evaluates its own registration; it may change the evaluation for 7 days after the first one. */
export async function evaluateRegistration(
  db: Database,
  config: AppConfig,
  session: AuthSession,
  input: EndpointInput<'evaluateRegistration'>,
  locale: Locale,
): Promise<RegistrationDetail> {
  const row = await findReadable(db, session, input.registrationId);
  const now = new Date();
  const previous = await findEvaluation(db, row.id);
  if (previous && now.getTime() > previous.firstEvaluatedAt.getTime() + EVALUATION_CHANGE_WINDOW_MS)
    throw new OperationFailedError('evaluationClosed');
  const stored = await upsertEvaluation(
    db,
    {
      registrationId: row.id,
      departmentCode: row.departmentCode,
      level: input.level,
      comment: input.comment,
    },
    now,
    EVALUATION_CHANGE_WINDOW_MS,
  );
  if (!stored) throw new OperationFailedError('evaluationClosed');
  return loadDetail(db, config, row, session, locale, now);
}
