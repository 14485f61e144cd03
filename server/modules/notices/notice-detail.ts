/** One notice as the contract shows it: its items, this year's inspections against the cap, and its checks. */
import { issueNoticeToken } from './notice-token';
import {
  countCertifiedOfficers,
  findRegistrationSince,
  listItems,
  listPlanDepartmentCodes,
  type NoticeRow,
  type NoticeSummaryRow,
} from './notices-queries';
import { cityYear, dateText, yearPeriod } from '../../../contract/city-calendar';
import type { Locale } from '../../../contract/locales';
import { NOTICE_CHECKS, type NoticeCheck } from '../../../contract/notices/rules';
import type { NoticeDetail, NoticeSummary } from '../../../contract/notices/schemas';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import { countByDepartment, findQuota } from '../warnings';

export function toNoticeSummary(row: NoticeSummaryRow, locale: Locale): NoticeSummary {
  const n = row.notice;
  return {
    id: n.id,
    kind: n.kind,
    title: n.title,
    departmentName: locale === 'en' ? row.departmentEn : row.departmentZh,
    enterpriseName: row.enterpriseName,
    periodFrom: n.periodFrom,
    periodTo: n.periodTo,
    issuedAt: n.issuedAt.toISOString(),
    read: n.readAt !== null,
    acknowledgedAt: n.acknowledgedAt?.toISOString() ?? null,
  };
}

/** This department's inspections of the enterprise this year against its cap, as the quota screen counts them. */
async function inspectionsThisYear(
  db: Database,
  enterpriseId: string,
  departmentCode: string,
  now: Date,
  locale: Locale,
) {
  const year = cityYear(now);
  const quota = (await findQuota(db, enterpriseId, year, locale)).find(
    (q) => q.departmentCode === departmentCode,
  );
  if (quota) return { count: quota.used, cap: quota.cap };
  const counts = await countByDepartment(db, enterpriseId, yearPeriod(year));
  return { count: counts.find((c) => c.departmentCode === departmentCode)?.used ?? 0, cap: null };
}

export interface DetailOptions {
  session: AuthSession;
  locale: Locale;
  now: Date;
  config: AppConfig;
  /** Verifying a scanned QR: whether its token had expired (otherwise the notice's own validity is checked). */
  tokenExpired?: boolean;
}

/** A door notice is for the city day it was opened; an advance notice until its period ends. */
function isCurrent(row: NoticeRow, today: string): boolean {
  return row.notice.kind === 'door' ? dateText(row.notice.issuedAt) === today : today <= row.notice.periodTo;
}

export async function toNoticeDetail(
  db: Database,
  row: NoticeRow,
  { session, locale, now, config, tokenExpired }: DetailOptions,
): Promise<NoticeDetail> {
  const n = row.notice;
  const today = dateText(now);
  const certificates = [...new Set(n.officers.map((o) => o.certificateNumber))];
  const [items, departmentCodes, quota, registration] = await Promise.all([
    listItems(db, row.plan.departmentCode, n.itemCodes),
    listPlanDepartmentCodes(db, n.planId, row.plan.departmentCode),
    inspectionsThisYear(db, n.enterpriseId, n.departmentCode, now, locale),
    findRegistrationSince(db, n.planId, n.enterpriseId, n.issuedAt),
  ]);
  const certified = await countCertifiedOfficers(db, certificates, departmentCodes);
  const byCode = new Map(items.map((i) => [i.code, i]));

  // The registration this notice led to counts once in this year's inspections; it does not push itself over the cap.
  const own =
    registration &&
    registration.type !== 'case' &&
    registration.departmentCode === n.departmentCode &&
    cityYear(registration.startedAt) === cityYear(now)
      ? 1
      : 0;
  const passed: Record<NoticeCheck, boolean> = {
    genuine: true,
    notExpired: tokenExpired === undefined ? isCurrent(row, today) : !tokenExpired,
    forThisEnterprise: session.user.role !== 'enterprise' || session.enterpriseId === n.enterpriseId,
    planApproved: row.plan.status === 'approved',
    // An advance notice arrives before its period: until the first day, no one may inspect under it today.
    withinPeriod: row.plan.periodFrom <= today && today <= row.plan.periodTo,
    officersCertified: certificates.length > 0 && certified === certificates.length,
    itemsPublished: n.itemCodes.every((code) => byCode.get(code)?.published === true),
    withinCap: quota.cap === null || quota.count - own < quota.cap,
  };
  const checks = NOTICE_CHECKS.map((check) => ({ check, ok: passed[check] }));

  const showsQr =
    session.user.role === 'officer' &&
    session.user.departmentCode === n.departmentCode &&
    n.kind === 'door' &&
    isCurrent(row, today) &&
    passed.planApproved;
  return {
    ...toNoticeSummary(row, locale),
    planId: n.planId,
    enterpriseNumber: row.enterpriseNumber,
    legalBasis: n.legalBasis,
    items: n.itemCodes.map((code) => {
      const item = byCode.get(code);
      return { code, name: (locale === 'en' ? item?.nameEn : item?.nameZh) || item?.nameZh || code };
    }),
    officers: n.officers,
    inspectionsThisYear: quota,
    verification: { ok: checks.every((c) => c.ok), checks },
    registration: registration
      ? {
          id: registration.id,
          registrationNumber: registration.registrationNumber,
          registeredAt: registration.registeredAt.toISOString(),
        }
      : null,
    qr: showsQr ? issueNoticeToken(config.codeSigningSecret, n.id, now) : null,
  };
}
