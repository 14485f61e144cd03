import { defineMessages } from '../i18n/define-messages';

export const hostSignInMessages = defineMessages({
  title: { id: 'hostSignIn.title', defaultMessage: '请通过门户登录' },
  redirecting: {
    id: 'hostSignIn.redirecting',
    defaultMessage: '本服务的登录由门户负责，正在前往门户的登录页面。',
  },
  noHostSignIn: {
    id: 'hostSignIn.noHostSignIn',
    defaultMessage: '本服务的登录由门户负责。请先在门户登录，再打开本服务。',
  },
  action: { id: 'hostSignIn.action', defaultMessage: '前往门户登录' },
});

export const signOutMessages = defineMessages({
  signOut: { id: 'signOut.action', defaultMessage: '退出登录' },
  signOutConfirm: { id: 'signOut.confirm', defaultMessage: '确定退出当前账号吗？' },
  signedOut: { id: 'signOut.done', defaultMessage: '已退出登录' },
  cancel: { id: 'signOut.cancel', defaultMessage: '取消' },
});
