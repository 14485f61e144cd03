import { defineMessages } from '../i18n/define-messages';

export const commonMessages = defineMessages({
  loading: { id: 'common.loading', defaultMessage: '加载中' },
  failedTitle: { id: 'common.failedTitle', defaultMessage: '加载失败' },
  retry: { id: 'common.retry', defaultMessage: '重试' },
  emptyTitle: { id: 'common.emptyTitle', defaultMessage: '暂无数据' },
});
