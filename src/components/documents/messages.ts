import { defineMessages } from '../../lib/i18n/define-messages';

export const documentLinkMessages = defineMessages({
  documents: { id: 'components.documents.title', defaultMessage: '文书' },
  receipt: { id: 'components.documents.receipt', defaultMessage: '检查回执' },
  receiptImages: { id: 'components.documents.receiptImages', defaultMessage: '回执图片' },
  notice: { id: 'components.documents.notice', defaultMessage: '通知书文书' },
  decision: { id: 'components.documents.decision', defaultMessage: '处理决定书' },
  lookUpLaw: { id: 'components.documents.lookUpLaw', defaultMessage: '查询法律条文' },
});
