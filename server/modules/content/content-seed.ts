import { SHENZHEN_DISTRICTS, streetCode } from './shenzhen-regions';
import type { Transaction } from '../../db/client';
import { carouselItems, dictItems, messageSets, regions } from '../../db/schema/content';

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

export async function seedContent(tx: Transaction): Promise<void> {
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
}
