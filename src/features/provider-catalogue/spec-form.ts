import { catalogueMessages as m } from './messages';
import { goodsSpecInput, type ProviderSpec } from '../../../contract/shop/schemas';
import { defineContractForm } from '../../lib/forms/form-definition';

/** As typed: the price in yuan, the stock as a number. */
export interface SpecFormValues {
  price?: string;
  stock?: string;
}

/**
 * The specification changed, at the version read; a free service's price is not the provider's to change. `base`:
 * the figures the provider started from. Only a figure typed different from them is sent, so a save never puts
 * back a figure someone else changed meanwhile (an order taking stock while the price is edited).
 */
export interface SpecContext {
  id: string;
  version: number;
  freeService: boolean;
  base: { priceFen: number; stock: number };
}

export const specValues = (spec: ProviderSpec): SpecFormValues => ({
  price: (spec.priceFen / 100).toFixed(2),
  stock: String(spec.stock),
});

/** Yuan as typed (`12`, `12.5`, `12.50`) in whole fen; NaN for anything else, more than two decimals included. */
export function fenOfYuan(text: string | undefined): number {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text?.trim() ?? '');
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A whole number as typed; NaN for anything else. */
export function countOf(text: string | undefined): number {
  const value = text?.trim() ?? '';
  return /^\d{1,12}$/.test(value) ? Number(value) : Number.NaN;
}

/** The contract's rules on both: a price in fen (so at most two decimals) within its maximum, a whole stock. */
export const specForm = defineContractForm({
  schema: goodsSpecInput,
  toInput: (values: SpecFormValues, context: SpecContext) => {
    const priceFen = fenOfYuan(values.price);
    const stock = countOf(values.stock);
    return {
      id: context.id,
      version: context.version,
      ...(context.freeService || priceFen === context.base.priceFen ? {} : { priceFen }),
      ...(stock === context.base.stock ? {} : { stock }),
    };
  },
  fieldOf: (path) => (path === 'priceFen' ? ['price'] : path === 'stock' ? ['stock'] : null),
  formMessage: m.nothingChanged,
  required: (_values, context) => (context.freeService ? ['stock'] : ['price', 'stock']),
  messages: {
    price: { required: m.priceRequired, invalid: m.priceInvalid },
    stock: { required: m.stockRequired, invalid: m.stockInvalid },
  },
});
