/** Lodging a complaint or an opinion: what it is about, its photos, its number; once per request id. */
import { randomUUID } from 'node:crypto';
import { askOfficers, tellComplainant } from './complaint-notifications';
import { complaintPhotoStore } from './complaint-photos';
import { reminderAt, stepDeadline } from './complaint-steps';
import { findRegistrationSubject } from './complaint-subject-queries';
import { noteText, type EventNote } from './complaint-timeline';
import {
  findComplaintIdByRequest,
  insertComplaint,
  insertComplaintEvent,
  nextComplaintSequence,
  type ComplaintRecord,
} from './complaints-queries';
import { detailOf, stepClock } from './complaints-service';
import { dateText } from '../../../contract/city-calendar';
import type { ComplaintSubjectInput, ComplaintDetail } from '../../../contract/complaints/schemas';
import type { Locale } from '../../../contract/locales';
import { CLOCK_SKEW_MS } from '../../../contract/time-rules';
import type { AuthSession } from '../../http/auth';
import type { AppContext, EndpointInput } from '../../http/endpoint';
import { FieldRuleError, NotFoundError, OperationFailedError } from '../../http/errors';
import { toNoticeDetail, isTokenExpired, verifyNoticeToken, findNotice } from '../notices';
import { listDepartments } from '../officers';
import { attachFreshPhotos, inFormOrder, requireFreshPhotos } from '../photos';

type Subject = Pick<
  ComplaintRecord,
  | 'subjectType'
  | 'registrationId'
  | 'noticeId'
  | 'noticeVerified'
  | 'warningKind'
  | 'noScan'
  | 'concernedDepartmentCode'
> & { evidence: EventNote | null };

const NO_SUBJECT = {
  registrationId: null,
  noticeId: null,
  noticeVerified: null,
  warningKind: null,
  noScan: null,
  concernedDepartmentCode: null,
  evidence: null,
};

async function requireInspectingDepartment(ctx: AppContext, code: string): Promise<string> {
  const department = (await listDepartments(ctx.db)).find((d) => d.code === code);
  if (!department?.inspects)
    throw new FieldRuleError('subject.departmentCode', 'reasonComplaintDepartmentUnknown');
  return code;
}

/**
 * A notice from the enterprise's own list, or the token of a QR it scanned. A scanned notice that does not verify
 * (expired, someone else's, forged) is evidence: it is kept, marked unverified; a forged one's token is kept on the
 * timeline since there is no notice to link.
 */
async function noticeSubject(
  ctx: AppContext,
  session: AuthSession,
  subject: Extract<ComplaintSubjectInput, { type: 'notice' }>,
  locale: Locale,
  now: Date,
): Promise<Subject> {
  const base = { ...NO_SUBJECT, subjectType: 'notice' as const, noticeVerified: false };
  const claims = subject.token ? verifyNoticeToken(ctx.config.codeSigningSecret, subject.token, now) : null;
  const row = await findNotice(ctx.db, subject.token ? (claims?.noticeId ?? '') : subject.noticeId!);
  if (subject.token && !row) return { ...base, evidence: { noticeToken: subject.token } };
  if (!row || (!subject.token && row.notice.enterpriseId !== session.enterpriseId))
    throw new NotFoundError('complaintNoticeNotFound');
  const linked = { ...base, noticeId: row.notice.id, concernedDepartmentCode: row.notice.departmentCode };
  if (row.notice.enterpriseId !== session.enterpriseId) return linked;
  const tokenExpired = claims ? isTokenExpired(claims, now) : undefined;
  const notice = await toNoticeDetail(ctx.db, row, {
    session,
    locale,
    now,
    config: ctx.config,
    tokenExpired,
  });
  return { ...linked, noticeVerified: notice.verification.ok };
}

