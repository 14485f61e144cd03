import { enterpriseMessages as m } from './messages';
import { PLACE_ACCURACY_MAX_METERS } from '../../../contract/enterprises/rules';
import { registerEnterpriseInput, type RegisterEnterpriseInput } from '../../../contract/enterprises/schemas';
import { defineContractForm } from '../../lib/forms/form-definition';

export interface RegisterValues {
  name?: string;
  creditCode?: string;
  /** The street's code (the region picker's last column). */
  regionCode?: string;
  address?: string;
  legalRepresentative?: string;
  contactPhone?: string;
  /** The premises' position, when the user located it on the device. */
  place?: RegisterEnterpriseInput['place'];
}

/** An enterprise registers itself. */
export const registerForm = defineContractForm({
  schema: registerEnterpriseInput,
  toInput: (values: RegisterValues) => ({
    name: values.name ?? '',
    creditCode: values.creditCode ?? '',
    regionCode: values.regionCode ?? '',
    address: values.address ?? '',
    legalRepresentative: values.legalRepresentative ?? '',
    contactPhone: values.contactPhone ?? '',
    ...(values.place && { place: values.place }),
  }),
  // Too coarse a position would flag honest check-ins, as the server refuses it.
  check: ({ place }) =>
    place && place.accuracyMeters > PLACE_ACCURACY_MAX_METERS
      ? { place: { message: m.premisesImprecise, values: { accuracy: Math.round(place.accuracyMeters) } } }
      : {},
  required: ['name', 'creditCode', 'regionCode', 'address', 'legalRepresentative', 'contactPhone'],
  messages: {
    name: m.nameRequired,
    creditCode: m.creditCodeInvalid,
    regionCode: m.regionRequired,
    address: m.addressRequired,
    legalRepresentative: m.legalRepresentativeRequired,
    contactPhone: { required: m.contactPhoneRequired, invalid: m.contactPhoneInvalid },
  },
});
