import type { ServerMessages } from '../../http/server-messages';

export const szyMessages = {
  szyCodeInvalid: {
    zh: '深政易登录链接已失效，请回到深政易重新打开',
    en: 'This sign-in link has expired or was used already; open the service again from the workbench',
  },
  szyNotEnabled: {
    zh: '您的深政易账号尚未开通本服务',
    en: 'Your account is not enabled for this service',
  },
  szyOfficersOnly: {
    zh: '深政易中仅供执法人员使用',
    en: 'This entrance is for enforcement officers only',
  },
  szyUrlNotAllowed: {
    zh: '只能为本服务的页面签名',
    en: 'Only pages of this service can be signed',
  },
} satisfies ServerMessages;
