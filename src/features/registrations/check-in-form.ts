import { registrationMessages as m } from './messages';
import { checkInInput, type NoPositionReason } from '../../../contract/registrations/schemas';
import { defineContractForm } from '../../lib/forms/form-definition';
import type { Place } from '../../lib/geo/current-place';

export interface CheckInContext {
  scanId: string;
  /** The device position: undefined while locating, null when it could not be found. */
  located: Place | null | undefined;
}

export interface CheckInValues {
  place?: string;
  noPositionReason?: NoPositionReason;
}

/** The officer's arrival: the place in words, with the device position and its accuracy, or why there is none. */
export const checkInForm = defineContractForm({
  schema: checkInInput,
  toInput: (values: CheckInValues, { scanId, located }: CheckInContext) => ({
    scanId,
    location: {
      latitude: located?.latitude ?? null,
      longitude: located?.longitude ?? null,
      text: values.place?.trim() ?? '',
    },
    ...(located
      ? { accuracyMeters: located.accuracy ?? null }
      : values.noPositionReason && { noPositionReason: values.noPositionReason }),
  }),
  fieldOf: (path) => (path.startsWith('location') ? ['place'] : path === 'noPositionReason' ? [path] : null),
  // The contract allows an empty place text; an arrival without any place is refused here, and one without a
  // position needs its reason, as the server requires.
  required: (_values, { located }) => ['place', ...(located === null ? ['noPositionReason'] : [])],
  messages: { place: m.checkInPlaceRequired, noPositionReason: m.noPositionReasonRequired },
});
