import { inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { COLLEAGUES, colleagueUsers } from '../../db/demo-loop';
import { departments } from '../../db/schema/officers';
import { users } from '../../db/schema/session';

const DEPARTMENTS = [
  { code: 'market', nameZh: '市场监督管理局', nameEn: 'Market Supervision Administration', sort: 1 },
  { code: 'health', nameZh: '卫生健康委员会', nameEn: 'Health Commission', sort: 2 },
  { code: 'ecology', nameZh: '生态环境局', nameEn: 'Ecology and Environment Bureau', sort: 3 },
  { code: 'emergency', nameZh: '应急管理局', nameEn: 'Emergency Management Bureau', sort: 4 },
  {
    code: 'urban',
    nameZh: '城市管理和综合执法局',
    nameEn: 'Urban Management and Comprehensive Law Enforcement Bureau',
    sort: 5,
  },
  {
    code: 'justice',
    nameZh: '市司法局执法监督处',
    nameEn: 'Justice Bureau, Enforcement Supervision Office',
    sort: 90,
    inspects: false,
  },
];

export async function seedDepartments(tx: Transaction): Promise<void> {
  await tx.insert(departments).values(DEPARTMENTS).onConflictDoNothing();
}

/** Three or more certified officers per department, so every demo officer has colleagues to name. */
export async function seedOfficerColleagues(tx: Transaction, passwordHashes: string[]): Promise<void> {
  await tx.insert(users).values(colleagueUsers(passwordHashes)).onConflictDoNothing();
}

/** Data seeded before colleagues were marked as demo accounts: mark them, so production refuses them too. */
export async function markOfficerColleaguesDemo(db: Pick<Transaction, 'update'>): Promise<void> {
  await db
    .update(users)
    .set({ isDemo: true })
    .where(
      inArray(
        users.id,
        COLLEAGUES.map(([phone]) => `usr-${phone}`),
      ),
    );
}
