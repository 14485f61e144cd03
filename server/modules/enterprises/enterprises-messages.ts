import type { ServerMessages } from '../../http/server-messages';

export const enterpriseMessages = {
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
