import type { ServerMessages } from '../../http/server-messages';

export const visitMessages = {
  visitNotFound: { zh: '未找到该走访记录', en: 'No such visit' },
  visitBackfillLimit: {
    zh: '走访开始已超过10天，超出补录期限，无法登记',
    en: 'This visit started more than 10 days ago, beyond the 10-day back-fill limit',
  },
} satisfies ServerMessages;
