import type { ServerMessages } from '../../http/server-messages';

export const visitMessages = {
  visitNotFound: { zh: '未找到该走访记录', en: 'No such visit' },
} satisfies ServerMessages;
