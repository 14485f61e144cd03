import { and, eq, isNull, like } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { enterprises } from '../../db/schema/enterprises';
import { streetCode } from '../content';

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
    industry: 'food' as const,
    latitude: 22.548_5,
    longitude: 113.943_2,
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
    industry: 'manufacturing' as const,
    latitude: 22.587_0,
    longitude: 113.963_0,
  },
];

/** The registered place of a demo enterprise (the demo's check-ins are placed around it). */
export function demoEnterprisePlace(id: string): { latitude: number; longitude: number } {
  const { latitude, longitude } = ENTERPRISES.find((e) => e.id === id)!;
  return { latitude, longitude };
}

export async function seedEnterprisesDemo(tx: Transaction): Promise<void> {
  await tx.insert(enterprises).values(ENTERPRISES).onConflictDoNothing();
  // Seed version 1 stored credit codes with a wrong check character; the licence QR lookup needs valid ones.
  for (const enterprise of ENTERPRISES) {
    await tx
      .update(enterprises)
      .set({ creditCode: enterprise.creditCode })
      .where(and(eq(enterprises.id, enterprise.id), like(enterprises.creditCode, '%MA5%')));
    await tx
      .update(enterprises)
      .set({ industry: enterprise.industry })
      .where(and(eq(enterprises.id, enterprise.id), isNull(enterprises.industry)));
    // Seed version 12 placed them, for check-ins to be compared with.
    await tx
      .update(enterprises)
      .set({ latitude: enterprise.latitude, longitude: enterprise.longitude })
      .where(and(eq(enterprises.id, enterprise.id), isNull(enterprises.latitude)));
  }
}
