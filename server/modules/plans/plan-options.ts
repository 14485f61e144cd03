/** What the plan form offers: the lead department's items and officers, targets to pick, and districts to draw in. */
import { requireLeadDepartment } from './plan-input';
import {
  listCertifiedOfficers,
  listDistricts,
  listItems,
  searchEnterprises,
} from './plan-references-queries';
import { dateText } from '../../../contract/city-calendar';
import type { Locale } from '../../../contract/locales';
import type { EnterpriseRef, PlanOptions } from '../../../contract/plans/schemas';
import type { AuthSession } from '../../http/auth';
import type { AppContext } from '../../http/endpoint';
import { listDepartments } from '../officers';

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
