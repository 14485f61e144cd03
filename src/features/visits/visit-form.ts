import type { MessageDescriptor } from 'react-intl';
import { visitMessages as m } from './messages';
import { toVisitInput, visitFieldName, type VisitFormValues, type VisitTarget } from './visit-input';
import { findEndTimeProblem } from '../../../contract/time-rules';
import { createVisitInput } from '../../../contract/visits/schemas';
import { defineContractForm } from '../../lib/forms/form-definition';
import type { Place } from '../../lib/geo/current-place';

export interface VisitContext {
  target: VisitTarget;
  /** The device position: undefined while locating, null when it could not be found. */
  located: Place | null | undefined;
}

const isTime = (value?: string): value is string => Boolean(value && !Number.isNaN(Date.parse(value)));

/** A service visit, to a scanned enterprise or to one without a code (whose name and address are asked). */
export const visitForm = defineContractForm({
  schema: createVisitInput,
  toInput: (values: Partial<VisitFormValues>, context: VisitContext, { requestId }) => {
    // a missing time is reported as required; the payload builder needs a date to work with meanwhile
    const input = toVisitInput(
      {
        purpose: '',
        place: '',
        ...values,
        startedAt: isTime(values.startedAt) ? values.startedAt : new Date(0).toISOString(),
        endedAt: isTime(values.endedAt) ? values.endedAt : new Date(0).toISOString(),
      },
      context.target,
      context.located,
      requestId,
    );
    return {
      ...input,
      startedAt: isTime(values.startedAt) ? input.startedAt : '',
      endedAt: isTime(values.endedAt) ? input.endedAt : '',
    };
  },
  fieldOf: (path) => [visitFieldName(path).split('.')[0] ?? path],
  // The contract allows an empty place text; a visit without any place is refused here.
  required: (_values, context) => [
    'purpose',
    'place',
    'startedAt',
    'endedAt',
    ...(context.target === 'outside' ? ['name', 'address'] : []),
  ],
  check: (values) => {
    const problems: Record<string, MessageDescriptor> = {};
    if (isTime(values.startedAt) && isTime(values.endedAt)) {
      const problem = findEndTimeProblem(new Date(values.startedAt), new Date(values.endedAt));
      if (problem) problems.endedAt = problem === 'endBeforeStart' ? m.endBeforeStart : m.endInFuture;
    }
    return problems;
  },
  messages: {
    purpose: m.purposeRequired,
    place: m.placeRequired,
    name: m.enterpriseNameRequired,
    address: m.addressRequired,
    contactPhone: m.contactPhoneInvalid,
  },
});
