import type { ServerMessages } from '../../http/server-messages';

export const messageCenterMessages = {
  messageNotFound: { zh: '未找到该消息', en: 'No such message' },
} satisfies ServerMessages;
