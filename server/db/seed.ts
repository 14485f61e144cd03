import { and, eq, like } from 'drizzle-orm';
import { hashPassword } from '../modules/session/password';
import { SHENZHEN_DISTRICTS, streetCode } from '../modules/content/shenzhen-regions';
import type { Database } from './client';
import { colleagueUsers, demoLoop, inspectionItemRows } from './demo-inspections';
import {
  appMeta,
  carouselItems,
  cartItems,
  codeScans,
  departments,
  dictItems,
  enterprises,
  evaluations,
  goods,
  goodsCategories,
  inspectionItems,
  inspectionPlans,
  inspectionPlanTargets,
  merchantAuthorizations,
  messageSets,
  photos,
  regions,
  registrationItems,
  registrationProblems,
  registrations,
  supervisionCodes,
  users,
  visits,
} from './schema';

export const DEMO_PASSWORD = 'Demo@2026';
const SEED_KEY = 'demo_seed_version';
const SEED_VERSION = '2';

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
  {
    phone: '139000000xx',
    name: '',
    summary:
      'colleagues of every department (11/12 market, 21/22 health, 31-33, 41-43, 51-53), same password',
  },
];

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
];

const DICT_ITEMS = [
  ['inspection_type', 'routine', '日常检查（按计划）', 'Routine inspection (planned)'],
  ['inspection_type', 'triggered', '投诉举报触发检查', 'Complaint-triggered inspection'],
  ['inspection_type', 'case', '案件办理检查', 'Case investigation inspection'],
  ['inspection_result', 'compliant', '符合', 'Compliant'],
  ['inspection_result', 'non_compliant', '不符合', 'Non-compliant'],
  ['evaluation_level', 'very_satisfied', '非常满意', 'Very satisfied'],
  ['evaluation_level', 'satisfied', '满意', 'Satisfied'],
  ['evaluation_level', 'basically_satisfied', '基本满意', 'Basically satisfied'],
  ['evaluation_level', 'dissatisfied', '不满意', 'Dissatisfied'],
  ['evaluation_level', 'very_dissatisfied', '非常不满意', 'Very dissatisfied'],
] as const;

const MESSAGES: Record<string, { zh: string; en: string }> = {
  'app.title': { zh: '深圳市行政执法监督码', en: 'Shenzhen Enforcement Supervision Code' },
  'home.footer': {
    zh: '深圳市司法局 主办 · 行政执法监督码服务',
    en: 'Shenzhen Municipal Bureau of Justice · Enforcement Supervision Code Service',
  },
  'home.logoCaption': {
    zh: '扫码入企 · 无事不扰',
    en: 'Scan before inspecting · No disturbance without cause',
  },
};

const CAROUSEL = [
  {
    id: 'scan-first',
    imageFile: 'scan-first.svg',
    titleZh: '扫码入企 · 无事不扰',
    titleEn: 'Scan before inspecting · No disturbance without cause',
    sort: 1,
  },
  {
    id: 'three-rights',
    imageFile: 'three-rights.svg',
    titleZh: '企业三项权利：实时查询 · 评价 · 投诉',
    titleEn: 'Three rights of every enterprise: query, evaluate, complain',
    sort: 2,
  },
  {
    id: 'fair-enforcement',
    imageFile: 'fair-enforcement.svg',
    titleZh: '规范涉企行政检查 优化营商环境',
    titleEn: 'Fair, traceable inspections for a better business environment',
    sort: 3,
  },
];

