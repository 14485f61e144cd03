import type { RegionNode } from '../../../contract/api-schemas';
import type { Address } from '../../../contract/shop/schemas';

export const regionTree: RegionNode[] = [
  {
    code: '440305',
    name: '南山区',
    children: [
      { code: '440305001', name: '粤海街道' },
      { code: '440305002', name: '南头街道' },
    ],
  },
  { code: '440304', name: '福田区', children: [{ code: '440304001', name: '华富街道' }] },
];

export const officeAddress: Address = {
  id: 'adr-1',
  contactName: '张伟',
  phone: '13800000001',
  regionCode: '440305001',
  regionName: '南山区 粤海街道',
  detail: '科技园科苑路 15 号 1 栋 101',
  isDefault: false,
  version: 2,
};

export const shopAddress: Address = {
  id: 'adr-2',
  contactName: '李娜',
  phone: '0755-12345678',
  regionCode: '440304001',
  regionName: '福田区 华富街道',
  detail: '深南中路 3024 号鹏城食品门店',
  isDefault: true,
  version: 5,
};
