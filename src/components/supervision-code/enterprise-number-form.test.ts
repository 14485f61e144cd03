import { describe, expect, it } from 'vitest';
import { enterpriseNumberForm } from './enterprise-number-form';
import { codeScannerMessages as m } from './messages';
import { validateContractForm } from '../../lib/forms/form-definition';

describe('enterprise number form', () => {
  it('refuses an empty or malformed number with one message', () => {
    expect(
      validateContractForm(enterpriseNumberForm, {}, 'inspection').problems.enterpriseNumber?.message,
    ).toBe(m.enterpriseNumberInvalid);
    expect(
      validateContractForm(enterpriseNumberForm, { enterpriseNumber: 'SZ12' }, 'visit').problems
        .enterpriseNumber?.message,
    ).toBe(m.enterpriseNumberInvalid);
  });

  it('reads a lower-case number as the upper-case one, for the purpose it is given', () => {
    for (const purpose of ['inspection', 'visit'] as const) {
      expect(
        validateContractForm(enterpriseNumberForm, { enterpriseNumber: ' sz440305000123 ' }, purpose),
      ).toMatchObject({
        ok: true,
        output: { enterpriseNumber: 'SZ440305000123', purpose },
      });
    }
  });
});
