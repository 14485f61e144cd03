import { defineMessages } from '../../lib/i18n/define-messages';

export const sessionMessages = defineMessages({
  title: { id: 'login.title', defaultMessage: '登录' },
  subtitle: { id: 'login.subtitle', defaultMessage: '使用手机号和密码登录行政执法监督码' },
  phone: { id: 'login.phone', defaultMessage: '手机号' },
  phonePlaceholder: { id: 'login.phonePlaceholder', defaultMessage: '请输入 11 位手机号' },
  phoneRequired: { id: 'login.phoneRequired', defaultMessage: '请输入手机号' },
  phoneInvalid: { id: 'login.phoneInvalid', defaultMessage: '请输入正确的手机号' },
  password: { id: 'login.password', defaultMessage: '密码' },
  passwordPlaceholder: { id: 'login.passwordPlaceholder', defaultMessage: '请输入密码' },
  passwordRequired: { id: 'login.passwordRequired', defaultMessage: '请输入密码' },
  submit: { id: 'login.submit', defaultMessage: '登录' },
  success: { id: 'login.success', defaultMessage: '登录成功' },
  testAccounts: { id: 'login.testAccounts', defaultMessage: '开发测试账号' },
  testAccountsHint: { id: 'login.testAccountsHint', defaultMessage: '仅开发环境提供，点击即可登录' },
  roleEnterprise: { id: 'login.role.enterprise', defaultMessage: '企业' },
  roleOfficer: { id: 'login.role.officer', defaultMessage: '执法人员' },
});
