/** Contract-typed answers for the provider catalogue tests. */
import type { ProviderGoods } from '../../../contract/shop/schemas';

export const extinguisher: ProviderGoods = {
  id: 'fire-extinguisher-abc',
  categoryName: '消防安全',
  name: 'ABC干粉灭火器',
  image: '/api/shop/image/fire-extinguisher-abc/1.svg',
  unit: '具',
  limitPerOrder: 20,
  freeService: false,
  withdrawn: false,
  specs: [
    { id: 'fire-extinguisher-abc-1', name: '2公斤', priceFen: 6500, stock: 200, version: 1 },
    { id: 'fire-extinguisher-abc-2', name: '4公斤', priceFen: 8900, stock: 0, version: 3 },
  ],
};

export const fireBlanket: ProviderGoods = {
  id: 'fire-blanket',
  categoryName: '消防安全',
  name: '厨房灭火毯',
  image: '/api/shop/image/fire-blanket/1.svg',
  unit: '条',
  limitPerOrder: 10,
  freeService: false,
  withdrawn: true,
  specs: [{ id: 'fire-blanket-1', name: '1.2米', priceFen: 4900, stock: 300, version: 2 }],
};

export const legalConsultation: ProviderGoods = {
  id: 'legal-consultation',
  categoryName: '合规服务',
  name: '企业法律咨询（公益）',
  image: '/api/shop/image/legal-consultation/1.svg',
  unit: '次',
  limitPerOrder: 1,
  freeService: true,
  withdrawn: false,
  specs: [{ id: 'legal-consultation-1', name: '电话咨询', priceFen: 0, stock: 999, version: 1 }],
};
