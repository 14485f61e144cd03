import type { Transaction } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import { notify } from '../messages';

/** The enterprise learns of an inspection the moment it is registered, and is invited to evaluate it. */
export async function notifyRegistrationMade(
  tx: Transaction,
  session: AuthSession,
  registration: { id: string; registrationNumber: string; enterpriseId: string },
  at: Date,
): Promise<void> {
  const departmentZh = session.user.departmentName ?? '';
  const departmentEn = session.departmentNameEn ?? departmentZh;
  await notify(
    tx,
    { enterpriseId: registration.enterpriseId },
    {
      kind: 'registrationMade',
      texts: {
        zh: {
          title: `${departmentZh}对贵单位的检查已登记`,
          body: `登记编号 ${registration.registrationNumber}。您可以查看检查内容并进行评价。`,
        },
        en: {
          title: `${departmentEn} registered an inspection of your business`,
          body: `Registration ${registration.registrationNumber}. You can read what was checked and evaluate it.`,
        },
      },
      link: { path: 'registrationDetail', params: { id: registration.id } },
      at,
    },
  );
}
