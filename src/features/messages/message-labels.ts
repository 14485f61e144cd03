import type { MessageDescriptor } from 'react-intl';
import { messageCenterMessages as m } from './messages';
import type { MessageBox, MessageKind, NoticeAudience } from '../../../contract/messages/rules';
import type { Message } from '../../../contract/messages/schemas';
import { paths, type PathName } from '../../lib/paths';

export const kindLabels: Record<MessageKind, MessageDescriptor> = {
  systemNotice: m.kindSystemNotice,
  noticeReceived: m.kindNoticeReceived,
  registrationMade: m.kindRegistrationMade,
  evaluationReminder: m.kindEvaluationReminder,
  planSubmitted: m.kindPlanSubmitted,
  planApproved: m.kindPlanApproved,
  planReturned: m.kindPlanReturned,
  planCancelled: m.kindPlanCancelled,
  approvalAction: m.kindApprovalAction,
  approvalUpdated: m.kindApprovalUpdated,
  emergencyReviewAction: m.kindEmergencyReviewAction,
  emergencyReviewUpdated: m.kindEmergencyReviewUpdated,
  complaintUpdated: m.kindComplaintUpdated,
  complaintAction: m.kindComplaintAction,
  complaintReminder: m.kindComplaintReminder,
  complaintOverdue: m.kindComplaintOverdue,
  appointmentUpdated: m.kindAppointmentUpdated,
  appointmentAction: m.kindAppointmentAction,
  shopRequestUpdated: m.kindShopRequestUpdated,
  shopRequestAction: m.kindShopRequestAction,
};

export const boxLabels: Record<MessageBox, MessageDescriptor> = {
  system: m.boxSystem,
  personal: m.boxPersonal,
};

export const audienceLabels: Record<NoticeAudience, MessageDescriptor> = {
  all: m.audienceAll,
  enterprise: m.audienceEnterprise,
  officer: m.audienceOfficer,
};

/**
 * The address of a message's subject, when its link names a screen this build has (the server stores route names
 * of `paths.ts`; a name from a newer or older build, or a screen not built yet, gets no button).
 */
export function subjectHref(link: Message['link'], available: ReadonlySet<PathName>): string | null {
  if (!link || !Object.prototype.hasOwnProperty.call(paths, link.path)) return null;
  const name = link.path as PathName;
  if (!available.has(name)) return null;
  const href = paths[name].href as (query?: Record<string, string>) => string;
  return href(link.params);
}
