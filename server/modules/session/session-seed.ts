import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { merchantAuthorizations, users } from '../../db/schema/session';
import { PROVIDER_USERS } from '../shop';

const USERS = [
  {
    id: 'usr-13800000001',
    phone: '13800000001',
    name: '张伟',
    role: 'enterprise',
    enterpriseId: 'ent-pengcheng-food',
  },
  {
    id: 'usr-13800000002',
    phone: '13800000002',
    name: '陈静',
    role: 'enterprise',
    enterpriseId: 'ent-nanshan-precision',
  },
  { id: 'usr-13800000003', phone: '13800000003', name: '刘洋', role: 'enterprise' },
  {
    id: 'usr-13900000001',
    phone: '13900000001',
    name: '李明',
    role: 'officer',
    departmentCode: 'market',
    certificateNumber: '44030012345',
  },
  {
    id: 'usr-13900000002',
    phone: '13900000002',
    name: '王芳',
    role: 'officer',
    departmentCode: 'health',
    certificateNumber: '44030023456',
  },
  {
    id: 'usr-13900000003',
    phone: '13900000003',
    name: '何静',
    role: 'officer',
    departmentCode: 'market',
    certificateNumber: '44030012340',
    capabilities: ['planApprover', 'departmentHead'],
  },
  {
    id: 'usr-13900000004',
    phone: '13900000004',
    name: '黄磊',
    role: 'officer',
    departmentCode: 'health',
    certificateNumber: '44030023450',
    capabilities: ['planApprover', 'departmentHead'],
  },
  {
    id: 'usr-13700000001',
    phone: '13700000001',
    name: '周正',
    role: 'officer',
    departmentCode: 'justice',
    certificateNumber: '44030090001',
    capabilities: ['supervisor'],
  },
  {
    id: 'usr-13700000002',
    phone: '13700000002',
    name: '吴敏',
    role: 'officer',
    departmentCode: 'justice',
    certificateNumber: '44030090002',
    capabilities: ['supervisor', 'departmentHead'],
  },
] as const;

const AUTHORIZATIONS = [
  { enterpriseId: 'ent-pengcheng-food', merchantTel: '13800000001', role: 'owner' },
  { enterpriseId: 'ent-pengcheng-food', merchantTel: '13800000011', role: 'staff' },
  { enterpriseId: 'ent-nanshan-precision', merchantTel: '13800000002', role: 'owner' },
  { enterpriseId: 'ent-nanshan-precision', merchantTel: '13800000022', role: 'staff' },
] as const;

/** The accounts the development sign-in simulator lists: these and the shop's provider accounts. */
export const DEMO_PICKER_PHONES = [...USERS.map((u) => u.phone), ...PROVIDER_USERS.map((u) => u.phone)];

/** How many password hashes `seedSessionDemo` needs, one per demo account. */
export const DEMO_USER_COUNT = USERS.length;

export async function seedSessionDemo(tx: Transaction, passwordHashes: string[]): Promise<void> {
  await tx
    .insert(users)
    .values(
      USERS.map((u, i) => ({
        ...u,
        capabilities: 'capabilities' in u ? [...u.capabilities] : [],
        passwordHash: passwordHashes[i]!,
        isDemo: true,
      })),
    )
    // A data directory seeded before keeps its accounts but gets the capabilities they have now.
    .onConflictDoUpdate({ target: users.id, set: { capabilities: sql`excluded.capabilities` } });
  await tx
    .insert(merchantAuthorizations)
    .values([...AUTHORIZATIONS])
    .onConflictDoNothing();
}
