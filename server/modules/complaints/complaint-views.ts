/** A complaint as the lists and the detail screens show it, in the reader's language. */
import { complaintPhotoStore } from './complaint-photos';
import { findNoticeSubject, findRegistrationSubject } from './complaint-subject-queries';
import { eventNote } from './complaint-timeline';
import {
  listComplaintEvents,
  listComplaintPhotos,
  type ComplaintRecord,
  type ComplaintRow,
} from './complaints-queries';
import { deadlineTone, isClosed, type ComplaintAction } from '../../../contract/complaints/rules';
import type {
  ComplaintDeadline,
  ComplaintDetail,
  ComplaintSummary,
} from '../../../contract/complaints/schemas';
import type { Locale } from '../../../contract/locales';
import type { Warning } from '../../../contract/warnings/schemas';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { listDepartments } from '../officers';
import { photoOf } from '../photos';

const EXCERPT_LENGTH = 60;

const named = (locale: Locale, zh: string | null, en: string | null) =>
  zh === null ? null : locale === 'en' && en ? en : zh;

export function deadlineOf(c: ComplaintRecord, now: Date): ComplaintDeadline | null {
  if (!c.step || !c.dueAt || isClosed(c.state)) return null;
  return { step: c.step, dueAt: c.dueAt.toISOString(), tone: deadlineTone(c.dueAt, now) };
}

/** Past the deadline of a step someone owes (the complainant's rating only lapses). */
export const isOverdue = (c: ComplaintRecord, now: Date) =>
  Boolean(c.dueAt && c.step && c.step !== 'rate' && !isClosed(c.state) && c.dueAt < now);

