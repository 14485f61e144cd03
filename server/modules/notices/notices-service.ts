import { randomUUID } from 'node:crypto';
import { toNoticeDetail, toNoticeSummary } from './notice-detail';
import { isTokenExpired, verifyNoticeToken } from './notice-token';
import { noticeReceivedTexts } from './notices-messages';
import {
  findDepartmentNames,
  findDoorNotice,
  findNotice,
  findPlan,
  insertNotice,
  isPlanTarget,
  listAllNoticePage,
  listNoticePage,
  listPlanOfficerSnapshots,
  lockPlanOfficer,
  markNoticeAcknowledged,
  markNoticeRead,
  type NoticeRow,
  type NoticeSummaryRow,
} from './notices-queries';
import type { ApiOutput } from '../../../contract/api-schemas';
import { dateText, dayOf } from '../../../contract/city-calendar';
import type { Locale } from '../../../contract/locales';
import type { NoticeDetail } from '../../../contract/notices/schemas';
import type { AppConfig } from '../../config';
import type { Database, Transaction } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import type { EndpointInput } from '../../http/endpoint';
import { NotFoundError, OperationFailedError } from '../../http/errors';
import { hasCapability, requireDepartment } from '../../http/guards';
import { readKeysetCursor, toKeysetPage, type KeysetKey } from '../../http/keyset-cursor';
import { findEnterpriseIdByNumber } from '../enterprises';
import { notify } from '../messages';

const PAGE_SIZE = 20;

export interface NoticeCallContext {
  db: Database;
  config: AppConfig;
  session: AuthSession;
  locale: Locale;
  now: Date;
}

const isSupervisor = (session: AuthSession) => hasCapability(session, 'supervisor');

/** The enterprise it is addressed to, the officers of its department, and the supervision office. */
function maySee(session: AuthSession, row: NoticeRow): boolean {
  if (session.user.role === 'enterprise') return session.enterpriseId === row.notice.enterpriseId;
  return isSupervisor(session) || session.user.departmentCode === row.notice.departmentCode;
}

export async function findVisibleNotice(db: Database, session: AuthSession, id: string): Promise<NoticeRow> {
  const row = await findNotice(db, id);
  if (!row || !maySee(session, row)) throw new NotFoundError('noticeNotFound');
  return row;
}

/**
 * An enterprise's notices unread first, then newest (the cursor carries which part it is in, so each part pages on
 * its own index); a department's or (supervisor) every notice, newest first.
 */
export async function listNotices(
  { db, session, locale }: NoticeCallContext,
  input: EndpointInput<'listNotices'>,
): Promise<ApiOutput<'listNotices'>> {
  const isEnterprise = session.user.role === 'enterprise';
  const after = readKeysetCursor(input.cursor, isEnterprise);
  let rows: Array<NoticeSummaryRow & { unread?: boolean }>;
  if (isEnterprise) {
    // A merchant without an enterprise has no notices (an empty filter would read every enterprise's).
    const enterpriseId = session.enterpriseId;
    if (!enterpriseId) return { items: [], nextCursor: null };
    rows = [];
    if (!after || after.flag) {
      const unread = await listNoticePage(db, { enterpriseId, unread: true }, after, PAGE_SIZE + 1);
      rows.push(...unread.map((r) => ({ ...r, unread: true })));
    }
    if (rows.length <= PAGE_SIZE) {
      const readAfter: KeysetKey | undefined = after && !after.flag ? after : undefined;
      const read = await listNoticePage(
        db,
        { enterpriseId, unread: false },
        readAfter,
        PAGE_SIZE + 1 - rows.length,
      );
      rows.push(...read.map((r) => ({ ...r, unread: false })));
    }
  } else {
    rows = isSupervisor(session)
      ? await listAllNoticePage(db, after, PAGE_SIZE + 1)
      : await listNoticePage(db, { departmentCode: requireDepartment(session) }, after, PAGE_SIZE + 1);
  }
  const { page, nextCursor } = toKeysetPage(rows, PAGE_SIZE, (r) => ({
    at: r.notice.issuedAt.toISOString(),
    id: r.notice.id,
    flag: r.unread,
  }));
  return { items: page.map((r) => toNoticeSummary(r, locale)), nextCursor };
}

/** A notice as its reader may see it; reading changes nothing (the screen marks it read with `markNoticeRead`). */
export async function getNotice(call: NoticeCallContext, id: string): Promise<NoticeDetail> {
  return toNoticeDetail(call.db, await findVisibleNotice(call.db, call.session, id), call);
}

