/** Inspection notices (行政检查通知书): what a verification checks, and how long the door notice's QR is valid. */
export const NOTICE_KINDS = ['advance', 'door'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The checks an enterprise sees, in this order; any failed one makes the result red. */
export const NOTICE_CHECKS = [
  'genuine',
  'notExpired',
  'forThisEnterprise',
  'planApproved',
  'withinPeriod',
  'officersCertified',
  'itemsPublished',
  'withinCap',
] as const;
export type NoticeCheck = (typeof NOTICE_CHECKS)[number];

/** The QR an officer shows at the door stays valid this long after it was opened. */
export const DOOR_NOTICE_VALID_MS = 4 * 3_600_000;
