import { shopRequestMessages as m } from './messages';
import { DAY_MS, dateText } from '../../../contract/city-calendar';
import { SHOP_PREFERRED_MAX_DAYS, type SHOP_PREFERRED_PERIODS } from '../../../contract/shop/rules';
import { checkoutInput, type CartLine } from '../../../contract/shop/schemas';
import { isOrderable } from '../../components/shop/cart-lines';
import { defineContractForm, type FieldPath } from '../../lib/forms/form-definition';

type Period = (typeof SHOP_PREFERRED_PERIODS)[number];

/** What the user fills in; the lines and the address come from the cart and the query, not from the form. */
export interface CheckoutValues {
  preferredDate?: string;
  preferredPeriod?: Period;
  note?: string;
  /** Ticked once a changed price has been seen. */
  priceSeen?: boolean;
}

export interface CheckoutContext {
  lines: CartLine[];
  addressId: string | null;
}

/** The days a buyer may prefer, as city dates: tomorrow up to SHOP_PREFERRED_MAX_DAYS ahead. */
export function preferredDays(now = new Date()): string[] {
  return Array.from({ length: SHOP_PREFERRED_MAX_DAYS }, (_, index) =>
    dateText(new Date(now.getTime() + (index + 1) * DAY_MS)),
  );
}

/** A changed price must be seen before sending, whatever else the server says of the line. */
export const priceChangedOf = (line: CartLine) =>
  line.issue === 'priceChanged' || line.priceFen !== line.addedPriceFen;

export const totalOf = (lines: CartLine[]) =>
  lines.reduce((sum, line) => sum + line.priceFen * line.quantity, 0);

function fieldOf(path: string): FieldPath | null {
  const [head] = path.split('.');
  switch (head) {
    case 'addressId':
      return ['address'];
    // not a field: said above the form
    case 'lines':
      return ['lines'];
    case 'preferredDate':
    case 'preferredPeriod':
    case 'note':
      return [head];
    default:
      return null;
  }
}

/** The cart's chosen lines at the prices shown, to one address, at a preferred half day; sent once per key. */
export const checkoutForm = defineContractForm({
  schema: checkoutInput,
  toInput: (values: CheckoutValues, context: CheckoutContext, { requestId }) => ({
    clientRequestId: requestId,
    lines: context.lines.map((line) => ({ id: line.id, quantity: line.quantity, priceFen: line.priceFen })),
    addressId: context.addressId ?? '',
    preferredDate: values.preferredDate ?? '',
    preferredPeriod: values.preferredPeriod as Period,
    note: values.note?.trim() ?? '',
  }),
  fieldOf,
  required: ['preferredDate', 'preferredPeriod'],
  check: (values: CheckoutValues, context: CheckoutContext) => ({
    ...(context.addressId ? {} : { address: m.addressRequired }),
    ...(values.preferredDate && !preferredDays().includes(values.preferredDate)
      ? { preferredDate: m.dateOutOfRange }
      : {}),
    ...(context.lines.every(isOrderable) ? {} : { lines: m.fixInCart }),
    ...(context.lines.some(priceChangedOf) && !values.priceSeen ? { priceSeen: m.priceSeenRequired } : {}),
  }),
  messages: {
    address: { required: m.addressRequired, invalid: m.addressRequired },
    preferredDate: { required: m.dateRequired, invalid: m.dateRequired },
    preferredPeriod: { required: m.periodRequired, invalid: m.periodRequired },
    lines: { required: m.linesRequired, invalid: m.fixInCart },
  },
});
