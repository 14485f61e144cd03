import { addressMessages as m } from './messages';
import { addressInput, type Address } from '../../../contract/shop/schemas';
import { defineContractForm } from '../../lib/forms/form-definition';

export interface AddressFormValues {
  contactName?: string;
  phone?: string;
  /** The street's code (the picker's last column). */
  regionCode?: string;
  detail?: string;
  isDefault?: boolean;
}

/** The address an edit saves over: its id and the version it was read at. */
export type AddressContext = Pick<Address, 'id' | 'version'> | undefined;

export const addressValues = (address: Address): AddressFormValues => ({
  contactName: address.contactName,
  phone: address.phone,
  regionCode: address.regionCode,
  detail: address.detail,
  isDefault: address.isDefault,
});

const trimmed = (value: string | undefined) => value?.trim() ?? '';

/** A new address, or an update of one against the version read; SPEC.md section 5's four texts as the messages. */
export const addressForm = defineContractForm({
  schema: addressInput,
  toInput: (values: AddressFormValues, context: AddressContext) => ({
    ...(context ? { id: context.id, version: context.version } : {}),
    contactName: trimmed(values.contactName),
    phone: trimmed(values.phone),
    regionCode: values.regionCode ?? '',
    detail: trimmed(values.detail),
    isDefault: values.isDefault ?? false,
  }),
  fieldOf: (path) => {
    const [head] = path.split('.');
    return head === 'contactName' || head === 'phone' || head === 'regionCode' || head === 'detail'
      ? [head]
      : null;
  },
  required: ['contactName', 'phone', 'regionCode', 'detail'],
  messages: {
    contactName: { required: m.nameRequired },
    phone: m.phoneInvalid,
    regionCode: m.areaRequired,
    detail: { required: m.detailRequired },
  },
});
