import type { ServerMessages } from '../../http/server-messages';

export const documentMessages = {
  documentNotFound: {
    zh: '文件不存在或您无权查看',
    en: 'The document does not exist or you may not see it',
  },
} satisfies ServerMessages;
