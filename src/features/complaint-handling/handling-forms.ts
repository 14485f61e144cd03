import { handlingMessages as m } from './messages';
import type { ComplaintAction, RejectReason } from '../../../contract/complaints/rules';
import { complaintSchemas } from '../../../contract/complaints/schemas';
import { defineContractForm } from '../../lib/forms/form-definition';

/** The complaint a form acts on, at the version the officer sees. */
export interface HandlingContext {
  id: string;
  version: number;
}

/** An officer's forms; `review` is the supervisor's one form for `resolve` and `sendBack`. */
export const HANDLING_ACTIONS = [
  'accept',
  'reject',
  'reassign',
  'sign',
  'contact',
  'requestExtension',
  'decideExtension',
  'reply',
  'review',
] as const;
export type HandlingAction = (typeof HANDLING_ACTIONS)[number];

/** The forms to offer: exactly those the server's `allowedActions` allows this user, in the order of the work. */
export function offeredActions(allowed: readonly ComplaintAction[]): HandlingAction[] {
  const has = new Set<string>(allowed);
  return HANDLING_ACTIONS.filter((action) =>
    action === 'review' ? has.has('resolve') || has.has('sendBack') : has.has(action),
  );
}

const trimmed = (value: string | undefined) => value?.trim() ?? '';

export interface AcceptValues {
  departmentCode?: string;
  note?: string;
}
export const acceptForm = defineContractForm({
  schema: complaintSchemas.acceptComplaint.input,
  toInput: (values: AcceptValues, context: HandlingContext) => ({
    ...context,
    departmentCode: values.departmentCode ?? '',
    note: trimmed(values.note),
  }),
  required: ['departmentCode'],
});

export interface ReassignValues {
  departmentCode?: string;
  note?: string;
}
export const reassignForm = defineContractForm({
  schema: complaintSchemas.reassignComplaint.input,
  toInput: (values: ReassignValues, context: HandlingContext) => ({
    ...context,
    departmentCode: values.departmentCode ?? '',
    note: trimmed(values.note),
  }),
  required: ['departmentCode', 'note'],
});

export interface RejectValues {
  reason?: RejectReason;
  duplicateOf?: string;
  note?: string;
}
export const rejectForm = defineContractForm({
  schema: complaintSchemas.rejectComplaint.input,
  toInput: (values: RejectValues, context: HandlingContext) => ({
    ...context,
    reason: values.reason as RejectReason,
    duplicateOf: values.reason === 'duplicate' ? trimmed(values.duplicateOf) || undefined : undefined,
    note: trimmed(values.note),
  }),
  required: (values: RejectValues) =>
    values.reason === 'duplicate' ? ['reason', 'duplicateOf', 'note'] : ['reason', 'note'],
});

export const signForm = defineContractForm({
  schema: complaintSchemas.signComplaint.input,
  toInput: (_values: object, context: HandlingContext) => ({ ...context }),
});

export interface NoteValues {
  note?: string;
}
export const contactForm = defineContractForm({
  schema: complaintSchemas.recordComplaintContact.input,
  toInput: (values: NoteValues, context: HandlingContext) => ({ ...context, note: trimmed(values.note) }),
  required: ['note'],
});

export interface ExtensionValues {
  /** As typed: a number input gives text. */
  workingDays?: string;
  reason?: string;
}
export const extensionForm = defineContractForm({
  schema: complaintSchemas.requestComplaintExtension.input,
  toInput: (values: ExtensionValues, context: HandlingContext) => ({
    ...context,
    workingDays: Number(trimmed(values.workingDays)),
    reason: trimmed(values.reason),
  }),
  required: ['workingDays', 'reason'],
  messages: { workingDays: { invalid: m.workingDaysInvalid } },
});

export interface DecisionValues {
  decision?: 'approve' | 'refuse';
  note?: string;
}
export const decideExtensionForm = defineContractForm({
  schema: complaintSchemas.decideComplaintExtension.input,
  toInput: (values: DecisionValues, context: HandlingContext) => ({
    ...context,
    approve: values.decision === 'approve',
    note: trimmed(values.note),
  }),
  fieldOf: (path) => (path === 'approve' ? ['decision'] : [path]),
  required: ['decision'],
});

export interface ReplyValues {
  findings?: string;
  measures?: string;
}
export const replyForm = defineContractForm({
  schema: complaintSchemas.replyComplaint.input,
  toInput: (values: ReplyValues, context: HandlingContext) => ({
    ...context,
    findings: trimmed(values.findings),
    measures: trimmed(values.measures),
  }),
  required: ['findings', 'measures'],
});

export interface ReviewValues {
  decision?: 'resolve' | 'sendBack';
  note?: string;
}
export const reviewForm = defineContractForm({
  schema: complaintSchemas.reviewComplaint.input,
  toInput: (values: ReviewValues, context: HandlingContext) => ({
    ...context,
    decision: values.decision as 'resolve' | 'sendBack',
    note: trimmed(values.note),
  }),
  required: (values: ReviewValues) => (values.decision === 'sendBack' ? ['decision', 'note'] : ['decision']),
});
