import type { Role } from '../session/schemas';

/**
 * The message center: every kind of message a user can receive. A module that notifies a user adds its kind here
 * (and its texts on the server); the box decides the tab it shows under.
 */
export const MESSAGE_KINDS = [
  'systemNotice',
  'noticeReceived',
  'registrationMade',
  'evaluationReminder',
  'planSubmitted',
  'planApproved',
  'planReturned',
  'planCancelled',
  /** An officer asks this department head's prior approval of an inspection beyond an enterprise's allowance. */
  'approvalAction',
  /** The department head approved or refused the officer's request. */
  'approvalUpdated',
  /** An emergency inspection waits for the supervision office's review (supervisors). */
  'emergencyReviewAction',
  /** The supervision office upheld or did not uphold the officer's emergency inspection. */
  'emergencyReviewUpdated',
  /** Something changed on the complainant's complaint. */
  'complaintUpdated',
  /** A complaint asks something of this officer (accept, sign, reply, review, an extension). */
  'complaintAction',
  'complaintReminder',
  'complaintOverdue',
  /** Something changed on the enterprise's appointment (confirmed, a time proposed, declined, expired...). */
  'appointmentUpdated',
  /** An appointment asks something of the department (a new or changed request, an answer to a proposal). */
  'appointmentAction',
  /** The provider confirmed, completed or declined the buyer's service request. */
  'shopRequestUpdated',
  /** A service request asks something of the provider (a new request, a cancellation). */
  'shopRequestAction',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_BOXES = ['system', 'personal'] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

export function boxOf(kind: MessageKind): MessageBox {
  return kind === 'systemNotice' ? 'system' : 'personal';
}

/** What a user chooses by when muting delivery outside the app (push, SMS); every kind belongs to one. */
export const MESSAGE_TOPICS = [
  'system',
  'inspections',
  'plans',
  'complaints',
  'appointments',
  'shop',
] as const;
export type MessageTopic = (typeof MESSAGE_TOPICS)[number];

const TOPIC_OF_KIND: Record<MessageKind, MessageTopic> = {
  systemNotice: 'system',
  noticeReceived: 'inspections',
  registrationMade: 'inspections',
  evaluationReminder: 'inspections',
  planSubmitted: 'plans',
  planApproved: 'plans',
  planReturned: 'plans',
  planCancelled: 'plans',
  approvalAction: 'plans',
  approvalUpdated: 'plans',
  emergencyReviewAction: 'plans',
  emergencyReviewUpdated: 'plans',
  complaintUpdated: 'complaints',
  complaintAction: 'complaints',
  complaintReminder: 'complaints',
  complaintOverdue: 'complaints',
  appointmentUpdated: 'appointments',
  appointmentAction: 'appointments',
  shopRequestUpdated: 'shop',
  shopRequestAction: 'shop',
};

export function topicOf(kind: MessageKind): MessageTopic {
  return TOPIC_OF_KIND[kind];
}

/**
 * The topics whose messages a role is sent outside the app, in the order settings shows them: enterprise users
 * (merchants too) hear of inspections, their complaints, appointments and service requests; officers of plans,
 * complaints and appointments; providers of service requests. `system` is no role's: a system notice is read in the
 * app only and never pushed (publishSystemNotice), so muting it would change nothing.
 */
export const ROLE_TOPICS: Record<Role, readonly MessageTopic[]> = {
  enterprise: ['inspections', 'complaints', 'appointments', 'shop'],
  officer: ['plans', 'complaints', 'appointments'],
  provider: ['shop'],
};

/** Who a supervisor's system notice goes to. */
export const NOTICE_AUDIENCES = ['all', 'enterprise', 'officer'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

export const MESSAGE_PAGE_SIZE = 20;
