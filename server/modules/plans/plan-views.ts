/** A plan as the list and the detail screen show it, in the reader's language. */
import { isDrawCurrent, remainingUnderCap, scopeOf } from './plan-draw';
import type { PlanDrawRow } from './plan-draws-queries';
import { toFormInput } from './plan-input';
import { findRegion, listItems } from './plan-references-queries';
import {
  listPlanEvents,
  listPlanOfficers,
  listPlanTargets,
  type PlanDepartmentRow,
  type PlanSummaryRow,
} from './plans-queries';
import type { HolidayCalendar } from '../../../contract/city-calendar';
import { INDUSTRY_NAMES } from '../../../contract/enterprises/rules';
import type { Locale } from '../../../contract/locales';
import {
  lastApprovalDate,
  PLAN_NEAR_CAP_REMAINING,
  PLAN_REDRAWS_MAX,
  planStatus,
  type PlanAction,
  type PlanStatus,
} from '../../../contract/plans/rules';
import type { PlanDetail, PlanDrawView, PlanSummary } from '../../../contract/plans/schemas';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';

const named = (locale: Locale, zh: string, en: string | null) => (locale === 'en' && en ? en : zh);

export function statusOf(row: PlanSummaryRow, today: string): PlanStatus {
  const { plan, targetsPlanned, targetsInspected } = row;
  return planStatus(
    plan.status,
    { from: plan.periodFrom, to: plan.periodTo },
    today,
    targetsPlanned > 0 && targetsInspected >= targetsPlanned,
  );
}

export function toSummary(row: PlanSummaryRow, locale: Locale, today: string): PlanSummary {
  const { plan } = row;
  return {
    id: plan.id,
    title: plan.title,
    type: plan.type,
    status: statusOf(row, today),
    departmentName: named(locale, row.departmentZh, row.departmentEn),
    periodFrom: plan.periodFrom,
    periodTo: plan.periodTo,
    targetsPlanned: row.targetsPlanned,
    targetsInspected: row.targetsInspected,
    updatedAt: plan.updatedAt.toISOString(),
  };
}

/** Counted in the city's working days (the operator's holiday calendar). */
export function approvalDeadline(config: AppConfig, periodFrom: string, calendar: HolidayCalendar): string {
  return lastApprovalDate(
    periodFrom,
    { approvalDays: config.planApprovalLeadWorkingDays, noticeDays: config.noticeLeadWorkingDays },
    calendar,
  );
}

export interface DetailContext {
  locale: Locale;
  today: string;
  config: AppConfig;
  calendar: HolidayCalendar;
  departments: PlanDepartmentRow[];
  draws: PlanDrawRow[];
  allowedActions: PlanAction[];
}

/** Every draw as published (a value only once drawn), the commitment of the next, and what the approver is warned of. */
async function drawView(
  db: Database,
  plan: PlanSummaryRow['plan'],
  draws: PlanDrawRow[],
  locale: Locale,
): Promise<PlanDrawView | null> {
  if (!plan.draw) return null;
  const [scope, region] = await Promise.all([
    scopeOf(db, plan.departmentCode, plan.itemCodes),
    plan.draw.regionCode ? findRegion(db, plan.draw.regionCode) : undefined,
  ]);
  const drawn = draws.filter((d) => d.draw.drawnAt);
  const pending = draws.find((d) => !d.draw.drawnAt)?.draw;
  return {
    ...(plan.draw.regionCode ? { regionCode: plan.draw.regionCode } : {}),
    targetCount: plan.draw.targetCount,
    officerCount: plan.draw.officerCount,
    regionName: region ? named(locale, region.nameZh, region.nameEn) : null,
    scope: scope === 'every' ? [] : scope.map((industry) => INDUSTRY_NAMES[industry][locale]),
    commitment: pending?.commitment ?? null,
    committedAt: pending?.committedAt.toISOString() ?? null,
    nextIsRedraw: drawn.length > 0,
    redrawsLeft: PLAN_REDRAWS_MAX - Math.max(0, drawn.length - 1),
    rounds: drawn.map(({ draw, drawnByName }) => {
      const pool = draw.pool ?? [];
      const targets = draw.targets ?? [];
      return {
        round: draw.round,
        commitment: draw.commitment,
        committedAt: draw.committedAt.toISOString(),
        value: draw.value,
        drawnAt: draw.drawnAt!.toISOString(),
        drawnBy: drawnByName ?? '',
        reason: draw.reason,
        itemCodes: draw.itemCodes ?? [],
        regionCode: draw.regionCode,
        targetCount: draw.targetCount ?? 0,
        officerCount: draw.officerCount ?? 0,
        pool,
        officerPool: draw.officerPool ?? [],
        targets,
        officers: draw.officers ?? [],
        share: pool.length ? targets.length / pool.length : 0,
      };
    }),
    current: isDrawCurrent(plan, drawn.at(-1)?.draw),
    redrawn: drawn.length > 1,
  };
}

