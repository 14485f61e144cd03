import { complaintMessages as m } from './messages';
import type { ComplaintCategory, ComplaintKind } from '../../../contract/complaints/rules';
import { createComplaintInput, type ComplaintSubjectInput } from '../../../contract/complaints/schemas';
import type { UploadedPhoto } from '../../components/photos/photo-strip';
import { defineContractForm, type FieldPath } from '../../lib/forms/form-definition';

/** What the complaint is about, as the form keeps it (in the draft too); nothing picked reads as no subject. */
export type ComplaintSubjectValue = Exclude<ComplaintSubjectInput, { type: 'noScan' } | { type: 'none' }>;

type WarningKind = Extract<ComplaintSubjectInput, { type: 'warning' }>['warningKind'];

export interface ComplaintFormValues {
  category?: ComplaintCategory;
  description?: string;
  photos?: UploadedPhoto[];
  contactPhone?: string;
  contactAllowed?: boolean;
  subject?: ComplaintSubjectValue;
}

export interface ComplaintFormContext {
  kind: ComplaintKind;
  /** Opened to complain about a registered inspection: one must be picked (an opinion may go without). */
  pickInspection: boolean;
}

/** What other screens hand the form in their navigation state (a notice that did not verify, a warning, a registration). */
export interface ComplaintStart {
  notice?: { id: string | null; token: string | null };
  registrationId?: string;
  warning?: { kind: WarningKind; departmentCode?: string | null };
}

/** The subject a screen handed over, or the inspection picked through the select list (`registrationId`). */
export function subjectOf(
  start: ComplaintStart | null,
  registrationId: string | undefined,
): ComplaintSubjectValue | undefined {
  if (start?.notice && (start.notice.id || start.notice.token))
    return {
      type: 'notice',
      ...(start.notice.id ? { noticeId: start.notice.id } : {}),
      ...(start.notice.token ? { token: start.notice.token } : {}),
    };
  if (start?.warning)
    return {
      type: 'warning',
      warningKind: start.warning.kind,
      ...(start.warning.departmentCode ? { departmentCode: start.warning.departmentCode } : {}),
    };
  const picked = registrationId ?? start?.registrationId;
  return picked ? { type: 'registration', registrationId: picked } : undefined;
}

/** One draft per kind of start: a draft about a notice never lands in a complaint about a warning. */
export function complaintDraftKey(
  kind: ComplaintKind,
  start: ComplaintStart | null,
  pickInspection: boolean,
): string {
  if (start?.notice) return `complaint-${kind}-notice-${start.notice.id ?? 'scanned'}`;
  if (start?.warning) return `complaint-${kind}-warning-${start.warning.kind}`;
  if (start?.registrationId) return `complaint-${kind}-registration-${start.registrationId}`;
  return `complaint-${kind}-${pickInspection ? 'pick' : 'general'}`;
}

export function newComplaintValues(
  phone: string,
  subject: ComplaintSubjectValue | undefined,
): ComplaintFormValues {
  return { photos: [], contactPhone: phone, contactAllowed: true, ...(subject ? { subject } : {}) };
}

export function complaintFieldOf(path: string): FieldPath | null {
  const [head] = path.split('.');
  switch (head) {
    case 'category':
    case 'description':
    case 'contactPhone':
    case 'contactAllowed':
      return [head];
    case 'photoIds':
      return ['photos'];
    case 'subject':
      return ['subject'];
    default:
      return null;
  }
}

/** A complaint or an opinion, about a registered inspection, a notice, a warning or nothing in particular. */
export const complaintForm = defineContractForm({
  schema: createComplaintInput,
  toInput: (values: ComplaintFormValues, context: ComplaintFormContext, { requestId }) => ({
    clientRequestId: requestId,
    kind: context.kind,
    ...(values.category ? { category: values.category } : {}),
    description: values.description ?? '',
    photoIds: (values.photos ?? []).map((photo) => photo.photoId),
    contactPhone: values.contactPhone ?? '',
    contactAllowed: values.contactAllowed ?? false,
    subject: values.subject ?? { type: 'none' },
  }),
  fieldOf: complaintFieldOf,
  required: (_values: ComplaintFormValues, context: ComplaintFormContext) => [
    ...(context.kind === 'complaint' ? ['category'] : []),
    ...(context.kind === 'complaint' && context.pickInspection ? ['subject'] : []),
    'description',
    'contactPhone',
  ],
  messages: {
    category: { required: m.categoryRequired },
    description: { required: m.descriptionRequired },
    contactPhone: { required: m.phoneRequired, invalid: m.phoneInvalid },
    subject: { required: m.inspectionRequired },
    photos: { invalid: m.photosTooMany },
  },
});
