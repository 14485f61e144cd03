import { describe, expect, it } from 'vitest';
import { checkoutForm, preferredDays, type CheckoutValues } from './checkout-form';
import { shopRequestMessages as m } from './messages';
import { extinguisher, firstAidKit } from './test-fixtures';
import { SHOP_PREFERRED_MAX_DAYS } from '../../../contract/shop/rules';
import { validateContractForm } from '../../lib/forms/form-definition';

const REQUEST_ID = '7d444840-9dc0-11d1-b245-5ffdce74fad2';
const check = (
  values: CheckoutValues,
  context = { lines: [firstAidKit], addressId: 'adr-1' as string | null },
) => validateContractForm(checkoutForm, values, context, { requestId: REQUEST_ID });
const messageOf = (result: ReturnType<typeof check>, key: string) => result.problems[key]?.message;

describe('checkout form', () => {
  it('offers the city days from tomorrow up to the limit', () => {
    // 2026-11-23 20:00 in the city is 12:00 UTC
    const days = preferredDays(new Date('2026-11-23T12:00:00Z'));
    expect(days).toHaveLength(SHOP_PREFERRED_MAX_DAYS);
    expect(days[0]).toBe('2026-11-24');
    expect(days.at(-1)).toBe('2026-12-23');
    // the city's day turns at 16:00 UTC, whatever the phone's zone
    expect(preferredDays(new Date('2026-11-23T15:30:00Z'))[0]).toBe('2026-11-24');
    expect(preferredDays(new Date('2026-11-23T16:30:00Z'))[0]).toBe('2026-11-25');
  });

  it('sends the lines at the prices shown, the note trimmed', () => {
    const result = check({
      preferredDate: preferredDays()[0],
      preferredPeriod: 'morning',
      note: '  门口有台阶 ',
    });
    expect(result.ok).toBe(true);
    expect(result.output).toEqual({
      clientRequestId: REQUEST_ID,
      lines: [{ id: '2', quantity: 1, priceFen: 8800 }],
      addressId: 'adr-1',
      preferredDate: preferredDays()[0],
      preferredPeriod: 'morning',
      note: '门口有台阶',
    });
  });

  it('refuses no address, no day, a day no longer offered, a changed price not seen and lines the cart cannot give', () => {
    expect(messageOf(check({}, { lines: [firstAidKit], addressId: null }), 'address')).toBe(
      m.addressRequired,
    );
    expect(messageOf(check({}), 'preferredDate')).toBe(m.dateRequired);
    expect(messageOf(check({}), 'preferredPeriod')).toBe(m.periodRequired);
    expect(messageOf(check({ preferredDate: '2020-01-01' }), 'preferredDate')).toBe(m.dateOutOfRange);
    const changed = { lines: [extinguisher], addressId: 'adr-1' };
    const filled = { preferredDate: preferredDays()[0], preferredPeriod: 'morning' as const };
    expect(messageOf(check(filled, changed), 'priceSeen')).toBe(m.priceSeenRequired);
    expect(check({ ...filled, priceSeen: true }, changed).ok).toBe(true);
    const gone = { lines: [{ ...firstAidKit, issue: 'withdrawn' as const }], addressId: 'adr-1' };
    expect(messageOf(check(filled, gone), 'lines')).toBe(m.fixInCart);
    expect(messageOf(check(filled, { lines: [], addressId: 'adr-1' }), 'lines')).toBe(m.linesRequired);
  });
});