function excerptOf(description: string): string {
  const line = description.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH)}…` : line;
}

/** `handling`: read by the departments or the office, who may see that nobody is left to sign it. */
export function toSummary(row: ComplaintRow, locale: Locale, now: Date, handling: boolean): ComplaintSummary {
  const c = row.complaint;
  return {
    id: c.id,
    complaintNumber: c.complaintNumber,
    kind: c.kind,
    category: c.category ?? null,
    state: c.state,
    excerpt: excerptOf(c.description),
    departmentName:
      named(locale, row.assignedZh, row.assignedEn) ?? named(locale, row.concernedZh, row.concernedEn),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    deadline: deadlineOf(c, now),
    overdue: isOverdue(c, now),
    escalated: c.escalated,
    reopenCount: c.reopenCount,
    stuck: handling && Boolean(row.stuck),
  };
}

export interface DetailOptions {
  locale: Locale;
  now: Date;
  config: AppConfig;
  /** The complaining enterprise reads "you" where others read "complainant". */
  isComplainant: boolean;
  showsComplainant: boolean;
  recusal: string | null;
  allowedActions: ComplaintAction[];
}

/**
 * Before an officer of the department signs for it, the inspection and the notice are named without what leads to
 * the enterprise (the record's id and number, the notice's id): the complainant stays unknown to them.
 */
async function subjectOf(db: Database, row: ComplaintRow, locale: Locale, identified: boolean) {
  const c = row.complaint;
  const concernedName = named(locale, row.concernedZh, row.concernedEn);
  const [registration, notice] = await Promise.all([
    c.registrationId ? findRegistrationSubject(db, c.registrationId) : undefined,
    c.noticeId ? findNoticeSubject(db, c.noticeId) : undefined,
  ]);
  return {
    type: c.subjectType,
    registration: registration
      ? {
          id: identified ? registration.id : null,
          registrationNumber: identified ? registration.registrationNumber : null,
          departmentName: named(locale, registration.departmentZh, registration.departmentEn)!,
          inspectedAt: registration.startedAt.toISOString(),
        }
      : null,
    noScan: c.noScan ? { departmentName: concernedName ?? '', ...c.noScan } : null,
    notice: notice
      ? { id: identified ? notice.id : null, title: notice.title, verified: c.noticeVerified === true }
      : null,
    warning:
      c.subjectType === 'warning' && c.warningKind
        ? { kind: c.warningKind as Warning['kind'], departmentName: concernedName }
        : null,
  };
}

/**
 * Lines between the department and the supervision office: a request for more time and a reply sent back for
 * rework. The complainant sees their outcome (the extension decided, the new reply), not the internal exchange.
 */
const INTERNAL_ACTIONS: ReadonlySet<string> = new Set(['requestExtension', 'sendBack']);
/** Lines the complainant sees without the office's note: an extension decided, a complaint reassigned (and why). */
const INTERNAL_NOTES: ReadonlySet<string> = new Set(['decideExtension', 'reassign']);

function withoutNote<E extends { note: string | null }>(event: E): E {
  if (!event.note) return event;
  try {
    const facts = JSON.parse(event.note) as Record<string, unknown>;
    return { ...event, note: JSON.stringify({ ...facts, note: '' }) };
  } catch {
    return { ...event, note: null };
  }
}

export async function toDetail(
  db: Database,
  row: ComplaintRow,
  options: DetailOptions,
): Promise<ComplaintDetail> {
  const { locale, now, config } = options;
  const c = row.complaint;
  const [events, photos, departments, subject] = await Promise.all([
    listComplaintEvents(db, c.id),
    listComplaintPhotos(db, c.id),
    listDepartments(db),
    subjectOf(db, row, locale, options.showsComplainant),
  ]);
  const byCode = new Map(departments.map((d) => [d.code, named(locale, d.nameZh, d.nameEn)!]));
  const departmentName = (code: string | null) => (code ? (byCode.get(code) ?? code) : '');
  const toPhoto = (p: (typeof photos)[number]) => photoOf(config, complaintPhotoStore, p);
  const zh = locale === 'zh';
  const actorName = (event: (typeof events)[number]) => {
    if (event.actor === 'system') return zh ? '系统' : 'System';
    if (event.actor === 'complainant')
      return options.isComplainant ? (zh ? '您' : 'You') : zh ? '投诉人' : 'Complainant';
    return departmentName(event.departmentCode);
  };
  const contactOpen = c.contactAllowed && !c.contactedAt && c.state === 'handling';
  return {
    ...toSummary(row, locale, now, !options.isComplainant),
    version: c.version,
    description: c.description,
    photos: photos.filter((p) => p.eventId === null).map(toPhoto),
    subject,
    contactAllowed: c.contactAllowed,
    complainant: options.showsComplainant
      ? {
          name: row.creatorName,
          phone: c.contactPhone,
          enterpriseName: row.enterpriseName,
          enterpriseNumber: row.enterpriseNumber,
        }
      : null,
    assignedDepartment: c.assignedDepartmentCode
      ? { code: c.assignedDepartmentCode, name: departmentName(c.assignedDepartmentCode) }
      : null,
    suggestedDepartmentCode: c.concernedDepartmentCode ?? null,
    extension:
      c.extensionState && c.extensionWorkingDays !== null
        ? { state: c.extensionState, workingDays: c.extensionWorkingDays, reason: c.extensionReason ?? '' }
        : null,
    rating:
      c.ratingLevel !== null && c.ratedAt
        ? { level: c.ratingLevel, comment: c.ratingComment ?? '', ratedAt: c.ratedAt.toISOString() }
        : null,
    contactDueAt: contactOpen && c.contactDueAt ? c.contactDueAt.toISOString() : null,
    contactedAt: c.contactedAt?.toISOString() ?? null,
    timeline: events
      .filter((event) => !(options.isComplainant && INTERNAL_ACTIONS.has(event.action)))
      .map((event) => ({
        action: event.action,
        actor: event.actor,
        actorName: actorName(event),
        at: event.at.toISOString(),
        state: event.state,
        // A contact note names the person called: only for those who may know who complained.
        note:
          event.action === 'contact' && !options.showsComplainant
            ? null
            : eventNote(
                // The supervision office's word is internal; the complainant sees the decision, the new department.
                options.isComplainant && INTERNAL_NOTES.has(event.action) ? withoutNote(event) : event,
                locale,
                departmentName,
              ),
        photos: photos.filter((p) => p.eventId === event.id).map(toPhoto),
      })),
    recusal: options.recusal,
    allowedActions: options.allowedActions,
  };
}
