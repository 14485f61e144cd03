import { defineMessages } from '../../lib/i18n/define-messages';

export const shellMessages = defineMessages({
  tabHome: { id: 'tabs.home', defaultMessage: '首页' },
  tabInspectionNotice: { id: 'tabs.inspectionNotice', defaultMessage: '执法通知' },
  tabComplaints: { id: 'tabs.complaints', defaultMessage: '投诉进度' },
  tabNotices: { id: 'tabs.notices', defaultMessage: '消息通知' },
  tabMy: { id: 'tabs.my', defaultMessage: '我的' },
  tabShop: { id: 'tabs.shop', defaultMessage: '商城' },
  tabShopRequests: { id: 'tabs.shopRequests', defaultMessage: '服务申请' },
  tabUnread: { id: 'tabs.unread', defaultMessage: '{title}，{count} 条未读' },
  tabBarLabel: { id: 'tabs.label', defaultMessage: '主导航' },
  working: { id: 'shell.working', defaultMessage: '正在处理请求' },
});
