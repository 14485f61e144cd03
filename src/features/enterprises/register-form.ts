import { enterpriseMessages as m } from './messages';
import { registerEnterpriseInput } from '../../../contract/enterprises/schemas';
import { defineContractForm } from '../../lib/forms/form-definition';

export interface RegisterValues {
  name?: string;
  creditCode?: string;
  /** District then street code, as the cascade picker gives them. */
  region?: string[];
  address?: string;
  legalRepresentative?: string;
  contactPhone?: string;
}

/** An enterprise registers itself; the street picked last is the region the contract keeps. */
export const registerForm = defineContractForm({
  schema: registerEnterpriseInput,
  toInput: (values: RegisterValues) => ({
    name: values.name ?? '',
    creditCode: values.creditCode ?? '',
    regionCode: values.region?.at(-1) ?? '',
    address: values.address ?? '',
    legalRepresentative: values.legalRepresentative ?? '',
    contactPhone: values.contactPhone ?? '',
  }),
  fieldOf: (path) => [path === 'regionCode' ? 'region' : (path.split('.')[0] ?? path)],
  required: ['name', 'creditCode', 'region', 'address', 'legalRepresentative', 'contactPhone'],
  messages: {
    name: m.nameRequired,
    creditCode: m.creditCodeInvalid,
    region: m.regionRequired,
    address: m.addressRequired,
    legalRepresentative: m.legalRepresentativeRequired,
    contactPhone: { required: m.contactPhoneRequired, invalid: m.contactPhoneInvalid },
  },
});