async function resolveSubject(
  ctx: AppContext,
  session: AuthSession,
  subject: ComplaintSubjectInput,
  locale: Locale,
  now: Date,
): Promise<Subject> {
  switch (subject.type) {
    case 'registration': {
      const registration = await findRegistrationSubject(ctx.db, subject.registrationId);
      if (!registration || registration.enterpriseId !== session.enterpriseId)
        throw new NotFoundError('complaintRegistrationNotFound');
      return {
        ...NO_SUBJECT,
        subjectType: 'registration',
        registrationId: registration.id,
        concernedDepartmentCode: registration.departmentCode,
      };
    }
    case 'noScan': {
      if (Date.parse(subject.occurredAt) > now.getTime() + CLOCK_SKEW_MS)
        throw new FieldRuleError('subject.occurredAt', 'reasonInFuture');
      return {
        ...NO_SUBJECT,
        subjectType: 'noScan',
        noScan: { officers: subject.officers, occurredAt: subject.occurredAt, place: subject.place },
        concernedDepartmentCode: await requireInspectingDepartment(ctx, subject.departmentCode),
      };
    }
    case 'notice':
      return noticeSubject(ctx, session, subject, locale, now);
    case 'warning':
      return {
        ...NO_SUBJECT,
        subjectType: 'warning',
        warningKind: subject.warningKind,
        concernedDepartmentCode: subject.departmentCode
          ? await requireInspectingDepartment(ctx, subject.departmentCode)
          : null,
      };
    case 'none':
      return { ...NO_SUBJECT, subjectType: 'none' };
  }
}

export async function createComplaint(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'createComplaint'>,
  locale: Locale,
): Promise<ComplaintDetail> {
  const { db } = ctx;
  // A retry or double submission gets the first complaint back, whatever has changed since.
  const saved = await findComplaintIdByRequest(db, session.userId, input.clientRequestId);
  if (saved) return detailOf(ctx, session, saved, locale);
  const enterpriseId = session.enterpriseId;
  if (!enterpriseId) throw new OperationFailedError('complaintNeedsEnterprise');
  const clock = await stepClock(ctx);
  const at = clock.at;
  const { evidence, ...subject } = await resolveSubject(ctx, session, input.subject, locale, at);
  await requireFreshPhotos(db, complaintPhotoStore, session.userId, input.photoIds);

  // Taken outside the transaction, as registration numbers are: a failed create leaves a gap, never a queue.
  const day = dateText(at).replaceAll('-', '');
  const complaintNumber = `TS${day}${String(await nextComplaintSequence(db, day)).padStart(4, '0')}`;
  const timing = { createdAt: at, handlingStartedAt: null, extensionState: null, extensionWorkingDays: null };
  const { step, dueAt } = stepDeadline('submitted', timing, clock);
  const record = {
    id: randomUUID(),
    complaintNumber,
    enterpriseId,
    createdBy: session.userId,
    clientRequestId: input.clientRequestId,
    kind: input.kind,
    category: input.category ?? null,
    description: input.description,
    contactPhone: input.contactPhone,
    contactAllowed: input.contactAllowed,
    ...subject,
    state: 'submitted' as const,
    step,
    dueAt,
    remindedAt: dueAt && reminderAt(dueAt, clock.calendar) <= at ? at : null,
    createdAt: at,
    updatedAt: at,
  };
  await db.transaction(async (tx) => {
    if (!(await insertComplaint(tx, record))) return;
    await attachFreshPhotos(tx, complaintPhotoStore, session.userId, inFormOrder(input.photoIds), {
      complaintId: record.id,
      eventId: null,
    });
    await insertComplaintEvent(tx, {
      complaintId: record.id,
      action: 'submit',
      actor: 'complainant',
      actorId: session.userId,
      state: 'submitted',
      note: noteText(evidence),
      at,
    });
    const complaint = { ...record, assignedDepartmentCode: null, handlerId: null, escalated: false };
    await askOfficers(tx, complaint, { supervisors: true }, { kind: 'accept', due: dueAt }, null, at);
    const news = { kind: 'state', state: 'submitted', due: dueAt } as const;
    await tellComplainant(tx, complaint, news, session.userId, at);
  });
  const id = await findComplaintIdByRequest(db, session.userId, input.clientRequestId);
  return detailOf(ctx, session, id!, locale);
}
