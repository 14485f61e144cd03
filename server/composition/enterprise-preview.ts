import { evaluationMonths, EVALUATIONS_SINCE } from '../../contract/analysis/rules';
import type { ApiOutput } from '../../contract/api-schemas';
import { cityYear, dateText } from '../../contract/city-calendar';
import type { Locale } from '../../contract/locales';
import type { Database } from '../db/client';
import type { AuthSession } from '../http/auth';
import type { EndpointInput } from '../http/endpoint';
import { OperationFailedError } from '../http/errors';
import { requireDepartment, requireOwnScan } from '../http/guards';
import { countEvaluationLevels, satisfactionOf } from '../modules/analysis';
import { findEnterpriseByNumber, toEnterprise } from '../modules/enterprises';
import { listCurrentPlansFor } from '../modules/plans';
import {
  findInspectionAllowance,
  listPublishedInspectionItems,
  listRecentSummaries,
  methodOfScan,
  REGISTERED_BY,
  toSummary,
} from '../modules/registrations';
import { findQuota, findWarningsOf } from '../modules/warnings';

const RECENT_REGISTRATIONS = 5;

/** What an officer sees before inspecting: every department's recent registrations, but its own plans and items. */
export async function getEnterprisePreview(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'getEnterprisePreview'>,
  locale: Locale,
  now: Date,
): Promise<ApiOutput<'getEnterprisePreview'>> {
  const departmentCode = requireDepartment(session);
  const enterprise = await findEnterpriseByNumber(db, input.enterpriseNumber);
  if (!enterprise) throw new OperationFailedError('enterpriseNotFound');
  const scan = input.scanId ? await requireOwnScan(db, session, input.scanId) : null;
  const [recent, warnings, quota, allowance, plans, items, evaluations] = await Promise.all([
    listRecentSummaries(db, enterprise.id, RECENT_REGISTRATIONS),
    findWarningsOf(db, enterprise.id, locale, session, now),
    findQuota(db, enterprise.id, cityYear(now), locale),
    findInspectionAllowance(db, session, enterprise.id, locale, now),
    listCurrentPlansFor(db, enterprise.id, departmentCode, dateText(now)),
    listPublishedInspectionItems(db, departmentCode),
    // Every closed month of the department's that holds 5 ratings or more, as the analysis counts them.
    countEvaluationLevels(
      db,
      evaluationMonths({ from: EVALUATIONS_SINCE, to: dateText(now) }, now),
      departmentCode,
    ),
  ]);
  const { counted, satisfied } = satisfactionOf(evaluations.get(departmentCode));
  return {
    enterprise: toEnterprise(enterprise, locale),
    recentRegistrations: recent.map((row) => toSummary(row, locale, session)),
    warnings,
    quota,
    allowance,
    registeredBy:
      scan && scan.enterpriseId === enterprise.id ? REGISTERED_BY[methodOfScan(scan.source)] : 'number',
    plans,
    inspectionItems: items.map((i) => ({
      code: i.code,
      name: locale === 'en' && i.nameEn ? i.nameEn : i.nameZh,
    })),
    evaluationSummary: {
      count: counted,
      satisfiedShare: counted === 0 ? null : satisfied / counted,
    },
  };
}
