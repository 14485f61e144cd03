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
});
