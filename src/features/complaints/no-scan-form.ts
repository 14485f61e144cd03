import { complaintMessages as m } from './messages';
import { createComplaintInput } from '../../../contract/complaints/schemas';
import type { UploadedPhoto } from '../../components/photos/photo-strip';
import { defineContractForm, type FieldPath } from '../../lib/forms/form-definition';

export interface NoScanFormValues {
  departmentCode?: string;
  /** Names or certificate numbers, as far as the enterprise knows them. */
  officers?: string;
  occurredAt?: string;
  place?: string;
  description?: string;
  photos?: UploadedPhoto[];
  contactPhone?: string;
  contactAllowed?: boolean;
}

export interface NoScanFormContext {
  /** The phone's clock: an inspection that has not happened yet cannot be reported. */
  now: () => Date;
}

export function newNoScanValues(phone: string): NoScanFormValues {
  return { photos: [], contactPhone: phone, contactAllowed: true };
}

export function noScanFieldOf(path: string): FieldPath | null {
  const parts = path.split('.');
  const [head, inner] = parts;
  if (head === 'subject') return inner === 'type' || !inner ? ['departmentCode'] : [inner];
  if (head === 'photoIds') return ['photos'];
  if (head === 'description' || head === 'contactPhone' || head === 'contactAllowed') return [head];
  return null;
}

/** An inspection nobody registered: a complaint of the category "inspection without scanning". */
export const noScanForm = defineContractForm({
  schema: createComplaintInput,
  toInput: (values: NoScanFormValues, _context: NoScanFormContext, { requestId }) => ({
    clientRequestId: requestId,
    kind: 'complaint' as const,
    category: 'noScan' as const,
    description: values.description ?? '',
    photoIds: (values.photos ?? []).map((photo) => photo.photoId),
    contactPhone: values.contactPhone ?? '',
    contactAllowed: values.contactAllowed ?? false,
    subject: {
      type: 'noScan' as const,
      departmentCode: values.departmentCode ?? '',
      officers: values.officers ?? '',
      occurredAt: values.occurredAt ?? '',
      place: values.place ?? '',
    },
  }),
  fieldOf: noScanFieldOf,
  required: ['departmentCode', 'occurredAt', 'place', 'description', 'contactPhone'],
  check: (values: NoScanFormValues, context: NoScanFormContext) =>
    values.occurredAt && Date.parse(values.occurredAt) > context.now().getTime()
      ? { occurredAt: m.occurredInFuture }
      : {},
  messages: {
    departmentCode: { required: m.departmentRequired },
    occurredAt: { required: m.occurredAtRequired },
    place: { required: m.placeRequired },
    description: { required: m.whatHappenedRequired },
    contactPhone: { required: m.phoneRequired, invalid: m.phoneInvalid },
    photos: { invalid: m.photosTooMany },
  },
});
