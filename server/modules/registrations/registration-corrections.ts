import { findReadable, loadDetail } from './registration-detail';
import { hasNoFindings, insertProblems, requirePublishedItems } from './registration-findings';
import { toCorrectionEntry } from './registration-views';
import {
  countCorrections,
  deleteItems,
  deleteProblems,
  findRegistration,
  insertCorrection,
  insertItems,
  listCorrections,
  listItems,
  listProblemsWithPhotos,
  markPhotosRemoved,
  updateIfVersion,
  type RegistrationRow,
} from './registrations-queries';
import { rowIdSchema } from '../../../contract/fields';
import type { Locale } from '../../../contract/locales';
import {
  CORRECTION_WINDOW_MS,
  CORRECTIONS_IN_DETAIL,
  CORRECTIONS_MAX,
} from '../../../contract/registrations/rules';
import type { CorrectionPage, RegistrationDetail } from '../../../contract/registrations/schemas';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { CorrectionChange } from '../../db/schema/registrations';
import type { AuthSession } from '../../http/auth';
import type { EndpointInput } from '../../http/endpoint';
import { FieldRuleError, NotFoundError, OperationFailedError } from '../../http/errors';
import { requireValidEndTime } from '../../http/guards';

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
    if (!rowIdSchema.safeParse(input.cursor).success) throw new FieldRuleError('cursor', 'reasonInvalid');
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
  now: Date,
): Promise<RegistrationDetail> {
  const row = await findRegistration(db, input.id);
  if (!row || row.createdBy !== session.userId) throw new NotFoundError('registrationNotFound');
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
  return loadDetail(db, config, (await findRegistration(db, row.id))!, session, locale, now);
}
