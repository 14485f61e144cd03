import type { MessageDescriptor } from 'react-intl';
import { approvalMessages as m } from './messages';
import { addDays } from '../../../contract/city-calendar';
import {
  APPROVAL_START_MAX_DAYS_AHEAD,
  APPROVAL_WINDOW_MAX_DAYS,
  approvalWindowProblem,
  type ApprovalWindowProblem,
} from '../../../contract/inspection-approvals/rules';
import { requestInspectionApprovalInput } from '../../../contract/inspection-approvals/schemas';
import { defineContractForm } from '../../lib/forms/form-definition';

export interface ApprovalRequestValues {
  itemCodes?: string[];
  reason?: string;
  validFrom?: string;
  validTo?: string;
}

export interface ApprovalRequestContext {
  enterpriseNumber: string;
  /** The city's date today (`YYYY-MM-DD`): the window is judged from it, as the server judges it. */
  today: string;
}

/** A week from today: what most requests ask for; the officer may shorten or move it. */
export function newApprovalValues(today: string): ApprovalRequestValues {
  return { itemCodes: [], validFrom: today, validTo: addDays(today, 6) };
}

const windowMessages: Record<
  ApprovalWindowProblem,
  { field: 'validFrom' | 'validTo'; message: MessageDescriptor }
> = {
  startsInPast: { field: 'validFrom', message: m.startsInPast },
  startsTooLate: { field: 'validFrom', message: m.startsTooLate },
  endBeforeStart: { field: 'validTo', message: m.endBeforeStart },
  windowTooLong: { field: 'validTo', message: m.windowTooLong },
};

/** The officer's request for a department head's approval of one inspection of this enterprise beyond its allowance. */
export const approvalRequestForm = defineContractForm({
  schema: requestInspectionApprovalInput,
  toInput: (values: ApprovalRequestValues, context: ApprovalRequestContext, { requestId }) => ({
    clientRequestId: requestId,
    enterpriseNumber: context.enterpriseNumber,
    itemCodes: values.itemCodes ?? [],
    reason: values.reason?.trim() ?? '',
    validFrom: values.validFrom ?? '',
    validTo: values.validTo ?? '',
  }),
  fieldOf: (path) => {
    const [head] = path.split('.');
    return head === 'itemCodes' || head === 'reason' || head === 'validFrom' || head === 'validTo'
      ? [head]
      : null;
  },
  required: ['itemCodes', 'reason', 'validFrom', 'validTo'],
  check: (values, context) => {
    if (!values.validFrom || !values.validTo) return {};
    const problem = approvalWindowProblem(values.validFrom, values.validTo, context.today);
    if (!problem) return {};
    const { field, message } = windowMessages[problem];
    const days = problem === 'startsTooLate' ? APPROVAL_START_MAX_DAYS_AHEAD : APPROVAL_WINDOW_MAX_DAYS;
    return { [field]: { message, values: { days } } };
  },
  messages: {
    itemCodes: m.itemsRequired,
    reason: { required: m.reasonRequired },
    validFrom: { required: m.validFromRequired },
    validTo: { required: m.validToRequired },
  },
});
