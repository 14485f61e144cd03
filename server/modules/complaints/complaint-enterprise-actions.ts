/** What the complaining enterprise does to its complaint, each through transition(). */
import { askOfficers, askSigners, tellComplainant, type Owing } from './complaint-notifications';
import { complaintPhotoStore } from './complaint-photos';
import { hasRequestEvent, type ComplaintRecord } from './complaints-queries';
import { detailOf, findChangeable, stepClock, transition, type ComplaintAccess } from './complaints-service';
import {
  ESCALATE_AT_REOPEN,
  isDissatisfied,
  SUPERVISION_OFFICE,
  targetOf,
} from '../../../contract/complaints/rules';
import type { ComplaintDetail } from '../../../contract/complaints/schemas';
import type { Locale } from '../../../contract/locales';
import type { AuthSession } from '../../http/auth';
import type { AppContext, EndpointInput } from '../../http/endpoint';
import { attachFreshPhotos, inFormOrder, requireFreshPhotos } from '../photos';

export async function withdrawComplaint(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'withdrawComplaint'>,
  locale: Locale,
): Promise<ComplaintDetail> {
  const access = await findChangeable(ctx, session, input, 'withdraw');
  const clock = await stepClock(ctx);
  await ctx.db.transaction(async (tx) => {
    const { record } = await transition(tx, access, 'withdraw', session, clock, {
      note: { note: input.note },
    });
    const news = { kind: 'state', state: record.state, due: null } as const;
    await tellComplainant(tx, record, news, session.userId, clock.at);
  });
  return detailOf(ctx, session, input.id, locale);
}

/** A reopened complaint starts a new round: no handler, no contact, no extension yet. */
function reopened(c: ComplaintRecord) {
  const reopenCount = c.reopenCount + 1;
  const escalated = c.escalated || reopenCount >= ESCALATE_AT_REOPEN;
  return {
    reopenCount,
    escalated,
    assignedDepartmentCode: escalated ? SUPERVISION_OFFICE : c.assignedDepartmentCode,
    handlerId: null,
    handlingStartedAt: null,
    contactDueAt: null,
    contactedAt: null,
    extensionState: null,
    extensionWorkingDays: null,
    extensionReason: null,
  } satisfies Partial<ComplaintRecord>;
}

/**
 * Satisfied, it is resolved. Dissatisfied, it is handled again by someone else of the department, then by the head
 * of the supervision office; a poor rating of that closes it with the rating kept.
 */
export async function rateComplaint(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'rateComplaint'>,
  locale: Locale,
): Promise<ComplaintDetail> {
  const access = await findChangeable(ctx, session, input, 'rate');
  const c = access.row.complaint;
  const to = targetOf('rate', c.state, { level: input.level, reopenCount: c.reopenCount });
  const rating = { ratingLevel: input.level, ratingComment: input.comment || null };
  const reopen = to === 'assigned' ? reopened(c) : null;
  const clock = await stepClock(ctx);
  await ctx.db.transaction(async (tx) => {
    const { record } = await transition(tx, access, 'rate', session, clock, {
      to,
      set: { ...rating, ratedAt: clock.at, ...reopen },
      // the timeline says where the reopened complaint went, not only its new state
      note: {
        level: input.level,
        comment: input.comment,
        ...(reopen && { reopenedTo: reopen.assignedDepartmentCode ?? '', escalated: reopen.escalated }),
      },
    });
    if (to === 'assigned') {
      await tellComplainant(
        tx,
        record,
        { kind: 'reopened', escalated: record.escalated },
        session.userId,
        clock.at,
      );
      await askSigners(tx, record, null, clock.at);
    } else if (isDissatisfied(input.level)) {
      // The complainant is told where to turn next, the one who rated included.
      await tellComplainant(tx, record, { kind: 'closedAfterEscalation' }, null, clock.at);
    } else {
      const news = { kind: 'state', state: record.state, due: null } as const;
      await tellComplainant(tx, record, news, session.userId, clock.at);
    }
  });
  return detailOf(ctx, session, input.id, locale);
}

/** Who hears of added information: the handler, else whoever owes the complaint's next step. */
function owingInformation(access: ComplaintAccess): Owing {
  const c = access.row.complaint;
  if (c.handlerId) return { handler: c.handlerId };
  if (c.state === 'assigned' && c.assignedDepartmentCode) return { signers: true };
  return { supervisors: true };
}

export async function addComplaintInformation(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'addComplaintInformation'>,
  locale: Locale,
): Promise<ComplaintDetail> {
  const added = () => hasRequestEvent(ctx.db, input.id, session.userId, input.clientRequestId);
  if (await added()) return detailOf(ctx, session, input.id, locale);
  const access = await findChangeable(ctx, session, input, 'addInformation');
  await requireFreshPhotos(ctx.db, complaintPhotoStore, session.userId, input.photoIds);
  const clock = await stepClock(ctx);
  try {
    await ctx.db.transaction(async (tx) => {
      const { record, eventId } = await transition(tx, access, 'addInformation', session, clock, {
        note: { note: input.note },
        clientRequestId: input.clientRequestId,
      });
      const target = { complaintId: record.id, eventId };
      await attachFreshPhotos(tx, complaintPhotoStore, session.userId, inFormOrder(input.photoIds), target);
      await askOfficers(tx, record, owingInformation(access), { kind: 'information' }, null, clock.at);
    });
  } catch (error) {
    // The same request sent twice at once: the one that lost the race answers what the other saved.
    if (!(await added())) throw error;
  }
  return detailOf(ctx, session, input.id, locale);
}
