import type { MessageDescriptor } from 'react-intl';
import { complaintMessages as m } from './messages';
import type {
  ComplaintCategory,
  ComplaintKind,
  ComplaintState,
  ComplaintStep,
  ComplaintSubjectType,
  RejectReason,
} from '../../../contract/complaints/rules';
import type { ComplaintDetail, ComplaintEvent } from '../../../contract/complaints/schemas';

export const kindLabels: Record<ComplaintKind, MessageDescriptor> = {
  complaint: m.kindComplaint,
  opinion: m.kindOpinion,
};

export const stateLabels: Record<ComplaintState, MessageDescriptor> = {
  submitted: m.stateSubmitted,
  assigned: m.stateAssigned,
  handling: m.stateHandling,
  reviewing: m.stateReviewing,
  replied: m.stateReplied,
  resolved: m.stateResolved,
  notAccepted: m.stateNotAccepted,
  duplicate: m.stateDuplicate,
  withdrawn: m.stateWithdrawn,
};

/** The state tag's colour repeats what its text says; each closed state keeps its own words. */
export const stateColors: Record<ComplaintState, 'default' | 'primary' | 'success' | 'warning'> = {
  submitted: 'primary',
  assigned: 'primary',
  handling: 'primary',
  reviewing: 'primary',
  replied: 'warning',
  resolved: 'success',
  notAccepted: 'default',
  duplicate: 'default',
  withdrawn: 'default',
};

export const categoryLabels: Record<ComplaintCategory, MessageDescriptor> = {
  noScan: m.categoryNoScan,
  outsideList: m.categoryOutsideList,
  tooFrequent: m.categoryTooFrequent,
  misconduct: m.categoryMisconduct,
  feesOrGifts: m.categoryFeesOrGifts,
  other: m.categoryOther,
};

/** What a timeline event says happened: every action, the submission and a missed deadline. */
export const actionLabels: Record<ComplaintEvent['action'], MessageDescriptor> = {
  submit: m.actionSubmit,
  accept: m.actionAccept,
  reject: m.actionReject,
  reassign: m.actionReassign,
  withdraw: m.actionWithdraw,
  sign: m.actionSign,
  contact: m.actionContact,
  requestExtension: m.actionRequestExtension,
  decideExtension: m.actionDecideExtension,
  reply: m.actionReply,
  resolve: m.actionResolve,
  sendBack: m.actionSendBack,
  rate: m.actionRate,
  addInformation: m.actionAddInformation,
  close: m.actionClose,
  overdue: m.actionOverdue,
};

/** The deadline a step owes, as the badge names it ("受理期限"). */
export const stepLabels: Record<ComplaintStep, MessageDescriptor> = {
  accept: m.stepAccept,
  sign: m.stepSign,
  contact: m.stepContact,
  reply: m.stepReply,
  review: m.stepReview,
  rate: m.stepRate,
};

export const rejectReasonLabels: Record<RejectReason, MessageDescriptor> = {
  outOfScope: m.rejectOutOfScope,
  duplicate: m.rejectDuplicate,
  insufficientInformation: m.rejectInsufficientInformation,
};

export const subjectLabels: Record<ComplaintSubjectType, MessageDescriptor> = {
  registration: m.subjectRegistration,
  noScan: m.subjectNoScan,
  notice: m.subjectNotice,
  warning: m.subjectWarning,
  none: m.subjectNone,
};

type WarningKind = NonNullable<ComplaintDetail['subject']['warning']>['kind'];
export const warningLabels: Record<WarningKind, MessageDescriptor> = {
  daily: m.warningDaily,
  weekly: m.warningWeekly,
  monthly: m.warningMonthly,
  no_findings_streak: m.warningStreak,
  annual_cap: m.warningCap,
};

type ExtensionState = NonNullable<ComplaintDetail['extension']>['state'];
export const extensionStateLabels: Record<ExtensionState, MessageDescriptor> = {
  requested: m.extensionRequested,
  approved: m.extensionApproved,
  refused: m.extensionRefused,
};

/** Said when the server names no one (it normally gives the department's name, "complainant" or "system"). */
export const actorLabels: Record<ComplaintEvent['actor'], MessageDescriptor> = {
  complainant: m.actorComplainant,
  department: m.actorDepartment,
  supervisor: m.actorSupervisor,
  system: m.actorSystem,
};
