/** A plan as the list and the detail screen show it, in the reader's language. */
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
import type { Locale } from '../../../contract/locales';
import {
  lastApprovalDate,
  planStatus,
  type PlanAction,
  type PlanStatus,
} from '../../../contract/plans/rules';
import type { PlanDetail, PlanSummary } from '../../../contract/plans/schemas';
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
  allowedActions: PlanAction[];
}

export async function toDetail(db: Database, row: PlanSummaryRow, ctx: DetailContext): Promise<PlanDetail> {
  const { plan } = row;
  const { locale } = ctx;
  const [items, officers, targets, events, region] = await Promise.all([
    listItems(db, plan.departmentCode, false),
    listPlanOfficers(db, plan.id),
    listPlanTargets(db, plan.id),
    listPlanEvents(db, plan.id),
    plan.draw?.regionCode ? findRegion(db, plan.draw.regionCode) : undefined,
  ]);
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
    draw: plan.draw
      ? {
          seed: plan.draw.seed,
          drawnAt: plan.draw.drawnAt,
          ...(plan.draw.regionCode ? { regionCode: plan.draw.regionCode } : {}),
          targetCount: plan.draw.targetCount,
          officerCount: plan.draw.officerCount,
          poolSize: plan.draw.poolSize,
          regionName: region ? named(locale, region.nameZh, region.nameEn) : null,
        }
      : null,
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
