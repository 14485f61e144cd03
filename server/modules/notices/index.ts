export { issueAdvanceNotices } from './advance-notices';
export { toNoticeDetail } from './notice-detail';
export { isTokenExpired, verifyNoticeToken } from './notice-token';
export { findNotice, listItems } from './notices-queries';
export { registerNoticeRoutes } from './notices-routes';
export { findVisibleNotice } from './notices-service';
