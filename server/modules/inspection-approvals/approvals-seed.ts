import { addDays, dateText } from '../../../contract/city-calendar';
import type { Transaction } from '../../db/client';
import { inspectionApprovals } from '../../db/schema/registrations';

/**
 * 李明's request for prior approval of one more inspection of 张伟's enterprise, waiting for 何静 (the market
 * department's head): the approval screens open on a real request, and the head has one to decide.
 */
export async function seedApprovalsDemo(tx: Transaction, now = new Date()): Promise<void> {
  const today = dateText(now);
  await tx
    .insert(inspectionApprovals)
    .values({
      id: 'apr-demo-1',
      enterpriseId: 'ent-pengcheng-food',
      departmentCode: 'market',
      itemCodes: ['MK-04', 'MK-05'],
      reason: '群众举报该店冷柜温度异常、有过期食品，本年度检查次数已达上限，需再次现场核查',
      validFrom: today,
      validTo: addDays(today, 13),
      status: 'requested',
      requestedBy: 'usr-13900000001',
      clientRequestId: '4f1d2c1e-6b0a-4c57-9d1e-0a9b8c7d6e5f',
      requestedAt: now,
    })
    .onConflictDoNothing();
}
