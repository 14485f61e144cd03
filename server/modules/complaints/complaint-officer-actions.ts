/** What the supervision office and the handling department do to a complaint, each through transition(). */
import { askOfficers, askSigners, tellComplainant } from './complaint-notifications';
import { findComplaintIdByNumber, findOverdueReport } from './complaints-queries';
import { detailOf, findChangeable, stepClock, transition } from './complaints-service';
import { SUPERVISION_OFFICE, repliesWithoutReview, targetOf } from '../../../contract/complaints/rules';
import type { ComplaintDetail } from '../../../contract/complaints/schemas';
import type { Locale } from '../../../contract/locales';
import type { AuthSession } from '../../http/auth';
import type { AppContext, EndpointInput } from '../../http/endpoint';
import { FieldRuleError } from '../../http/errors';
import { listDepartments } from '../officers';

type Call<K extends keyof ActionInput> = (
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<ActionInput[K]>,
  locale: Locale,
) => Promise<ComplaintDetail>;

interface ActionInput {
  accept: 'acceptComplaint';
  reject: 'rejectComplaint';
  reassign: 'reassignComplaint';
  sign: 'signComplaint';
  contact: 'recordComplaintContact';
  requestExtension: 'requestComplaintExtension';
  decideExtension: 'decideComplaintExtension';
  reply: 'replyComplaint';
}

/** An inspecting department, or the supervision office handling it itself. */
async function requireHandlingDepartment(ctx: AppContext, code: string) {
  const department = (await listDepartments(ctx.db)).find((d) => d.code === code);
  if (!department || !(department.inspects || code === SUPERVISION_OFFICE))
    throw new FieldRuleError('departmentCode', 'reasonComplaintDepartmentUnknown');
  return department;
}

export const acceptComplaint: Call<'accept'> = async (ctx, session, input, locale) => {
  const access = await findChangeable(ctx, session, input, 'accept');
  await requireHandlingDepartment(ctx, input.departmentCode);
  const clock = await stepClock(ctx);
  await ctx.db.transaction(async (tx) => {
    const { record } = await transition(tx, access, 'accept', session, clock, {
      set: { assignedDepartmentCode: input.departmentCode },
      note: { departmentCode: input.departmentCode, note: input.note },
    });
    await tellComplainant(
      tx,
      record,
      { kind: 'state', state: record.state, due: record.dueAt },
      null,
      clock.at,
    );
    await askSigners(tx, record, session.userId, clock.at);
  });
  return detailOf(ctx, session, input.id, locale);
};

export const rejectComplaint: Call<'reject'> = async (ctx, session, input, locale) => {
  const access = await findChangeable(ctx, session, input, 'reject');
  const c = access.row.complaint;
  const duplicateOf = input.reason === 'duplicate' ? input.duplicateOf!.trim().toUpperCase() : null;
  if (duplicateOf !== null) {
    const original = await findComplaintIdByNumber(ctx.db, duplicateOf);
    if (!original || original === c.id) throw new FieldRuleError('duplicateOf', 'reasonComplaintUnknown');
  }
  const clock = await stepClock(ctx);
  await ctx.db.transaction(async (tx) => {
    const { record } = await transition(tx, access, 'reject', session, clock, {
      to: targetOf('reject', c.state, { rejectReason: input.reason }),
      set: { rejectReason: input.reason, duplicateOf },
      note: { reason: input.reason, duplicateOf, note: input.note },
    });
    await tellComplainant(tx, record, { kind: 'state', state: record.state, due: null }, null, clock.at);
  });
  return detailOf(ctx, session, input.id, locale);
};

/**
 * An assigned complaint goes to another department (or the office itself) when nobody where it is can sign it: all
 * there handled it before, or it was the wrong one. The sign deadline starts anew; who handled it before stays
 * excluded, and an escalated complaint stays escalated (the new department's head signs).
 */
export const reassignComplaint: Call<'reassign'> = async (ctx, session, input, locale) => {
  const access = await findChangeable(ctx, session, input, 'reassign');
  if (input.departmentCode === access.row.complaint.assignedDepartmentCode)
    throw new FieldRuleError('departmentCode', 'reasonComplaintSameDepartment');
  const department = await requireHandlingDepartment(ctx, input.departmentCode);
  const clock = await stepClock(ctx);
  await ctx.db.transaction(async (tx) => {
    const { record } = await transition(tx, access, 'reassign', session, clock, {
      set: { assignedDepartmentCode: input.departmentCode },
      retime: true,
      note: { departmentCode: input.departmentCode, note: input.note },
    });
    const names = { zh: department.nameZh, en: department.nameEn };
    await tellComplainant(tx, record, { kind: 'reassigned', names, due: record.dueAt }, null, clock.at);
    await askSigners(tx, record, session.userId, clock.at);
  });
  return detailOf(ctx, session, input.id, locale);
};

