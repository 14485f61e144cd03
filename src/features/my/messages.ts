import { defineMessages } from '../../lib/i18n/define-messages';

export const myMessages = defineMessages({
  title: { id: 'my.title', defaultMessage: '我的' },
  notSignedIn: { id: 'my.notSignedIn', defaultMessage: '未登录' },
  signIn: { id: 'my.signIn', defaultMessage: '去登录' },
  roleEnterprise: { id: 'my.role.enterprise', defaultMessage: '企业用户' },
  roleOfficer: { id: 'my.role.officer', defaultMessage: '执法人员' },
  enterprise: { id: 'my.enterprise', defaultMessage: '所属企业' },
  enterpriseNumber: { id: 'my.enterpriseNumber', defaultMessage: '企业编号' },
  noEnterprise: { id: 'my.noEnterprise', defaultMessage: '尚未登记企业' },
  department: { id: 'my.department', defaultMessage: '所属部门' },
  phone: { id: 'my.phone', defaultMessage: '手机号' },
  language: { id: 'my.language', defaultMessage: '语言 / Language' },
  cart: { id: 'my.cart', defaultMessage: '购物车商品' },
  logout: { id: 'my.logout', defaultMessage: '退出登录' },
  logoutConfirm: { id: 'my.logoutConfirm', defaultMessage: '确定退出当前账号吗？' },
  loggedOut: { id: 'my.loggedOut', defaultMessage: '已退出登录' },
  portalManaged: { id: 'my.portalManaged', defaultMessage: '您通过城市门户登录，如需切换账号请在门户中操作' },
});
