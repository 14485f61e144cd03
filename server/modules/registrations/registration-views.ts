/** Stored registrations as the contract shows them to one viewer, in the viewer's language. */
import type { EmergencyReviewRow } from './emergency-review-queries';
import { emergencyReviewFacts, emergencyReviewRefusal } from './emergency-review-steps';
import { toCheckInFinding } from './registration-check-in';
import {
  REGISTERED_BY,
  type findEvaluation,
  type ItemRow,
  type listCorrections,
  type ProblemWithPhotos,
  type RegistrationRow,
  type SummaryRow,
} from './registrations-queries';
import { dateTimeText } from '../../../contract/city-calendar';
import type { Locale } from '../../../contract/locales';
import { CORRECTION_WINDOW_MS, EVALUATION_CHANGE_WINDOW_MS } from '../../../contract/registrations/rules';
import type {
  CorrectionEntry,
  RegistrationDetail,
  RegistrationSummary,
} from '../../../contract/registrations/schemas';
import type { AppConfig } from '../../config';
import type { CorrectionChange } from '../../db/schema/registrations';
import type { AuthSession } from '../../http/auth';
import { mayReadRecordOf } from '../../http/guards';
import { signPhotoUrl } from '../photos';
import type { ScanCheckIn } from '../supervision-codes';

/** Labels of the fields a correction may change, for its entry in the correction history. */
const FIELD_LABELS: Record<string, Record<Locale, string>> = {
  endedAt: { zh: '结束时间', en: 'End time' },
  legalBasis: { zh: '法律依据', en: 'Legal basis' },
  items: { zh: '检查事项', en: 'Items checked' },
  problems: { zh: '发现问题', en: 'Problems found' },
  remarks: { zh: '备注', en: 'Remarks' },
  location: { zh: '检查地点', en: 'Place' },
};

const RESULT_LABELS: Record<string, Record<Locale, string>> = {
  compliant: { zh: '符合', en: 'compliant' },
  non_compliant: { zh: '不符合', en: 'not compliant' },
};

/** Departments see evaluations only in aggregate, so officers are not told which registrations were evaluated. */
/**
 * A registration in a list. To another department (guards.ts `mayReadRecordOf`) it shows only that it took place:
 * when, by which department, of what kind and whether problems were found; not who came, how many problems, nor
 * whether it was registered late.
 */
export function toSummary(row: SummaryRow, locale: Locale, viewer: AuthSession): RegistrationSummary {
  const inFull = mayReadRecordOf(viewer, row.enterpriseId, row.departmentCode);
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
    officerNames: inFull ? row.officers.map((o) => o.name) : [],
    problemCount: inFull ? row.problemCount : null,
    problemsFound: row.problemCount > 0,
    late: inFull && row.late,
    registeredBy: REGISTERED_BY[row.method],
    allowanceBasis: row.allowanceBasis,
    inFull,
    evaluated: viewer.user.role === 'enterprise' ? Boolean(row.evaluated) : false,
  };
}

function formatValue(field: string, value: unknown, locale: Locale): string {
  if (value === null || value === undefined) return '';
  const sep = locale === 'zh' ? '；' : '; ';
  switch (field) {
    case 'endedAt':
      return dateTimeText(new Date(String(value)));
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

function formatChanges(changes: CorrectionChange[], locale: Locale) {
  return changes.map((c) => ({
    field: FIELD_LABELS[c.field]?.[locale] ?? c.field,
    before: formatValue(c.field, c.before, locale),
    after: formatValue(c.field, c.after, locale),
  }));
}

export type CorrectionRow = Awaited<ReturnType<typeof listCorrections>>[number];

export function toCorrectionEntry(c: CorrectionRow, locale: Locale): CorrectionEntry {
  return {
    at: c.at.toISOString(),
    officerName: c.officerName,
    reason: c.reason,
    changes: formatChanges(c.changes, locale),
  };
}

export interface DetailParts {
  row: RegistrationRow;
  summary: SummaryRow;
  items: ItemRow[];
  problems: ProblemWithPhotos[];
  /** The latest corrections, newest first. */
  corrections: CorrectionRow[];
  correctionCount: number;
  evaluation: Awaited<ReturnType<typeof findEvaluation>>;
  planTitle: string | null;
  checkIn: ScanCheckIn | null;
  emergencyReview: EmergencyReviewRow | null;
}

/** The detail as `viewer` may see it; the caller has already checked that the viewer may read it. */
export function toDetail(
  parts: DetailParts,
  config: AppConfig,
  viewer: AuthSession,
  locale: Locale,
  now: Date,
): RegistrationDetail {
  const { row, evaluation, emergencyReview: review } = parts;
  const isEnterprise = viewer.user.role === 'enterprise';
  const isRegisteringOfficer = viewer.user.role === 'officer' && viewer.userId === row.createdBy;
  const correctableUntil = new Date(row.registeredAt.getTime() + CORRECTION_WINDOW_MS);
  const ownEvaluation = isEnterprise ? evaluation : undefined;
  const changeableUntil = ownEvaluation
    ? new Date(ownEvaluation.firstEvaluatedAt.getTime() + EVALUATION_CHANGE_WINDOW_MS)
    : null;
  const hasLocation = row.latitude !== null || row.longitude !== null || row.locationText !== null;

  return {
    ...toSummary(parts.summary, locale, viewer),
    platform: row.platform,
    officers: row.officers.map((o) => ({ name: o.name, certificateNumber: o.certificateNumber })),
    planTitle: parts.planTitle,
    legalBasis: row.legalBasis,
    triggerReason: row.triggerReason,
    caseReason: row.caseReason,
    caseReference: row.caseReference,
    typedReason: row.typedReason,
    items: parts.items,
    problems: parts.problems.map((p) => ({
      description: p.description,
      rectification: p.rectification,
      photos: p.photos.map((ph) => ({
        photoId: ph.id,
        // a URL's lifetime is the machine's time, as the photo route checks it (not the rules' clock)
        url: signPhotoUrl(config, ph.id),
        size: ph.size,
        contentType: ph.contentType,
      })),
    })),
    location: hasLocation
      ? { latitude: row.latitude, longitude: row.longitude, text: row.locationText ?? '' }
      : null,
    checkedInAt: parts.checkIn?.checkedInAt.toISOString() ?? null,
    checkIn: parts.checkIn ? toCheckInFinding(parts.checkIn) : null,
    lateReason: row.lateReason,
    remarks: row.remarks,
    evaluation:
      ownEvaluation && changeableUntil
        ? {
            level: ownEvaluation.level,
            comment: ownEvaluation.comment,
            evaluatedAt: ownEvaluation.evaluatedAt.toISOString(),
            changeableUntil: changeableUntil.toISOString(),
          }
        : null,
    canEvaluate: isEnterprise && (!changeableUntil || now < changeableUntil),
    canCorrect: isRegisteringOfficer && now < correctableUntil,
    correctableUntil: isRegisteringOfficer ? correctableUntil.toISOString() : null,
    version: row.version,
    corrections: parts.corrections.map((c) => toCorrectionEntry(c, locale)),
    correctionCount: parts.correctionCount,
    emergencyReview: review
      ? {
          status: review.status,
          reviewerName: review.reviewerName,
          reviewedAt: review.reviewedAt?.toISOString() ?? null,
          note: review.note,
        }
      : null,
    canReviewEmergency:
      review !== null &&
      emergencyReviewRefusal('uphold', emergencyReviewFacts(row, review.status), viewer) === null,
  };
}