export const signComplaint: Call<'sign'> = async (ctx, session, input, locale) => {
  const access = await findChangeable(ctx, session, input, 'sign');
  const c = access.row.complaint;
  const clock = await stepClock(ctx);
  const contactHours = ctx.config.complaintDeadlines.contactHours;
  await ctx.db.transaction(async (tx) => {
    const { record } = await transition(tx, access, 'sign', session, clock, {
      set: {
        handlerId: session.userId,
        handlingStartedAt: clock.at,
        contactDueAt: c.contactAllowed ? new Date(clock.at.getTime() + contactHours * 3_600_000) : null,
        contactedAt: null,
      },
    });
    await tellComplainant(
      tx,
      record,
      { kind: 'state', state: record.state, due: record.dueAt },
      null,
      clock.at,
    );
  });
  return detailOf(ctx, session, input.id, locale);
};

export const recordComplaintContact: Call<'contact'> = async (ctx, session, input, locale) => {
  const access = await findChangeable(ctx, session, input, 'contact');
  const clock = await stepClock(ctx);
  await ctx.db.transaction(async (tx) => {
    await transition(tx, access, 'contact', session, clock, {
      set: { contactedAt: clock.at },
      note: { note: input.note },
    });
  });
  return detailOf(ctx, session, input.id, locale);
};

export const requestComplaintExtension: Call<'requestExtension'> = async (ctx, session, input, locale) => {
  const access = await findChangeable(ctx, session, input, 'requestExtension');
  if (input.workingDays > ctx.config.complaintDeadlines.extensionMaxWorkingDays)
    throw new FieldRuleError('workingDays', 'reasonExtensionTooLong');
  const clock = await stepClock(ctx);
  await ctx.db.transaction(async (tx) => {
    const { record } = await transition(tx, access, 'requestExtension', session, clock, {
      set: {
        extensionState: 'requested',
        extensionWorkingDays: input.workingDays,
        extensionReason: input.reason,
      },
      note: { workingDays: input.workingDays, reason: input.reason },
    });
    const ask = { kind: 'decideExtension', due: null } as const;
    await askOfficers(tx, record, { supervisors: true }, ask, session.userId, clock.at);
  });
  return detailOf(ctx, session, input.id, locale);
};

/** An approved extension moves the reply deadline; the complainant is told the new one. */
export const decideComplaintExtension: Call<'decideExtension'> = async (ctx, session, input, locale) => {
  const access = await findChangeable(ctx, session, input, 'decideExtension');
  const workingDays = access.row.complaint.extensionWorkingDays ?? 0;
  const clock = await stepClock(ctx);
  await ctx.db.transaction(async (tx) => {
    const { record } = await transition(tx, access, 'decideExtension', session, clock, {
      set: { extensionState: input.approve ? 'approved' : 'refused' },
      retime: input.approve,
      note: { approve: input.approve, workingDays, note: input.note },
    });
    const due = record.dueAt!;
    if (input.approve)
      await tellComplainant(tx, record, { kind: 'extended', workingDays, due }, null, clock.at);
    const ask = { kind: 'extensionDecided', approved: input.approve, due } as const;
    await askOfficers(tx, record, { handler: record.handlerId }, ask, session.userId, clock.at);
  });
  return detailOf(ctx, session, input.id, locale);
};

/** The handler's reply goes to the supervisor's review, or straight to the complainant once escalated. */
export const replyComplaint: Call<'reply'> = async (ctx, session, input, locale) => {
  const access = await findChangeable(ctx, session, input, 'reply');
  const c = access.row.complaint;
  const clock = await stepClock(ctx);
  await ctx.db.transaction(async (tx) => {
    const { record } = await transition(tx, access, 'reply', session, clock, {
      to: targetOf('reply', c.state, { escalated: repliesWithoutReview(c) }),
      note: { findings: input.findings, measures: input.measures },
    });
    await tellComplainant(
      tx,
      record,
      { kind: 'state', state: record.state, due: record.dueAt },
      null,
      clock.at,
    );
    if (record.state === 'reviewing')
      await askOfficers(
        tx,
        record,
        { supervisors: true },
        { kind: 'review', due: record.dueAt },
        null,
        clock.at,
      );
  });
  return detailOf(ctx, session, input.id, locale);
};

/** Passes the reply to the complainant, or sends it back to the handler (whose reply deadline stays as it was). */
export async function reviewComplaint(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'reviewComplaint'>,
  locale: Locale,
): Promise<ComplaintDetail> {
  const action = input.decision;
  const access = await findChangeable(ctx, session, input, action);
  const c = access.row.complaint;
  const clock = await stepClock(ctx);
  const reported =
    action === 'sendBack' && c.handlingStartedAt
      ? await findOverdueReport(ctx.db, c.id, 'reply', c.handlingStartedAt)
      : null;
  await ctx.db.transaction(async (tx) => {
    const { record } = await transition(tx, access, action, session, clock, {
      set: action === 'sendBack' ? { overdueAt: reported } : {},
      note: { note: input.note },
    });
    await tellComplainant(
      tx,
      record,
      { kind: 'state', state: record.state, due: record.dueAt },
      null,
      clock.at,
    );
    if (action === 'sendBack') {
      const ask = { kind: 'sentBack', reason: input.note, due: record.dueAt! } as const;
      await askOfficers(tx, record, { handler: record.handlerId }, ask, session.userId, clock.at);
    }
  });
  return detailOf(ctx, session, input.id, locale);
}
