/** Contract-typed answers for the shop request tests. */
import {
  shopRequestSummarySchema,
  type Address,
  type Cart,
  type CartLine,
  type ShopRequest,
  type ShopRequestSummary,
} from '../../../contract/shop/schemas';
import type { SessionUser } from '../../test/render-screen';

export const providerUser: SessionUser = {
  userId: 'usr-13700000001',
  orgId: 'org-anxin',
  name: '王芳',
  phonenumber: '13700000001',
  role: 'provider',
  enterpriseNumber: null,
  enterpriseName: null,
  departmentCode: null,
  departmentName: null,
  providerId: 'prv-anxin',
  providerName: '安信消防器材有限公司',
};

function line(id: string, overrides: Partial<CartLine> & { name: string; providerName: string }): CartLine {
  const { name, providerName, ...rest } = overrides;
  return {
    id,
    goods: {
      id: `goods-${id}`,
      categoryId: 'cat-fire',
      name,
      priceFen: rest.priceFen ?? 10000,
      image: '/api/shop/images/goods.svg',
      providerName,
      free: false,
      available: true,
    },
    specId: `spec-${id}`,
    specName: '标准',
    quantity: 1,
    priceFen: 10000,
    addedPriceFen: 10000,
    stock: 50,
    limit: 10,
    providerId: 'prv-anxin',
    issue: null,
    ...rest,
  };
}

export const extinguisher = line('1', {
  name: '4kg 干粉灭火器',
  providerName: '安信消防器材有限公司',
  quantity: 2,
  priceFen: 12000,
  addedPriceFen: 10000,
  issue: 'priceChanged',
});
export const firstAidKit = line('2', {
  name: '工作场所急救箱',
  providerName: '安信消防器材有限公司',
  specName: '20 人份',
  priceFen: 8800,
  addedPriceFen: 8800,
});
const legalLine = line('3', {
  name: '合规法律咨询',
  providerName: '市司法局公共法律服务中心',
  providerId: 'office-justice',
  priceFen: 0,
  addedPriceFen: 0,
});
export const legalAdvice: CartLine = { ...legalLine, goods: { ...legalLine.goods, free: true } };
export const notChosen = line('4', {
  name: '防鼠挡板',
  providerName: '洁康有害生物防治',
  providerId: 'prv-jiekang',
});

export const cart: Cart = { lines: [extinguisher, firstAidKit, legalAdvice, notChosen], count: 5 };

export const homeAddress: Address = {
  id: 'adr-1',
  contactName: '张伟',
  phone: '13800000001',
  regionCode: '440304001',
  regionName: '福田区 园岭街道',
  detail: '红荔路 8 号 1 楼',
  isDefault: true,
  version: 1,
};
export const shopAddress: Address = {
  ...homeAddress,
  id: 'adr-2',
  contactName: '李娜',
  phone: '13800000002',
  detail: '华强北路 100 号',
  isDefault: false,
};

export const sentRequest: ShopRequest = {
  id: 'srq-1',
  requestNumber: 'FW20261123000001',
  state: 'sent',
  providerName: '安信消防器材有限公司',
  buyerName: '张伟',
  enterpriseName: '深圳市鹏城食品有限公司',
  totalFen: 32800,
  lineCount: 2,
  firstGoodsName: '4kg 干粉灭火器',
  image: '/api/shop/images/goods.svg',
  preferredDate: '2026-11-25',
  preferredPeriod: 'afternoon',
  createdAt: '2026-11-23T02:00:00.000Z',
  version: 1,
  provider: { id: 'prv-anxin', name: '安信消防器材有限公司', kind: 'provider', phone: '0755-83000001' },
  lines: [
    {
      goodsId: 'goods-line-1',
      goodsName: '4kg 干粉灭火器',
      specName: '标准',
      image: '/api/shop/images/goods.svg',
      priceFen: 12000,
      quantity: 2,
    },
    {
      goodsId: 'goods-line-2',
      goodsName: '工作场所急救箱',
      specName: '20 人份',
      image: '/api/shop/images/goods.svg',
      priceFen: 8800,
      quantity: 1,
    },
  ],
  contactName: '张伟',
  phone: '13800000001',
  address: '福田区 园岭街道 红荔路 8 号 1 楼',
  note: '请先电话联系',
  reason: null,
  timeline: [{ action: 'send', actorName: '张伟', at: '2026-11-23T02:00:00.000Z', note: null }],
  allowedActions: ['cancel'],
};

export const legalRequest: ShopRequest = {
  ...sentRequest,
  id: 'srq-3',
  requestNumber: 'FW20261123000003',
  state: 'done',
  providerName: '市司法局公共法律服务中心',
  firstGoodsName: '合规法律咨询',
  lineCount: 1,
  totalFen: 0,
};

/** A request as a list shows it. */
export const summaryOf = (request: ShopRequest): ShopRequestSummary =>
  shopRequestSummarySchema.parse(request);
