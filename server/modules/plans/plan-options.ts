/** What the plan form offers: the lead department's items and officers, targets to pick, and the random draw. */
import { drawPlan, newDrawSeed } from './plan-draw';
import { requireLeadDepartment } from './plan-input';
import {
  listCertifiedOfficers,
  listDepartments,
  listDistricts,
  listItems,
  searchEnterprises,
} from './plan-references-queries';
import { dateText } from '../../../contract/city-calendar';
import type { Locale } from '../../../contract/locales';
import type { EnterpriseRef, PlanDrawResult, PlanOptions } from '../../../contract/plans/schemas';
import type { AuthSession } from '../../http/auth';
import type { AppContext, EndpointInput } from '../../http/endpoint';

const SEARCH_LIMIT = 20;

const named = (locale: Locale, zh: string, en: string | null) => (locale === 'en' && en ? en : zh);
const toRef = ({ enterpriseNumber, name, address }: EnterpriseRef): EnterpriseRef => ({
  enterpriseNumber,
  name,
  address,
});

export async function getPlanOptions(
  ctx: AppContext,
  session: AuthSession,
  locale: Locale,
): Promise<PlanOptions> {
  const { db, config } = ctx;
  const lead = await requireLeadDepartment(db, session);
  const [items, officers, departments, regions] = await Promise.all([
    listItems(db, lead),
    listCertifiedOfficers(db, [lead]),
    listDepartments(db),
    listDistricts(db),
  ]);
  return {
    items: items.map((item) => ({ code: item.code, name: named(locale, item.nameZh, item.nameEn) })),
    officers: officers.map((o) => ({ name: o.name, certificateNumber: o.certificateNumber })),
    departments: departments
      .filter((d) => d.inspects && d.code !== lead)
      .map((d) => ({ code: d.code, name: named(locale, d.nameZh, d.nameEn) })),
    regions: regions.map((r) => ({ code: r.code, name: named(locale, r.nameZh, r.nameEn) })),
    approvalLeadWorkingDays: config.planApprovalLeadWorkingDays,
    noticeLeadWorkingDays: config.noticeLeadWorkingDays,
    today: dateText(ctx.now()),
  };
}

/** An exact enterprise number or credit code, else names containing the text. */
export async function searchPlanTargets(ctx: AppContext, query: string): Promise<EnterpriseRef[]> {
  return (await searchEnterprises(ctx.db, query, SEARCH_LIMIT)).map(toRef);
}

/** A new draw gets a fresh random seed and is dated now; sending a seed and an instant repeats an earlier one. */
export async function drawPlanTargets(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'drawPlanTargets'>,
): Promise<PlanDrawResult> {
  const lead = await requireLeadDepartment(ctx.db, session);
  const now = ctx.now();
  const seed = input.seed ?? newDrawSeed();
  const drawnAt = input.drawnAt ? new Date(input.drawnAt) : now;
  const regionCode = input.regionCode || null;
  const { targetCount, officerCount } = input;
  const drawn = await drawPlan(ctx.db, lead, { seed, drawnAt, regionCode, targetCount, officerCount }, now);
  return {
    seed,
    drawnAt: drawnAt.toISOString(),
    ...(regionCode ? { regionCode } : {}),
    targetCount,
    officerCount,
    poolSize: drawn.poolSize,
    targets: drawn.targets.map(toRef),
    officers: drawn.officers.map((o) => ({ name: o.name, certificateNumber: o.certificateNumber })),
  };
}
