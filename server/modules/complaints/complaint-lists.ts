/** The complaint lists (the enterprise's own; the handling side's views) and the awaiting-action count. */
import { toSummary } from './complaint-views';
import {
  countAwaitingComplaints,
  listComplaintPage,
  type AwaitingUser,
  type ComplaintPageFilter,
} from './complaints-queries';
import { isDepartmentHead, isSupervisor } from './complaints-service';
import type { ApiOutput } from '../../../contract/api-schemas';
import { daysAsInstants } from '../../../contract/city-calendar';
import {
  CLOSED_COMPLAINT_STATES,
  COMPLAINT_PAGE_SIZE,
  OPEN_COMPLAINT_STATES,
  OWED_COMPLAINT_STATES,
} from '../../../contract/complaints/rules';
import type { Locale } from '../../../contract/locales';
import type { Database } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import type { AppContext, EndpointInput } from '../../http/endpoint';
import { NotFoundError } from '../../http/errors';
import { requireDepartment } from '../../http/guards';
import { readKeysetCursor, toKeysetPage } from '../../http/keyset-cursor';
import { listDepartments } from '../officers';

type Page = ApiOutput<'listComplaints'>;

async function pageOf(
  ctx: AppContext,
  filter: ComplaintPageFilter,
  cursor: string | undefined,
  locale: Locale,
  handling: boolean,
): Promise<Page> {
  const rows = await listComplaintPage(ctx.db, filter, readKeysetCursor(cursor), COMPLAINT_PAGE_SIZE);
  const { page, nextCursor } = toKeysetPage(rows, COMPLAINT_PAGE_SIZE, (row) => ({
    at: row.complaint.createdAt.toISOString(),
    id: row.complaint.id,
  }));
  const now = ctx.now();
  return { items: page.map((row) => toSummary(row, locale, now, handling)), nextCursor };
}

export function getComplaintOptions(
  ctx: AppContext,
  locale: Locale,
): Promise<ApiOutput<'getComplaintOptions'>> {
  return listDepartments(ctx.db).then((departments) => ({
    departments: departments
      .filter((d) => d.inspects)
      .map((d) => ({ code: d.code, name: locale === 'en' ? d.nameEn : d.nameZh })),
    deadlines: ctx.config.complaintDeadlines,
  }));
}

/** The enterprise's own complaints, newest first. */
export async function listComplaints(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'listComplaints'>,
  locale: Locale,
): Promise<Page> {
  if (!session.enterpriseId) return { items: [], nextCursor: null };
  const states = {
    all: undefined,
    open: OPEN_COMPLAINT_STATES,
    toRate: ['replied'] as const,
    closed: CLOSED_COMPLAINT_STATES,
  }[input.filter ?? 'all'];
  return pageOf(ctx, { enterpriseId: session.enterpriseId, states }, input.cursor, locale, false);
}

function awaitingOf(session: AuthSession): AwaitingUser {
  if (session.user.role === 'enterprise')
    return { userId: session.userId, enterpriseId: session.enterpriseId };
  return {
    userId: session.userId,
    departmentCode: session.user.departmentCode,
    supervisor: isSupervisor(session),
    head: isDepartmentHead(session),
  };
}

/** Officers: what is assigned to their department; supervisors: everything. `todo` is what awaits this user. */
export async function listHandlingComplaints(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'listHandlingComplaints'>,
  locale: Locale,
): Promise<Page> {
  const own = isSupervisor(session) ? undefined : requireDepartment(session);
  if (own && input.departmentCode && input.departmentCode !== own) throw new NotFoundError();
  const departmentCode = own ?? input.departmentCode;
  const days = daysAsInstants(input.from, input.to);
  const lodged = { createdFrom: days.from, createdBefore: days.before };
  const filters: Record<(typeof input)['view'], ComplaintPageFilter> = {
    todo: { awaiting: awaitingOf(session), ...lodged },
    open: { departmentCode, states: OPEN_COMPLAINT_STATES, ...lodged },
    overdue: { departmentCode, states: OWED_COMPLAINT_STATES, dueBefore: ctx.now(), ...lodged },
    closed: { departmentCode, states: CLOSED_COMPLAINT_STATES, ...lodged },
    lodged: {
      departmentCode,
      ...lodged,
      states: input.facet === 'resolved' ? ['resolved'] : undefined,
      reopened: input.facet === 'reopened',
      decided: input.facet === 'decided',
    },
  };
  return pageOf(ctx, filters[input.view], input.cursor, locale, true);
}

/** The badge of the complaints tab and the officer desk. */
export function countComplaintsAwaiting(db: Database, session: AuthSession, cap: number): Promise<number> {
  return countAwaitingComplaints(db, awaitingOf(session), cap);
}