const ENTERPRISES = [
  {
    id: 'ent-pengcheng-food',
    enterpriseNumber: 'SZ440305000123',
    name: '深圳市鹏程食品有限公司',
    nameEn: 'Shenzhen Pengcheng Food Co., Ltd.',
    creditCode: '91440300MA5F3K7Q2E',
    address: '深圳市南山区粤海街道科苑路15号科兴科学园B栋',
    regionCode: streetCode('440305', 5),
    legalRepresentative: '张伟',
    phone: '0755-26881234',
  },
  {
    id: 'ent-nanshan-precision',
    enterpriseNumber: 'SZ440305000456',
    name: '深圳市南山精密制造有限公司',
    nameEn: 'Shenzhen Nanshan Precision Manufacturing Co., Ltd.',
    creditCode: '91440300MA5G8L2R60',
    address: '深圳市南山区西丽街道留仙大道3370号南山智园C1栋',
    regionCode: streetCode('440305', 7),
    legalRepresentative: '陈静',
    phone: '0755-86095678',
  },
];

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
] as const;

const CATEGORIES = [
  { id: 'safety', nameZh: '安全防护', nameEn: 'Safety equipment', sort: 1 },
  { id: 'food-hygiene', nameZh: '食品卫生', nameEn: 'Food hygiene', sort: 2 },
  { id: 'office', nameZh: '办公用品', nameEn: 'Office supplies', sort: 3 },
];

const GOODS = [
  {
    id: 'fire-extinguisher-4kg',
    categoryId: 'safety',
    nameZh: '4公斤干粉灭火器',
    nameEn: '4 kg dry powder fire extinguisher',
    priceFen: 8900,
    stock: 120,
    boutique: true,
    recommended: true,
  },
  {
    id: 'first-aid-kit',
    categoryId: 'safety',
    nameZh: '企业急救箱（50人份）',
    nameEn: 'Workplace first aid kit (50 people)',
    priceFen: 15800,
    stock: 60,
    boutique: false,
    recommended: true,
  },
  {
    id: 'safety-helmet',
    categoryId: 'safety',
    nameZh: 'ABS安全帽',
    nameEn: 'ABS safety helmet',
    priceFen: 3500,
    stock: 300,
    boutique: false,
    recommended: false,
  },
  {
    id: 'food-sample-box',
    categoryId: 'food-hygiene',
    nameZh: '食品留样盒（12格）',
    nameEn: 'Food sample retention box (12 cells)',
    priceFen: 6800,
    stock: 80,
    boutique: true,
    recommended: false,
  },
  {
    id: 'uv-sterilizer',
    categoryId: 'food-hygiene',
    nameZh: '紫外线消毒灯',
    nameEn: 'UV sterilising lamp',
    priceFen: 21900,
    stock: 25,
    boutique: false,
    recommended: true,
  },
  {
    id: 'a4-paper',
    categoryId: 'office',
    nameZh: 'A4复印纸（5包）',
    nameEn: 'A4 copy paper (5 reams)',
    priceFen: 12500,
    stock: 200,
    boutique: false,
    recommended: false,
  },
];

const CART = [
  { userId: 'usr-13800000001', goodsId: 'fire-extinguisher-4kg', quantity: 2 },
  { userId: 'usr-13800000001', goodsId: 'first-aid-kit', quantity: 1 },
];

const AUTHORIZATIONS = [
  { enterpriseId: 'ent-pengcheng-food', merchantTel: '13800000001', role: 'owner' },
  { enterpriseId: 'ent-pengcheng-food', merchantTel: '13800000011', role: 'staff' },
  { enterpriseId: 'ent-nanshan-precision', merchantTel: '13800000002', role: 'owner' },
  { enterpriseId: 'ent-nanshan-precision', merchantTel: '13800000022', role: 'staff' },
] as const;

/**
 * Creates the reference data (departments, regions, dictionaries, message sets, carousel, catalogue, inspection
 * items) and, unless `includeDemo` is false, the demo accounts and their history. Safe to call on every start: a
 * marker row records what was applied, and every insert ignores rows that already exist.
 */
