import { visitMessages as m } from './messages';
import { toVisitInput, visitFieldName, type VisitFormValues, type VisitTarget } from './visit-input';
import { isVisitTooOld } from '../../../contract/visits/rules';
import { createVisitInput } from '../../../contract/visits/schemas';
import { defineContractForm } from '../../lib/forms/form-definition';
import { keepEmptyTimes, timeOrEpoch, timeRangeProblems } from '../../lib/forms/time-range';
import type { Place } from '../../lib/geo/current-place';

export interface VisitContext {
  target: VisitTarget;
  /** The device position: undefined while locating, null when it could not be found. */
  located: Place | null | undefined;
}

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
        startedAt: timeOrEpoch(values.startedAt),
        endedAt: timeOrEpoch(values.endedAt),
      },
      context.target,
      context.located,
      requestId,
    );
    return keepEmptyTimes(input, values);
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
  check: (values) => timeRangeProblems(values, m, isVisitTooOld),
  messages: {
    purpose: m.purposeRequired,
    place: m.placeRequired,
    name: m.enterpriseNameRequired,
    address: m.addressRequired,
    contactPhone: m.contactPhoneInvalid,
  },
});
