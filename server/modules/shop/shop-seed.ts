import type { Transaction } from '../../db/client';
import { cartItems, goods, goodsCategories } from '../../db/schema/shop';

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

export async function seedShopCatalogue(tx: Transaction): Promise<void> {
  await tx.insert(goodsCategories).values(CATEGORIES).onConflictDoNothing();
  await tx.insert(goods).values(GOODS).onConflictDoNothing();
}

export async function seedShopDemo(tx: Transaction): Promise<void> {
  await tx.insert(cartItems).values(CART).onConflictDoNothing();
}
