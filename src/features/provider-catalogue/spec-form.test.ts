import { describe, expect, it } from 'vitest';
import { catalogueMessages as m } from './messages';
import english from './messages-en';
import { countOf, fenOfYuan, specForm, specValues } from './spec-form';
import { SPEC_PRICE_MAX_FEN, SPEC_STOCK_MAX } from '../../../contract/shop/rules';
import { validateContractForm } from '../../lib/forms/form-definition';

const enMessages: Record<string, string> = english;
const context = { id: 'spec-1', version: 3, freeService: false, base: { priceFen: 6500, stock: 200 } };
const problemOf = (values: object, field: string, free = false) =>
  validateContractForm(specForm, values, { ...context, freeService: free }).problems[field]?.message;

describe('specification form', () => {
  it('reads yuan with at most two decimals as whole fen', () => {
    expect(fenOfYuan('65')).toBe(6500);
    expect(fenOfYuan(' 65.5 ')).toBe(6550);
    expect(fenOfYuan('0.05')).toBe(5);
    expect(fenOfYuan('1000000.00')).toBe(SPEC_PRICE_MAX_FEN);
    for (const text of ['65.555', '-1', '1e3', '6,500', '.5', '5.', '', undefined])
      expect([text, fenOfYuan(text)]).toEqual([text, Number.NaN]);
    expect(countOf('12')).toBe(12);
    for (const text of ['1.5', '-1', 'x', '']) expect([text, countOf(text)]).toEqual([text, Number.NaN]);
  });

  it('shows a specification as it is and sends the change against the version read', () => {
    expect(specValues({ id: 's', name: '2公斤', priceFen: 6500, stock: 200, version: 3 })).toEqual({
      price: '65.00',
      stock: '200',
    });
    expect(validateContractForm(specForm, { price: '70.5', stock: ' 180 ' }, context).output).toEqual({
      id: 'spec-1',
      version: 3,
      priceFen: 7050,
      stock: 180,
    });
  });

  it('sends only the figure typed different from those it started from; nothing changed is said above the form', () => {
    // stock left as it was: an order may have taken some meanwhile, the save must not put it back
    expect(validateContractForm(specForm, { price: '70', stock: '200' }, context).output).toEqual({
      id: 'spec-1',
      version: 3,
      priceFen: 7000,
    });
    expect(validateContractForm(specForm, { price: '65.00', stock: '150' }, context).output).toEqual({
      id: 'spec-1',
      version: 3,
      stock: 150,
    });
    const unchanged = validateContractForm(specForm, { price: '65', stock: '200' }, context);
    expect(unchanged.ok).toBe(false);
    expect(unchanged.unplaced.map((problem) => problem.message)).toEqual([m.nothingChanged]);
  });

  it('sends no price for an office’s free service, and asks for none', () => {
    const free = { ...context, freeService: true };
    expect(validateContractForm(specForm, { stock: '5' }, free).output).toEqual({
      id: 'spec-1',
      version: 3,
      stock: 5,
    });
    expect(problemOf({ stock: '5' }, 'price', true)).toBeUndefined();
  });

  it('answers each wrong value on its field, in words that name the contract’s limits', () => {
    expect(problemOf({ stock: '1' }, 'price')).toBe(m.priceRequired);
    expect(problemOf({ price: '1', stock: ' ' }, 'stock')).toBe(m.stockRequired);
    for (const price of ['1.234', '-1', 'abc', '1000000.01'])
      expect([price, problemOf({ price, stock: '1' }, 'price')]).toEqual([price, m.priceInvalid]);
    for (const stock of ['1.5', '-2', String(SPEC_STOCK_MAX + 1)])
      expect([stock, problemOf({ price: '1', stock }, 'stock')]).toEqual([stock, m.stockInvalid]);
    expect(m.priceInvalid.defaultMessage).toContain(String(SPEC_PRICE_MAX_FEN / 100));
    expect(enMessages[m.priceInvalid.id]).toContain(String(SPEC_PRICE_MAX_FEN / 100));
    expect(m.stockInvalid.defaultMessage).toContain(String(SPEC_STOCK_MAX));
    expect(enMessages[m.stockInvalid.id]).toContain(String(SPEC_STOCK_MAX));
  });
});
