import type { ServerMessages } from '../../http/server-messages';

export const supervisionCodeMessages = {
  codeInvalid: { zh: '二维码无效或已被篡改', en: 'This code is invalid or has been altered' },
  codeRevoked: {
    zh: '该监督码已作废，请企业出示最新的监督码',
    en: 'This code has been revoked; ask the enterprise for its current code',
  },
  scanNotFound: { zh: '未找到本人的该条扫码记录', en: 'No scan of yours with this id' },
  scanMismatch: {
    zh: '扫码记录与所选企业或用途不一致',
    en: 'The scan does not belong to this enterprise or purpose',
  },
} satisfies ServerMessages;
