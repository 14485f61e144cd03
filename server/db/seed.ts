/** The one seed entry: each module seeds its own tables, in foreign-key order, in one transaction. */
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { COLLEAGUES, demoLoop } from './demo-loop';
import { appMeta } from './schema/meta';
import { seedAppointmentCalendars, seedAppointmentsDemo } from '../modules/appointments/appointments-seed';
import { seedHolidayCalendar } from '../modules/calendar/calendar-seed';
import { seedComplaintsDemo } from '../modules/complaints/complaints-seed';
import { seedContent } from '../modules/content/content-seed';
import { seedLegalTexts } from '../modules/documents/legal-texts';
import { seedEnterprisesDemo } from '../modules/enterprises/enterprises-seed';
import { seedApprovalsDemo } from '../modules/inspection-approvals/approvals-seed';
import {
  markOfficerColleaguesDemo,
  seedDepartments,
  seedOfficerColleagues,
} from '../modules/officers/officers-seed';
import { seedPlansDemo } from '../modules/plans/plans-seed';
import { seedInspectionItems, seedRegistrationsDemo } from '../modules/registrations/registrations-seed';
import { hashPassword } from '../modules/session/password';
import { DEMO_USER_COUNT, seedSessionDemo } from '../modules/session/session-seed';
import { PROVIDER_USER_COUNT, seedShopCatalogue, seedShopDemo } from '../modules/shop/shop-seed';
import { seedSupervisionCodesDemo } from '../modules/supervision-codes/supervision-codes-seed';
import { seedSzyDemo } from '../modules/szy-platform/szy-seed';
import { seedVisitsDemo } from '../modules/visits/visits-seed';

export const DEMO_PASSWORD = 'Demo@2026';
const SEED_KEY = 'demo_seed_version';
const SEED_VERSION = '14';

export interface DemoAccount {
  phone: string;
  name: string;
  summary: string;
}

/** What `npm start` prints; kept beside the rows it describes. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    phone: '13800000001',
    name: '张伟',
    summary: 'enterprise owner, 深圳市鹏程食品有限公司 (SZ440305000123), has a cart',
  },
  {
    phone: '13800000002',
    name: '陈静',
    summary: 'enterprise owner, 深圳市南山精密制造有限公司 (SZ440305000456)',
  },
  { phone: '13800000003', name: '刘洋', summary: 'merchant without an enterprise yet' },
  { phone: '13900000001', name: '李明', summary: 'officer, 市场监督管理局 market supervision' },
  { phone: '13900000002', name: '王芳', summary: 'officer, 卫生健康委员会 health' },
  { phone: '13900000003', name: '何静', summary: 'officer, market: plan approver and department head' },
  { phone: '13900000004', name: '黄磊', summary: 'officer, health: plan approver and department head' },
  {
    phone: '13700000001',
    name: '周正',
    summary: 'supervisor, 市司法局执法监督处 (accepts and reviews complaints)',
  },
  {
    phone: '13700000002',
    name: '吴敏',
    summary: 'supervisor and head of the supervision office (escalations)',
  },
  {
    phone: '139000000xx',
    name: '',
    summary:
      'colleagues of every department (11/12 market, 21/22 health, 31-33, 41-43, 51-53), same password',
  },
];

/**
 * Creates the reference data (departments, regions, dictionaries, message sets, carousel, catalogue, inspection
 * items) and, unless `includeDemo` is false, the demo accounts and their history. Safe to call on every start: a
 * marker row records what was applied, and every insert ignores rows that already exist.
 */
export async function seedDemoData(db: Database, includeDemo = true, now = new Date()): Promise<boolean> {
  const version = includeDemo ? SEED_VERSION : `${SEED_VERSION}-reference`;
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
  // Whatever was seeded before, every demo account is marked as one (production refuses them).
  if (marker) await markOfficerColleaguesDemo(db);
  if (marker?.value === version || (!includeDemo && marker?.value === SEED_VERSION)) return false;

  // One hash, with its own salt, per demo account and per colleague.
  const passwordHashes = await Promise.all(
    Array.from({ length: DEMO_USER_COUNT + COLLEAGUES.length + PROVIDER_USER_COUNT }, () =>
      hashPassword(DEMO_PASSWORD),
    ),
  );
  const loop = demoLoop(now);

  await db.transaction(async (tx) => {
    await seedDepartments(tx);
    await seedContent(tx);
    await seedShopCatalogue(tx);
    await seedLegalTexts(tx);
    await seedInspectionItems(tx);
    await seedHolidayCalendar(tx);
    await seedAppointmentCalendars(tx);
    if (includeDemo) {
      await seedEnterprisesDemo(tx);
      await seedSessionDemo(tx, passwordHashes);
      await seedShopDemo(tx, passwordHashes.slice(DEMO_USER_COUNT + COLLEAGUES.length), now);
      await seedOfficerColleagues(tx, passwordHashes.slice(DEMO_USER_COUNT));
      await seedPlansDemo(tx, loop);
      await seedSupervisionCodesDemo(tx, loop);
      await seedRegistrationsDemo(tx, loop);
      await seedVisitsDemo(tx, loop);
      await seedComplaintsDemo(tx, now);
      await seedAppointmentsDemo(tx, now);
      await seedApprovalsDemo(tx, now);
      await seedSzyDemo(tx);
    }
    await tx
      .insert(appMeta)
      .values({ key: SEED_KEY, value: version })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: version, updatedAt: new Date() } });
  });
  return true;
}
