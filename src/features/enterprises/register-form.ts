import { enterpriseMessages as m } from './messages';
import { registerEnterpriseInput } from '../../../contract/enterprises/schemas';
import { defineContractForm } from '../../lib/forms/form-definition';

export interface RegisterValues {
  name?: string;
  creditCode?: string;
  /** The street's code (the region picker's last column). */
  regionCode?: string;
  address?: string;
  legalRepresentative?: string;
  contactPhone?: string;
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
  }),
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
