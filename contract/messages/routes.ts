import type { ApiRoute } from '../route';

export const messageRoutes = {
  listMessages: { method: 'GET', path: '/app/message/list', access: 'session' },
  getMessage: { method: 'GET', path: '/app/message/detail', access: 'session' },
  markMessagesRead: { method: 'POST', path: '/app/message/read', access: 'session' },
  getUnreadCounts: { method: 'GET', path: '/app/message/unread', access: 'session' },
  publishSystemNotice: { method: 'POST', path: '/app/message/publish', access: 'supervisor' },
} as const satisfies Record<string, ApiRoute>;
