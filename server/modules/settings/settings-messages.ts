import type { ServerMessages } from '../../http/server-messages';

export const settingMessages = {
  settingsTopicNotOfRole: {
    zh: '不是您的账号可以设置的消息类别',
    en: 'is not a message topic your account can set',
  },
  settingsTopicRepeated: { zh: '重复出现，每个消息类别只能列出一次', en: 'is listed more than once' },
} satisfies ServerMessages;