/** Before a plan is decided, each target's allowance left this year (the year its period starts) under the cap. */
async function allowancesOf(
  db: Database,
  plan: PlanSummaryRow['plan'],
  enterpriseIds: string[],
): Promise<Map<string, number>> {
  if (plan.status !== 'draft' && plan.status !== 'submitted' && plan.status !== 'returned') return new Map();
  return remainingUnderCap(db, plan.departmentCode, enterpriseIds, Number(plan.periodFrom.slice(0, 4)));
}

export async function toDetail(db: Database, row: PlanSummaryRow, ctx: DetailContext): Promise<PlanDetail> {
  const { plan } = row;
  const { locale } = ctx;
  const [items, officers, targets, events, draw] = await Promise.all([
    listItems(db, plan.departmentCode, false),
    listPlanOfficers(db, plan.id),
    listPlanTargets(db, plan.id),
    listPlanEvents(db, plan.id),
    drawView(db, plan, ctx.draws, locale),
  ]);
  const allowances = await allowancesOf(
    db,
    plan,
    targets.map((t) => t.enterpriseId),
  );
  const itemNames = new Map(items.map((item) => [item.code, named(locale, item.nameZh, item.nameEn)]));
  const editable = ctx.allowedActions.includes('save');
  return {
    ...toSummary(row, locale, ctx.today),
    version: plan.version,
    legalBasis: plan.legalBasis,
    items: plan.itemCodes.map((code) => ({ code, name: itemNames.get(code) ?? code })),
    officers: officers.map((o) => ({
      name: o.name,
      certificateNumber: o.certificateNumber ?? '',
      departmentName: o.departmentZh ? named(locale, o.departmentZh, o.departmentEn) : '',
      drawn: o.drawn,
    })),
    targets: targets.map((t) => ({
      enterpriseNumber: t.enterpriseNumber,
      name: t.name,
      drawn: t.drawn,
      remaining: allowances.get(t.enterpriseId) ?? null,
      nearCap: (allowances.get(t.enterpriseId) ?? Infinity) <= PLAN_NEAR_CAP_REMAINING,
      inspectedAt: t.inspectedAt ? t.inspectedAt.toISOString() : null,
      registrationId: t.registrationId ?? null,
      noticeId: t.noticeId ?? null,
    })),
    departments: ctx.departments.map((d) => ({
      code: d.code,
      name: named(locale, d.nameZh, d.nameEn),
      lead: d.lead,
      approvedAt: d.approvedAt ? d.approvedAt.toISOString() : null,
      approverName: d.approverName,
    })),
    draw,
    events: events.map((e) => ({
      action: e.action,
      actorName: e.actorName,
      departmentName: named(locale, e.departmentZh, e.departmentEn),
      reason: e.reason,
      at: e.at.toISOString(),
    })),
    lastApprovalDate: approvalDeadline(ctx.config, plan.periodFrom, ctx.calendar),
    allowedActions: ctx.allowedActions,
    input: editable ? toFormInput(plan, ctx.departments, officers, targets) : null,
  };
}
