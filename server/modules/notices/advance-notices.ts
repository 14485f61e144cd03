/**
 * The advance inspection notice (行政检查通知书) every target enterprise of a plan receives when the plan is
 * approved, with officers and items as they are at approval.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { enterprises } from '../../db/schema/enterprises';
import { inspectionNotices } from '../../db/schema/notices';
import { departments } from '../../db/schema/officers';
import { planOfficers, plans, planTargets } from '../../db/schema/plans';
import { users } from '../../db/schema/session';
import { listEnterpriseUserIds, notify } from '../messages/notify';

export async function issueAdvanceNotices(tx: Transaction, planId: string, now: Date): Promise<void> {
  const [plan] = await tx
    .select({ plan: plans, departmentZh: departments.nameZh, departmentEn: departments.nameEn })
    .from(plans)
    .innerJoin(departments, eq(departments.code, plans.departmentCode))
    .where(eq(plans.id, planId));
  if (!plan) return;
  const p = plan.plan;
  const officers = await tx
    .select({ name: users.name, certificateNumber: users.certificateNumber })
    .from(planOfficers)
    .innerJoin(users, eq(users.id, planOfficers.userId))
    .where(and(eq(planOfficers.planId, planId), isNotNull(users.certificateNumber)))
    .orderBy(asc(users.certificateNumber));
  const targets = await tx
    .select({ enterpriseId: planTargets.enterpriseId })
    .from(planTargets)
    .innerJoin(enterprises, eq(enterprises.id, planTargets.enterpriseId))
    .where(eq(planTargets.planId, planId));
  for (const { enterpriseId } of targets) {
    const id = randomUUID();
    const inserted = await tx
      .insert(inspectionNotices)
      .values({
        id,
        kind: 'advance',
        planId,
        departmentCode: p.departmentCode,
        enterpriseId,
        title: p.title,
        legalBasis: p.legalBasis,
        itemCodes: p.itemCodes,
        officers: officers.map((o) => ({ name: o.name, certificateNumber: o.certificateNumber! })),
        periodFrom: p.periodFrom,
        periodTo: p.periodTo,
        issuedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: inspectionNotices.id });
    if (inserted.length === 0) continue;
    const period = `${p.periodFrom} ~ ${p.periodTo}`;
    await notify(tx, await listEnterpriseUserIds(tx, enterpriseId), {
      kind: 'noticeReceived',
      texts: {
        zh: { title: `行政检查通知书：${p.title}`, body: `${plan.departmentZh}将于 ${period} 对贵单位开展检查。` },
        en: {
          title: `Inspection notice: ${p.title}`,
          body: `${plan.departmentEn} will inspect your business between ${period}.`,
        },
      },
      link: { path: 'enforceNoticeDetail', params: { id } },
      at: now,
    });
  }
}
