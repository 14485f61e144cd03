import { describe, expect, it } from 'vitest';
import { correctionForm, correctionValues } from './correction-form';
import { registrationMessages as m } from './messages';
import { validateContractForm } from '../../lib/forms/form-definition';

describe('correction form', () => {
  const registration = {
    id: 'reg-1',
    version: 3,
    endedAt: '2026-11-22T02:00:00.000Z',
    legalBasis: null,
    remarks: '原备注',
    items: [
      { code: 'M01', name: '营业执照', result: 'compliant' as const },
      { code: 'M02', name: '价格公示', result: 'non_compliant' as const },
    ],
  };

  it('starts from the registration and asks why it is corrected', () => {
    const values = correctionValues(registration);
    expect(validateContractForm(correctionForm, values, { registration }).problems.reason?.message).toBe(
      m.reasonRequired,
    );
  });

  it('sends every item with its result, against the version it was read at', () => {
    const values = {
      ...correctionValues(registration),
      results: { M01: 'non_compliant' as const },
      reason: ' 录入错误 ',
    };
    expect(validateContractForm(correctionForm, values, { registration })).toMatchObject({
      ok: true,
      output: {
        id: 'reg-1',
        version: 3,
        reason: '录入错误',
        endedAt: '2026-11-22T02:00:00.000Z',
        items: [
          { code: 'M01', result: 'non_compliant' },
          { code: 'M02', result: 'non_compliant' },
        ],
      },
    });
  });

  it('places a server complaint about an item on that item', () => {
    expect(correctionForm.fieldOf?.('items.1.result', { registration })).toEqual(['results', 'M02']);
  });
});
