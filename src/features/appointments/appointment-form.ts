import { appointmentMessages as m } from './messages';
import type { AppointmentKind, AppointmentPeriod } from '../../../contract/appointments/rules';
import {
  createAppointmentInput,
  editAppointmentInput,
  type Appointment,
  type AppointmentSlot,
} from '../../../contract/appointments/schemas';
import type { UploadedPhoto } from '../../components/photos/photo-strip';
import { defineContractForm, type FieldMessages, type FieldPath } from '../../lib/forms/form-definition';

/** A slot as the picker keeps it: `2026-11-24/morning`. */
export type SlotKey = `${string}/${AppointmentPeriod}`;
export const slotKey = (slot: AppointmentSlot): SlotKey => `${slot.date}/${slot.period}`;
export function slotOfKey(key: string): AppointmentSlot {
  const [date, period] = key.split('/') as [string, AppointmentPeriod];
  return { date, period };
}

export interface AppointmentFormValues {
  departmentCode?: string;
  kind?: AppointmentKind;
  /** In order of preference. */
  slots?: SlotKey[];
  address?: string;
  contactName?: string;
  contactPhone?: string;
  description?: string;
  /** Uploaded as they are picked; the request names them in this order. */
  photos?: UploadedPhoto[];
}

export interface BookingContext {
  /** The inspection a re-check follows up (the booking started from its detail). */
  registrationId?: string;
  /** Booked again from this declined, cancelled or expired appointment. */
  relaunchedFrom?: string;
}

/**
 * A declined, cancelled or expired appointment back in the form; its times are gone, so they are chosen anew. Its
 * photos stay in the form: those left in are copied to the new request.
 */
export function relaunchValues(earlier: Appointment): AppointmentFormValues {
  return {
    departmentCode: earlier.departmentCode,
    kind: earlier.kind,
    slots: [],
    address: earlier.address,
    contactName: earlier.contactName,
    contactPhone: earlier.contactPhone,
    description: earlier.description,
    photos: earlier.photos.map(({ photoId, url }) => ({ photoId, url })),
  };
}

/** An open request in the edit form, its times still offered or not (the server says which are full). */
export function editValues(appointment: Appointment): AppointmentFormValues {
  return { ...relaunchValues(appointment), slots: appointment.preferredSlots.map(slotKey) };
}

function fieldOf(path: string): FieldPath | null {
  const [head] = path.split('.');
  switch (head) {
    case 'departmentCode':
    case 'kind':
    case 'slots':
    case 'address':
    case 'contactName':
    case 'contactPhone':
    case 'description':
      return [head];
    case 'registrationId':
      return ['kind'];
    case 'photoIds':
      return ['photos'];
    default:
      return null;
  }
}

const messages: Partial<Record<string, FieldMessages>> = {
  departmentCode: { required: m.departmentRequired },
  kind: { required: m.kindRequired, invalid: m.recheckNeedsRegistration },
  slots: { required: m.slotsRequired, invalid: m.slotsTooMany },
  address: { required: m.addressRequired },
  contactName: { required: m.contactNameRequired },
  contactPhone: { required: m.phoneRequired, invalid: m.phoneInvalid },
  description: { required: m.descriptionRequired },
  photos: { invalid: m.photosTooMany },
};

const trimmed = (value: string | undefined) => value?.trim() ?? '';
const details = (values: AppointmentFormValues) => ({
  slots: (values.slots ?? []).map(slotOfKey),
  address: trimmed(values.address),
  contactName: trimmed(values.contactName),
  contactPhone: trimmed(values.contactPhone),
  description: trimmed(values.description),
  photoIds: (values.photos ?? []).map((photo) => photo.photoId),
});
const DETAILS = ['slots', 'address', 'contactName', 'contactPhone', 'description'];

/** A new request, or one booked again; a re-check only from the inspection it follows up. */
export const bookingForm = defineContractForm({
  schema: createAppointmentInput,
  toInput: (values: AppointmentFormValues, context: BookingContext, { requestId }) => ({
    clientRequestId: requestId,
    departmentCode: values.departmentCode ?? '',
    kind: values.kind as AppointmentKind,
    ...(context.registrationId && values.kind === 'recheck'
      ? { registrationId: context.registrationId }
      : {}),
    ...(context.relaunchedFrom ? { relaunchedFrom: context.relaunchedFrom } : {}),
    ...details(values),
  }),
  fieldOf,
  required: ['departmentCode', 'kind', ...DETAILS],
  check: (values: AppointmentFormValues, context: BookingContext) =>
    values.kind === 'recheck' && !context.registrationId ? { kind: m.recheckNeedsRegistration } : {},
  messages,
});

/** The enterprise's changes to an open request, against the version it saw. */
export const editForm = defineContractForm({
  schema: editAppointmentInput,
  toInput: (values: AppointmentFormValues, context: { id: string; version: number }) => ({
    ...context,
    ...details(values),
  }),
  fieldOf,
  required: DETAILS,
  messages,
});
