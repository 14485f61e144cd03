import { defineMessages } from '../i18n/define-messages';

export const httpMessages = defineMessages({
  networkDown: { id: 'http.networkDown', defaultMessage: '网络已断开，请检查网络状态' },
  timeout: { id: 'http.timeout', defaultMessage: '请求超时，请稍后重试' },
  tokenExpired: { id: 'http.tokenExpired', defaultMessage: '登录凭证已过期，正在重新登录' },
  requestFailed: { id: 'http.requestFailed', defaultMessage: '请求失败（{status}）' },
  working: { id: 'http.working', defaultMessage: '正在加载' },
});