export async function seedDemoData(db: Database, includeDemo = true): Promise<boolean> {
  const version = includeDemo ? SEED_VERSION : `${SEED_VERSION}-reference`;
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
  if (marker?.value === version || (!includeDemo && marker?.value === SEED_VERSION)) return false;

  const passwordHashes = await Promise.all([...USERS, null].map(() => hashPassword(DEMO_PASSWORD)));
  const loop = demoLoop();

  await db.transaction(async (tx) => {
    await tx.insert(departments).values(DEPARTMENTS).onConflictDoNothing();
    await tx
      .insert(regions)
      .values(
        SHENZHEN_DISTRICTS.flatMap((district, districtIndex) => [
          {
            code: district.code,
            parentCode: null,
            level: 'district' as const,
            nameZh: district.zh,
            nameEn: district.en,
            sort: districtIndex + 1,
          },
          ...district.streets.map(([zh, en], index) => ({
            code: streetCode(district.code, index),
            parentCode: district.code,
            level: 'street' as const,
            nameZh: zh,
            nameEn: en,
            sort: index + 1,
          })),
        ]),
      )
      .onConflictDoNothing();
    await tx
      .insert(dictItems)
      .values(
        DICT_ITEMS.map(([dictType, value, labelZh, labelEn], sort) => ({
          dictType,
          value,
          labelZh,
          labelEn,
          sort: sort + 1,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(messageSets)
      .values(
        Object.entries(MESSAGES).flatMap(([key, t]) => [
          { locale: 'zh', key, value: t.zh },
          { locale: 'en', key, value: t.en },
        ]),
      )
      .onConflictDoNothing();
    await tx.insert(carouselItems).values(CAROUSEL).onConflictDoNothing();
    await tx.insert(goodsCategories).values(CATEGORIES).onConflictDoNothing();
    await tx.insert(goods).values(GOODS).onConflictDoNothing();
    await tx.insert(inspectionItems).values(inspectionItemRows).onConflictDoNothing();
    if (includeDemo) await seedDemoAccounts(tx, passwordHashes, loop);
    await tx
      .insert(appMeta)
      .values({ key: SEED_KEY, value: version })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: version, updatedAt: new Date() } });
  });
  return true;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function seedDemoAccounts(
  tx: Transaction,
  passwordHashes: string[],
  loop: ReturnType<typeof demoLoop>,
): Promise<void> {
  await tx.insert(enterprises).values(ENTERPRISES).onConflictDoNothing();
  // Seed version 1 stored credit codes with a wrong check character; the licence QR lookup needs valid ones.
  for (const enterprise of ENTERPRISES) {
    await tx
      .update(enterprises)
      .set({ creditCode: enterprise.creditCode })
      .where(and(eq(enterprises.id, enterprise.id), like(enterprises.creditCode, '%MA5%')));
  }
  await tx
    .insert(users)
    .values(USERS.map((u, i) => ({ ...u, passwordHash: passwordHashes[i]!, isDemo: true })))
    .onConflictDoNothing();
  await tx.insert(cartItems).values(CART).onConflictDoNothing();
  await tx
    .insert(merchantAuthorizations)
    .values([...AUTHORIZATIONS])
    .onConflictDoNothing();
  await tx.insert(users).values(colleagueUsers(passwordHashes[USERS.length]!)).onConflictDoNothing();
  await tx.insert(inspectionPlans).values(loop.plans).onConflictDoNothing();
  await tx.insert(inspectionPlanTargets).values(loop.planTargets).onConflictDoNothing();
  await tx.insert(supervisionCodes).values(loop.codes).onConflictDoNothing();
  await tx.insert(codeScans).values(loop.scans).onConflictDoNothing();
  await tx.insert(registrations).values(loop.registrations).onConflictDoNothing();
  await tx.insert(registrationItems).values(loop.items).onConflictDoNothing();
  await tx.insert(registrationProblems).values(loop.problems).onConflictDoNothing();
  await tx.insert(photos).values(loop.photos).onConflictDoNothing();
  await tx.insert(evaluations).values(loop.evaluations).onConflictDoNothing();
  await tx.insert(visits).values(loop.visits).onConflictDoNothing();
}
