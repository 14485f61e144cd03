import type { ServerMessages } from '../../http/server-messages';

export const enterpriseMessages = {
  reasonPlaceImprecise: {
    zh: '定位精度不足 100 米：请到室外重新定位，或不填定位',
    en: 'is not precise to 100 m: locate again outdoors, or leave it out',
  },
  creditCodeTaken: {
    zh: '该统一社会信用代码已登记，请勿重复登记',
    en: 'This unified social credit code is already registered',
  },
  regionUnknown: {
    zh: '所选区域不存在，请重新选择',
    en: 'The selected region does not exist, please choose again',
  },
  alreadyHasEnterprise: { zh: '当前账号已绑定企业', en: 'This account already belongs to an enterprise' },
  noEnterprise: { zh: '当前账号尚未登记企业', en: 'This account has no enterprise yet' },
  enterpriseNotFound: { zh: '未找到该企业', en: 'No enterprise with this number' },
} satisfies ServerMessages;
