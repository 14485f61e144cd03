import { complaintMessages as m } from './messages';
import { complaintSchemas } from '../../../contract/complaints/schemas';
import type { UploadedPhoto } from '../../components/photos/photo-strip';
import { defineContractForm } from '../../lib/forms/form-definition';

export interface InformationValues {
  note?: string;
  photos?: UploadedPhoto[];
}

/** More facts (and photos) for a complaint still open; the handler (or the supervision office) is told. */
export const informationForm = defineContractForm({
  schema: complaintSchemas.addComplaintInformation.input,
  toInput: (values: InformationValues, context: { id: string }, { requestId }) => ({
    id: context.id,
    clientRequestId: requestId,
    note: values.note ?? '',
    photoIds: (values.photos ?? []).map((photo) => photo.photoId),
  }),
  fieldOf: (path) => (path === 'note' ? ['note'] : path.startsWith('photoIds') ? ['photos'] : null),
  required: ['note'],
  messages: { note: { required: m.informationRequired }, photos: { invalid: m.photosTooMany } },
});
