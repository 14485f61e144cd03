import type { ServerMessages } from '../../http/server-messages';

export const szyMessages = {
  szyUrlNotAllowed: {
    zh: '只能为本服务的页面签名',
    en: 'Only pages of this service can be signed',
  },
} satisfies ServerMessages;
