import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RegistrationDetail, RegistrationSummary } from '../../../contract/supervision-schemas';
import type { Locale } from '../../../contract/locales';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import {
  codeScans,
  departments,
  enterprises,
  evaluations,
  inspectionPlans,
  photos,
  registrationAudits,
  registrationItems,
  registrationProblems,
  registrations,
  users,
  type AuditChange,
} from '../../db/schema';
import type { AuthSession } from '../../http/auth';
import { signedPhotoUrl } from '../uploads/photo-urls';
import { dateText } from './calendar';
import { FIELD_LABELS, RESULT_LABELS } from './labels';

export const EDIT_WINDOW_MS = 72 * 3_600_000;
export const EVALUATION_WINDOW_MS = 7 * 86_400_000;

export const summaryColumns = {
  id: registrations.id,
  registrationNumber: registrations.registrationNumber,
  enterpriseId: registrations.enterpriseId,
  enterpriseNumber: enterprises.enterpriseNumber,
  enterpriseName: enterprises.name,
  departmentCode: registrations.departmentCode,
  departmentZh: departments.nameZh,
  departmentEn: departments.nameEn,
  type: registrations.type,
  startedAt: registrations.startedAt,
  endedAt: registrations.endedAt,
  registeredAt: registrations.registeredAt,
  officers: registrations.officers,
  problemCount: registrations.problemCount,
  late: registrations.late,
  evaluated: sql<boolean>`${evaluations.registrationId} is not null`,
};

export type SummaryRow = {
  id: string;
  registrationNumber: string;
  enterpriseNumber: string;
  enterpriseName: string;
  departmentCode: string;
  departmentZh: string;
  departmentEn: string;
  type: 'routine' | 'triggered' | 'case';
  startedAt: Date;
  endedAt: Date;
  registeredAt: Date;
  officers: Array<{ name: string; certificateNumber: string }>;
  problemCount: number;
  late: boolean;
  evaluated: boolean;
};

/** The joins every summary needs: enterprise and department by primary key, the evaluation by primary key. */
export function selectSummaries(db: Database) {
  return db
    .select(summaryColumns)
    .from(registrations)
    .innerJoin(enterprises, eq(enterprises.id, registrations.enterpriseId))
    .innerJoin(departments, eq(departments.code, registrations.departmentCode))
    .leftJoin(evaluations, eq(evaluations.registrationId, registrations.id));
}

/** Departments see evaluations only in aggregate, so officers are not told which registrations were evaluated. */
export function toSummary(row: SummaryRow, locale: Locale, viewer: AuthSession): RegistrationSummary {
  return {
    id: row.id,
    registrationNumber: row.registrationNumber,
    enterpriseNumber: row.enterpriseNumber,
    enterpriseName: row.enterpriseName,
    departmentCode: row.departmentCode,
    departmentName: locale === 'en' ? row.departmentEn : row.departmentZh,
    type: row.type,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt.toISOString(),
    registeredAt: row.registeredAt.toISOString(),
    officerNames: row.officers.map((o) => o.name),
    problemCount: row.problemCount,
    late: row.late,
    evaluated: viewer.user.role === 'enterprise' ? Boolean(row.evaluated) : false,
  };
}

function timeText(iso: string): string {
  const at = new Date(iso);
  const local = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return `${dateText(at)} ${local.slice(11, 16)}`;
}

function renderValue(field: string, value: unknown, locale: Locale): string {
  if (value === null || value === undefined) return '';
  const sep = locale === 'zh' ? '；' : '; ';
  switch (field) {
    case 'endedAt':
      return timeText(String(value));
    case 'items':
      return (value as Array<{ name: string; result: string }>)
        .map((i) =>
          locale === 'zh'
            ? `${i.name}（${RESULT_LABELS[i.result]?.zh ?? i.result}）`
            : `${i.name} (${RESULT_LABELS[i.result]?.en ?? i.result})`,
        )
        .join(sep);
    case 'problems':
      return (value as Array<{ description: string; rectification: string; photoCount: number }>)
        .map((p) =>
          locale === 'zh'
            ? `${p.description} → ${p.rectification}（照片${p.photoCount}张）`
            : `${p.description} → ${p.rectification} (${p.photoCount} photos)`,
        )
        .join(sep);
    default:
      return String(value);
  }
}

export function renderChanges(changes: AuditChange[], locale: Locale) {
  return changes.map((c) => ({
    field: FIELD_LABELS[c.field]?.[locale] ?? c.field,
    before: renderValue(c.field, c.before, locale),
    after: renderValue(c.field, c.after, locale),
  }));
}

export type RegistrationRow = typeof registrations.$inferSelect;

