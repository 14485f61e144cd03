import type { ApiRoute } from '../route';

export const noticeRoutes = {
  listNotices: { method: 'GET', path: '/app/notice/list', access: 'supervision' },
  getNotice: { method: 'GET', path: '/app/notice/detail', access: 'supervision' },
  /** Sent by the detail screen once the notice is shown: reading it (a GET) changes nothing. */
  markNoticeRead: { method: 'POST', path: '/app/notice/read', access: 'enterprise' },
  acknowledgeNotice: { method: 'POST', path: '/app/notice/acknowledge', access: 'enterprise' },
  openDoorNotice: { method: 'POST', path: '/app/notice/door', access: 'officer' },
  verifyNotice: { method: 'POST', path: '/app/notice/verify', access: 'enterprise' },
} as const satisfies Record<string, ApiRoute>;
