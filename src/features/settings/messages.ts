import { defineMessages } from '../../lib/i18n/define-messages';

export const settingMessages = defineMessages({
  title: { id: 'settings.title', defaultMessage: '设置' },
  language: { id: 'settings.language', defaultMessage: '语言 / Language' },
  textSizeHint: {
    id: 'settings.textSizeHint',
    defaultMessage: '大字将所有文字放大到 1.3 倍，只对本机有效；浏览器设置的字号同样生效。',
  },
  cache: { id: 'settings.cache', defaultMessage: '缓存数据' },
  cacheHint: {
    id: 'settings.cacheHint',
    defaultMessage:
      '清除本机保存的页面数据，各页面会重新从服务器读取。不会退出登录，也不会删除您未提交的内容。',
  },
  clearCache: { id: 'settings.clearCache', defaultMessage: '清除缓存' },
  cleared: {
    id: 'settings.cleared',
    defaultMessage: '已清除缓存：页面数据将重新读取，另删除本机保存的 {entries} 项数据（{size}）。',
  },
  about: { id: 'settings.about', defaultMessage: '关于' },
  version: { id: 'settings.version', defaultMessage: '版本' },
  licences: { id: 'settings.licences', defaultMessage: '使用的开源软件及其许可证' },
  signOut: { id: 'settings.signOut', defaultMessage: '退出登录' },
  portalManaged: {
    id: 'settings.portalManaged',
    defaultMessage: '您通过城市门户登录，如需退出或切换账号请在门户中操作',
  },
});
