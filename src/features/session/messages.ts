import { defineMessages } from '../../lib/i18n/define-messages';

export const sessionMessages = defineMessages({
  title: { id: 'session.title', defaultMessage: '登录' },
  subtitle: { id: 'session.subtitle', defaultMessage: '使用手机号和密码登录行政执法监督码' },
  phone: { id: 'session.phone', defaultMessage: '手机号' },
  phonePlaceholder: { id: 'session.phonePlaceholder', defaultMessage: '请输入 11 位手机号' },
  phoneRequired: { id: 'session.phoneRequired', defaultMessage: '请输入手机号' },
  phoneInvalid: { id: 'session.phoneInvalid', defaultMessage: '请输入正确的手机号' },
  password: { id: 'session.password', defaultMessage: '密码' },
  passwordPlaceholder: { id: 'session.passwordPlaceholder', defaultMessage: '请输入密码' },
  passwordRequired: { id: 'session.passwordRequired', defaultMessage: '请输入密码' },
  submit: { id: 'session.submit', defaultMessage: '登录' },
  success: { id: 'session.success', defaultMessage: '登录成功' },
  testAccounts: { id: 'session.testAccounts', defaultMessage: '开发测试账号' },
  testAccountsHint: { id: 'session.testAccountsHint', defaultMessage: '仅开发环境提供，点击即可登录' },
  roleEnterprise: { id: 'session.role.enterprise', defaultMessage: '企业' },
  roleOfficer: { id: 'session.role.officer', defaultMessage: '执法人员' },
  szyCodeInvalidTitle: { id: 'session.szy.codeInvalid.title', defaultMessage: '登录链接已失效' },
  szyCodeInvalidBody: {
    id: 'session.szy.codeInvalid.body',
    defaultMessage:
      '深政易的登录链接只能使用一次，并在 5 分钟后失效。请回到深政易工作台，重新打开“执法监督码”。',
  },
  szyNotEnabledTitle: { id: 'session.szy.notEnabled.title', defaultMessage: '您的账号尚未开通本服务' },
  szyNotEnabledBody: {
    id: 'session.szy.notEnabled.body',
    defaultMessage:
      '您的深政易账号还没有关联执法人员账号。请联系本单位的系统管理员开通，开通后重新打开即可使用。',
  },
  szyOfficersOnlyTitle: {
    id: 'session.szy.officersOnly.title',
    defaultMessage: '深政易入口仅供执法人员使用',
  },
  szyOfficersOnlyBody: {
    id: 'session.szy.officersOnly.body',
    defaultMessage:
      '这个账号是企业账号。企业和商户请在企业服务应用中打开执法监督码，查看检查记录、评价和投诉。',
  },
  szyUnavailableTitle: { id: 'session.szy.unavailable.title', defaultMessage: '暂时无法通过深政易登录' },
  szyUnavailableBody: {
    id: 'session.szy.unavailable.body',
    defaultMessage: '深政易或本服务暂时没有响应，请稍后重试。',
  },
  szyRetry: { id: 'session.szy.retry', defaultMessage: '重新登录' },
});
