import { registrationMessages as m } from './messages';
import { toRegistrationInput, type RegistrationForm } from './registration-rules';
import { findLateness, isTooShort } from '../../../contract/registrations/rules';
import { createRegistrationInput } from '../../../contract/registrations/schemas';
import { defineContractForm, type FieldPath } from '../../lib/forms/form-definition';
import { isTime, keepEmptyTimes, timeOrEpoch, timeRangeProblems } from '../../lib/forms/time-range';

export type RegistrationContext = Omit<Parameters<typeof toRegistrationInput>[1], 'clientRequestId'>;

const isLate = (values: Partial<RegistrationForm>) =>
  isTime(values.startedAt) && findLateness(new Date(values.startedAt)) === 'late';

/** Every excepted kind names what it answers, but the visit of an appointment, which is its own reference. */
const needsReference = (values: Partial<RegistrationForm>, context: RegistrationContext) =>
  !context.appointmentId && values.caseReason !== undefined;

/** Contract paths to form fields; "no item checked" shows on the first item, where the officer starts. */
export function registrationFieldOf(
  path: string,
  context: Pick<RegistrationContext, 'items'>,
): FieldPath | null {
  const [head, index, rest] = path.split('.');
  if (!head) return null;
  if (head === 'officers') return ['officerIds'];
  if (head === 'items') return context.items[0] ? ['results', context.items[0].code] : null;
  if (head === 'problems' && index !== undefined)
    return ['problems', Number(index), rest === 'photoIds' ? 'photos' : (rest ?? 'description')];
  return [head];
}

/** An officer's on-site registration: only the fields of the chosen type count, a late one needs a reason. */
export const registrationForm = defineContractForm({
  schema: createRegistrationInput,
  toInput: (values: Partial<RegistrationForm>, context: RegistrationContext, { requestId }) => {
    // a missing time is reported as required; the payload builder needs a date to work with meanwhile
    const input = toRegistrationInput(
      {
        officerIds: [],
        type: 'triggered',
        results: {},
        problems: [],
        ...values,
        startedAt: timeOrEpoch(values.startedAt),
        endedAt: timeOrEpoch(values.endedAt),
      },
      { ...context, clientRequestId: requestId },
    );
    return context.checkedInAt ? input : keepEmptyTimes(input, values);
  },
  fieldOf: registrationFieldOf,
  required: (values, context) => [
    'officerIds',
    'type',
    ...(context.checkedInAt ? [] : ['startedAt', 'endedAt']),
    'problems.*.description',
    'problems.*.rectification',
    ...(values.type === 'routine' ? ['planId'] : []),
    ...(values.type === 'triggered' ? ['triggerReason'] : []),
    ...(values.type === 'case' ? ['caseReason'] : []),
    ...(values.type === 'case' && needsReference(values, context) ? ['caseReference'] : []),
    ...(context.typed ? ['typedReason'] : []),
    ...(isLate(values) ? ['lateReason'] : []),
  ],
  check: (values, context) => {
    if (context.checkedInAt) {
      const since = new Date(context.checkedInLocallyAt ?? context.checkedInAt);
      return isTooShort(since, new Date()) ? { endedAt: m.tooShortSinceCheckIn } : {};
    }
    const problems = timeRangeProblems(values, m);
    if (!problems.endedAt && isTime(values.startedAt) && isTime(values.endedAt))
      if (isTooShort(new Date(values.startedAt), new Date(values.endedAt))) problems.endedAt = m.tooShort;
    return problems;
  },
  messages: {
    officerIds: m.officersRequired,
    planId: m.planRequired,
    triggerReason: m.triggerReasonRequired,
    caseReason: m.caseReasonRequired,
    caseReference: m.caseReferenceRequired,
    typedReason: m.typedReasonRequired,
    'results.*': m.itemsRequired,
    'problems.*.description': m.problemDescriptionRequired,
    'problems.*.rectification': m.rectificationRequired,
    lateReason: m.lateReasonRequired,
  },
});