export async function findRegistration(db: Database, id: string): Promise<RegistrationRow | undefined> {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id));
  return row;
}

export async function problemsWithPhotos(db: Database, registrationId: string) {
  const problems = await db
    .select()
    .from(registrationProblems)
    .where(eq(registrationProblems.registrationId, registrationId))
    .orderBy(asc(registrationProblems.position));
  const photoRows =
    problems.length === 0
      ? []
      : await db
          .select({
            id: photos.id,
            problemId: photos.problemId,
            size: photos.size,
            contentType: photos.contentType,
          })
          .from(photos)
          .where(
            inArray(
              photos.problemId,
              problems.map((p) => p.id),
            ),
          )
          .orderBy(asc(photos.position));
  return problems.map((p) => ({ ...p, photos: photoRows.filter((ph) => ph.problemId === p.id) }));
}

/** The detail as `viewer` may see it; the caller has already checked that the viewer may read it. */
export async function loadDetail(
  db: Database,
  config: AppConfig,
  row: RegistrationRow,
  viewer: AuthSession,
  locale: Locale,
  now = new Date(),
): Promise<RegistrationDetail> {
  const isEnterprise = viewer.user.role === 'enterprise';
  const [[summary], items, problems, audits, [evaluation], [plan], [scan]] = await Promise.all([
    selectSummaries(db).where(eq(registrations.id, row.id)),
    db
      .select()
      .from(registrationItems)
      .where(eq(registrationItems.registrationId, row.id))
      .orderBy(asc(registrationItems.position)),
    problemsWithPhotos(db, row.id),
    db
      .select({
        at: registrationAudits.at,
        reason: registrationAudits.reason,
        changes: registrationAudits.changes,
        officerName: users.name,
      })
      .from(registrationAudits)
      .innerJoin(users, eq(users.id, registrationAudits.officerId))
      .where(eq(registrationAudits.registrationId, row.id))
      .orderBy(desc(registrationAudits.at), desc(registrationAudits.id)),
    isEnterprise
      ? db.select().from(evaluations).where(eq(evaluations.registrationId, row.id))
      : Promise.resolve([]),
    row.planId
      ? db
          .select({ title: inspectionPlans.title })
          .from(inspectionPlans)
          .where(eq(inspectionPlans.id, row.planId))
      : Promise.resolve([]),
    row.scanId
      ? db.select({ checkedInAt: codeScans.checkedInAt }).from(codeScans).where(eq(codeScans.id, row.scanId))
      : Promise.resolve([]),
  ]);

  const isRegisteringOfficer = viewer.user.role === 'officer' && viewer.userId === row.createdBy;
  const editableUntil = new Date(row.registeredAt.getTime() + EDIT_WINDOW_MS);
  const changeableUntil = evaluation
    ? new Date(evaluation.firstEvaluatedAt.getTime() + EVALUATION_WINDOW_MS)
    : null;
  const hasLocation = row.latitude !== null || row.longitude !== null || row.locationText !== null;

  return {
    ...toSummary(summary!, locale, viewer),
    platform: row.platform,
    officers: row.officers.map((o) => ({ name: o.name, certificateNumber: o.certificateNumber })),
    planTitle: plan?.title ?? null,
    legalBasis: row.legalBasis,
    triggerReason: row.triggerReason,
    caseReason: row.caseReason,
    items: items.map((i) => ({ code: i.code, name: i.name, result: i.result })),
    problems: problems.map((p) => ({
      description: p.description,
      rectification: p.rectification,
      photos: p.photos.map((ph) => ({
        photoId: ph.id,
        url: signedPhotoUrl(config, ph.id, now.getTime()),
        size: ph.size,
        contentType: ph.contentType,
      })),
    })),
    location: hasLocation
      ? { latitude: row.latitude, longitude: row.longitude, text: row.locationText ?? '' }
      : null,
    checkedInAt: scan?.checkedInAt?.toISOString() ?? null,
    lateReason: row.lateReason,
    remarks: row.remarks,
    evaluation:
      isEnterprise && evaluation
        ? {
            level: evaluation.level,
            comment: evaluation.comment,
            evaluatedAt: evaluation.evaluatedAt.toISOString(),
            changeableUntil: changeableUntil!.toISOString(),
          }
        : null,
    canEvaluate: isEnterprise && (!changeableUntil || now < changeableUntil),
    canEdit: isRegisteringOfficer && now < editableUntil,
    editableUntil: isRegisteringOfficer ? editableUntil.toISOString() : null,
    version: row.version,
    audit: audits.map((a) => ({
      at: a.at.toISOString(),
      officerName: a.officerName,
      reason: a.reason,
      changes: renderChanges(a.changes, locale),
    })),
  };
}
