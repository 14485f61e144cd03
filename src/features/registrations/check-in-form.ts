import { registrationMessages as m } from './messages';
import { checkInInput } from '../../../contract/registrations/schemas';
import { defineContractForm } from '../../lib/forms/form-definition';
import type { Place } from '../../lib/geo/current-place';

export interface CheckInContext {
  scanId: string;
  /** The device position: undefined while locating, null when it could not be found. */
  located: Place | null | undefined;
}

/** The officer's arrival: the place in words, with the device position when there is one. */
export const checkInForm = defineContractForm({
  schema: checkInInput,
  toInput: (values: { place?: string }, { scanId, located }: CheckInContext) => ({
    scanId,
    location: {
      latitude: located?.latitude ?? null,
      longitude: located?.longitude ?? null,
      text: values.place?.trim() ?? '',
    },
  }),
  fieldOf: (path) => (path.startsWith('location') ? ['place'] : null),
  // The contract allows an empty place text; an arrival without any place is refused here.
  required: ['place'],
  messages: { place: m.checkInPlaceRequired },
});
