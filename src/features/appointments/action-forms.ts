import { slotOfKey, type SlotKey } from './appointment-form';
import { appointmentMessages as m } from './messages';
import {
  APPOINTMENT_MIN_OFFICERS,
  type AppointmentKind,
  type AppointmentPeriod,
} from '../../../contract/appointments/rules';
import { appointmentSchemas } from '../../../contract/appointments/schemas';
import type { Versioned } from '../../lib/forms/action-panel';
import { defineContractForm } from '../../lib/forms/form-definition';

const trimmed = (value: string | undefined) => value?.trim() ?? '';
const optional = (value: string | undefined) => trimmed(value) || undefined;

export interface ReasonValues {
  reason?: string;
}
export const cancelForm = defineContractForm({
  schema: appointmentSchemas.cancelAppointment.input,
  toInput: (values: ReasonValues, context: Versioned) => ({ ...context, reason: optional(values.reason) }),
});
export const declineForm = defineContractForm({
  schema: appointmentSchemas.declineAppointment.input,
  toInput: (values: ReasonValues, context: Versioned) => ({ ...context, reason: trimmed(values.reason) }),
  required: ['reason'],
  messages: { reason: { required: m.reasonRequired } },
});
export const cancelByDepartmentForm = defineContractForm({
  schema: appointmentSchemas.cancelAppointmentByDepartment.input,
  toInput: (values: ReasonValues, context: Versioned) => ({ ...context, reason: trimmed(values.reason) }),
  required: ['reason'],
  messages: { reason: { required: m.reasonRequired } },
});

/** Enough officers for the kind of visit (the contract caps them; the server checks they are the department's). */
const officersCheck = (kind: AppointmentKind) => (values: { officerIds?: string[] }) =>
  (values.officerIds ?? []).length > 0 && (values.officerIds ?? []).length < APPOINTMENT_MIN_OFFICERS[kind]
    ? { officerIds: m.officersTooFew }
    : {};
const officersMessages = { officerIds: { required: m.officersTooFew, invalid: m.officersTooFew } };

export interface ConfirmValues {
  slot?: SlotKey;
  officerIds?: string[];
}
/** One of the enterprise's times and enough officers of the department for the kind of visit. */
export function confirmFormFor(kind: AppointmentKind) {
  return defineContractForm({
    schema: appointmentSchemas.confirmAppointment.input,
    toInput: (values: ConfirmValues, context: Versioned) => ({
      ...context,
      slot: values.slot ? slotOfKey(values.slot) : (undefined as never),
      officerIds: values.officerIds ?? [],
    }),
    fieldOf: (path) => [path.split('.')[0]!],
    required: ['slot', 'officerIds'],
    check: officersCheck(kind),
    messages: { slot: { required: m.slotRequired }, ...officersMessages },
  });
}

export interface AssignOfficersValues {
  officerIds?: string[];
}
/** Who comes to a confirmed visit, replacing those named before. */
export function assignOfficersFormFor(kind: AppointmentKind) {
  return defineContractForm({
    schema: appointmentSchemas.assignAppointmentOfficers.input,
    toInput: (values: AssignOfficersValues, context: Versioned) => ({
      ...context,
      officerIds: values.officerIds ?? [],
    }),
    fieldOf: (path) => [path.split('.')[0]!],
    required: ['officerIds'],
    check: officersCheck(kind),
    messages: officersMessages,
  });
}

export interface ProposeValues {
  date?: string;
  period?: AppointmentPeriod;
  note?: string;
}
export const proposeForm = defineContractForm({
  schema: appointmentSchemas.proposeAppointmentTime.input,
  toInput: (values: ProposeValues, context: Versioned) => ({
    ...context,
    slot: { date: values.date ?? '', period: values.period as AppointmentPeriod },
    note: optional(values.note),
  }),
  fieldOf: (path) => {
    if (path.startsWith('slot.period')) return ['period'];
    if (path.startsWith('slot')) return ['date'];
    return [path.split('.')[0]!];
  },
  required: ['date', 'period'],
  messages: { date: { required: m.dateRequired }, period: { required: m.slotRequired } },
});

/** Accepting or not has nothing to fill in: the button says which. */
export const answerFormFor = (accept: boolean) =>
  defineContractForm({
    schema: appointmentSchemas.answerAppointmentProposal.input,
    toInput: (_values: object, context: Versioned) => ({ ...context, accept }),
  });
export const acceptProposalForm = answerFormFor(true);
export const declineProposalForm = answerFormFor(false);

export interface RateValues {
  rating?: number;
  comment?: string;
}
export const rateForm = defineContractForm({
  schema: appointmentSchemas.rateAppointment.input,
  toInput: (values: RateValues, context: Versioned) => ({
    id: context.id,
    rating: values.rating as number,
    comment: optional(values.comment),
  }),
  required: ['rating'],
  messages: { rating: { required: m.starsRequired } },
});

export interface AvailabilityValues {
  weeklySlots?: string[];
  dailyCapacity?: string;
}
/** A head's weekly half days and daily limit for the department. */
export const availabilityForm = defineContractForm({
  schema: appointmentSchemas.setAppointmentAvailability.input,
  toInput: (values: AvailabilityValues) => ({
    weeklySlots: values.weeklySlots ?? [],
    dailyCapacity: /^\d+$/.test(values.dailyCapacity?.trim() ?? '')
      ? Number(values.dailyCapacity!.trim())
      : Number.NaN,
  }),
  required: ['dailyCapacity'],
  messages: { dailyCapacity: m.capacityInvalid },
});