/** The enterprise it is addressed to has seen it: the list's unread mark and the count follow. */
export async function readNotice(call: NoticeCallContext, id: string): Promise<NoticeDetail> {
  const { db, session, now } = call;
  const row = await findVisibleNotice(db, session, id);
  if (row.notice.readAt === null) {
    await markNoticeRead(db, id, now);
    row.notice.readAt = now;
  }
  return toNoticeDetail(db, row, call);
}

export async function acknowledgeNotice(call: NoticeCallContext, id: string): Promise<NoticeDetail> {
  const { db, session, now } = call;
  await findVisibleNotice(db, session, id);
  await markNoticeAcknowledged(db, id, now);
  return toNoticeDetail(db, (await findNotice(db, id))!, call);
}

/** The checks that let an officer show a plan's notice at a door today, each refusal in the officer's words. */
async function requireDoorAllowed(
  db: Transaction,
  session: AuthSession,
  input: EndpointInput<'openDoorNotice'>,
  enterpriseId: string,
  today: string,
) {
  const plan = await findPlan(db, input.planId);
  if (!plan) throw new NotFoundError('noticePlanNotFound');
  if (!(await lockPlanOfficer(db, plan.id, session.userId)))
    throw new OperationFailedError('noticeNotOnPlan');
  if (plan.status !== 'approved') throw new OperationFailedError('noticePlanNotApproved');
  if (today < plan.periodFrom || today > plan.periodTo) throw new OperationFailedError('noticeOutsidePeriod');
  if (!(await isPlanTarget(db, plan.id, enterpriseId))) throw new OperationFailedError('noticeNotATarget');
  return plan;
}

/**
 * The notice an officer named on an approved, current plan shows at a target's door: one per plan, enterprise and
 * officer per city day (opening it again gives the same notice and a fresh QR). Its users are told the first time.
 */
export async function openDoorNotice(
  call: NoticeCallContext,
  input: EndpointInput<'openDoorNotice'>,
): Promise<NoticeDetail> {
  const { db, session, now } = call;
  const departmentCode = requireDepartment(session);
  const enterpriseId = await findEnterpriseIdByNumber(db, input.enterpriseNumber);
  if (!enterpriseId) throw new OperationFailedError('enterpriseNotFound');
  const today = dateText(now);
  const id = await db.transaction(async (tx) => {
    const plan = await requireDoorAllowed(tx, session, input, enterpriseId, today);
    const key = { planId: plan.id, enterpriseId, userId: session.userId };
    const existing = await findDoorNotice(tx, key, dayOf(now));
    if (existing) return existing;
    const noticeId = randomUUID();
    await insertNotice(tx, {
      id: noticeId,
      kind: 'door',
      planId: plan.id,
      departmentCode,
      enterpriseId,
      issuedBy: session.userId,
      title: plan.title,
      legalBasis: plan.legalBasis,
      itemCodes: plan.itemCodes,
      officers: await listPlanOfficerSnapshots(tx, plan.id, session.userId),
      periodFrom: plan.periodFrom,
      periodTo: plan.periodTo,
      issuedAt: now,
    });
    await notify(
      tx,
      { enterpriseId },
      {
        kind: 'noticeReceived',
        texts: noticeReceivedTexts('door', {
          ...plan,
          department: await findDepartmentNames(tx, departmentCode),
        }),
        link: { path: 'enforceNoticeDetail', params: { id: noticeId } },
        at: now,
      },
    );
    return noticeId;
  });
  return toNoticeDetail(db, (await findNotice(db, id))!, call);
}

/**
 * An enterprise scanned a notice QR. A forged token or an unknown notice is "not genuine", another enterprise's
 * notice shows nothing of it; otherwise every check is answered, and the notice counts as read.
 */
export async function verifyNotice(
  call: NoticeCallContext,
  input: EndpointInput<'verifyNotice'>,
): Promise<ApiOutput<'verifyNotice'>> {
  const { db, config, session, now } = call;
  const claims = verifyNoticeToken(config.codeSigningSecret, input.token, now);
  const row = claims && (await findNotice(db, claims.noticeId));
  if (!claims || !row) return { result: 'notGenuine', notice: null };
  const expired = isTokenExpired(claims, now);
  if (row.notice.enterpriseId !== session.enterpriseId)
    return { result: expired ? 'expired' : 'problems', notice: null };
  if (row.notice.readAt === null) {
    await markNoticeRead(db, row.notice.id, now);
    row.notice.readAt = now;
  }
  const notice = await toNoticeDetail(db, row, { ...call, tokenExpired: expired });
  return { result: expired ? 'expired' : notice.verification.ok ? 'valid' : 'problems', notice };
}
