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
  push: { id: 'settings.push', defaultMessage: '消息推送' },
  pushHint: {
    id: 'settings.pushHint',
    defaultMessage:
      '关闭后，该类消息不再以推送或短信发给您，但仍会保存在消息中心，随时可以查看。系统通知只在消息中心发布，不推送。',
  },
  topicSystem: { id: 'settings.topic.system', defaultMessage: '系统通知' },
  topicInspections: { id: 'settings.topic.inspections', defaultMessage: '检查与通知书' },
  topicPlans: { id: 'settings.topic.plans', defaultMessage: '执法计划' },
  topicComplaints: { id: 'settings.topic.complaints', defaultMessage: '投诉与意见' },
  topicAppointments: { id: 'settings.topic.appointments', defaultMessage: '预约上门' },
  topicShop: { id: 'settings.topic.shop', defaultMessage: '服务申请' },
  pushSaveFailed: { id: 'settings.pushSaveFailed', defaultMessage: '推送设置未保存，已恢复原设置。{reason}' },
  about: { id: 'settings.about', defaultMessage: '关于' },
  version: { id: 'settings.version', defaultMessage: '版本' },
  licences: { id: 'settings.licences', defaultMessage: '使用的开源软件及其许可证' },
  signOut: { id: 'settings.signOut', defaultMessage: '退出登录' },
  portalManaged: {
    id: 'settings.portalManaged',
    defaultMessage: '您通过城市门户登录，如需退出或切换账号请在门户中操作',
  },
});
