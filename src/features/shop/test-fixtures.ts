/** Contract-typed answers for the shop's screen tests. */
import type {
  Cart,
  CartLine,
  GoodsCategory,
  GoodsDetail,
  GoodsSummary,
  Recommendation,
} from '../../../contract/shop/schemas';
import { fail } from '../../test/fake-api';

export const categories: GoodsCategory[] = [
  { id: 'cat-fire', name: '消防器材', goodsCount: 2 },
  { id: 'cat-food', name: '食品安全', goodsCount: 1 },
  { id: 'cat-legal', name: '法律服务', goodsCount: 1 },
];

export const extinguisher: GoodsSummary = {
  id: 'goods-extinguisher',
  categoryId: 'cat-fire',
  name: '手提式干粉灭火器',
  priceFen: 12000,
  image: '/api/shop/images/extinguisher.svg',
  providerName: '鹏安消防服务有限公司',
  free: false,
  available: true,
};

export const smokeAlarm: GoodsSummary = {
  ...extinguisher,
  id: 'goods-smoke',
  name: '独立式烟感报警器',
  priceFen: 8500,
  image: '/api/shop/images/smoke.svg',
};

export const sampleCabinet: GoodsSummary = {
  id: 'goods-sample-cabinet',
  categoryId: 'cat-food',
  name: '食品留样柜',
  priceFen: 168000,
  image: '/api/shop/images/cabinet.svg',
  providerName: '深圳市安厨设备有限公司',
  free: false,
  available: true,
};

export const legalConsultation: GoodsSummary = {
  id: 'goods-legal',
  categoryId: 'cat-legal',
  name: '合规法律咨询',
  priceFen: 0,
  image: '/api/shop/images/legal.svg',
  providerName: '市场监督管理局',
  free: true,
  available: true,
};

export const extinguisherDetail: GoodsDetail = {
  ...extinguisher,
  images: ['/api/shop/images/extinguisher.svg', '/api/shop/images/extinguisher-label.svg'],
  description: '4kg / 8kg ABC 干粉灭火器，含一年年检。',
  unit: '具',
  provider: { id: 'prov-pengan', name: '鹏安消防服务有限公司', kind: 'provider', phone: '0755-86000001' },
  specs: [
    { id: 'spec-4kg', name: '4kg', priceFen: 12000, stock: 10 },
    { id: 'spec-8kg', name: '8kg', priceFen: 18000, stock: 0 },
  ],
  limitPerOrder: 5,
  remedies: ['fire'],
};

export const recommendation: Recommendation = {
  goods: extinguisher,
  reason: {
    registrationId: 'reg-demo-01',
    registrationNumber: 'JC-2026-000123',
    foundOn: '2026-11-02',
    departmentName: '市场监督管理局',
    problem: '灭火器过期',
  },
};

export const extinguisherLine: CartLine = {
  id: '1',
  goods: extinguisher,
  specId: 'spec-4kg',
  specName: '4kg',
  quantity: 2,
  priceFen: 12000,
  addedPriceFen: 12000,
  stock: 10,
  limit: 5,
  providerId: 'prov-pengan',
  issue: null,
};

/** Its price went up since it was added. */
export const smokeLine: CartLine = {
  ...extinguisherLine,
  id: '2',
  goods: smokeAlarm,
  specId: 'spec-smoke',
  specName: '标准款',
  quantity: 1,
  priceFen: 9000,
  addedPriceFen: 8500,
  issue: 'priceChanged',
};

/** Only 1 left of the 3 in the cart. */
export const cabinetLine: CartLine = {
  ...extinguisherLine,
  id: '3',
  goods: sampleCabinet,
  specId: 'spec-cabinet',
  specName: '双门',
  quantity: 3,
  priceFen: 168000,
  addedPriceFen: 168000,
  stock: 1,
  providerId: 'prov-anchu',
  issue: 'overStock',
};

export const legalLine: CartLine = {
  ...extinguisherLine,
  id: '4',
  goods: legalConsultation,
  specId: 'spec-legal',
  specName: '一次（1 小时）',
  quantity: 1,
  priceFen: 0,
  addedPriceFen: 0,
  stock: 99,
  limit: 1,
  providerId: 'prov-market',
  issue: null,
};

export function cartOf(lines: CartLine[]): Cart {
  return { lines, count: lines.reduce((sum, line) => sum + line.quantity, 0) };
}

/** Answers a failure first, then `answer`: a load that a retry mends. */
export function failingOnce<T>(answer: T, message = '服务繁忙') {
  let calls = 0;
  return () => (calls++ === 0 ? fail(500, message) : answer);
}
