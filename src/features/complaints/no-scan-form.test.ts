import { describe, expect, it } from 'vitest';
import { complaintMessages as m } from './messages';
import en from './messages-en';
import { newNoScanValues, noScanFieldOf, noScanForm, type NoScanFormValues } from './no-scan-form';
import { createComplaintInput } from '../../../contract/complaints/schemas';
import { validateContractForm } from '../../lib/forms/form-definition';

const REQUEST_ID = '11111111-1111-4111-8111-111111111111';
const NOW = new Date('2026-03-05T12:00:00+08:00');
const context = { now: () => NOW };

const valid: NoScanFormValues = {
  ...newNoScanValues('13800000001'),
  departmentCode: 'market',
  officers: '李明',
  occurredAt: '2026-03-04T02:30:00.000Z',
  place: ' 福田区深南大道 1 号 ',
  description: '两名执法人员进店检查，没有扫码登记',
};

const check = (values: NoScanFormValues) =>
  validateContractForm(noScanForm, values, context, { requestId: REQUEST_ID });

describe('no-scan complaint form', () => {
  it('sends a complaint of the category "inspection without scanning" about the inspection described', () => {
    const result = check(valid);
    expect(result.ok).toBe(true);
    expect(result.output).toEqual({
      clientRequestId: REQUEST_ID,
      kind: 'complaint',
      category: 'noScan',
      description: '两名执法人员进店检查，没有扫码登记',
      photoIds: [],
      contactPhone: '13800000001',
      contactAllowed: true,
      subject: {
        type: 'noScan',
        departmentCode: 'market',
        officers: '李明',
        occurredAt: '2026-03-04T02:30:00.000Z',
        place: '福田区深南大道 1 号',
      },
    });
  });

  it('names every missing field in its own words, in both languages; the officers may be unknown', () => {
    const result = check(newNoScanValues(''));
    const problems = Object.fromEntries(
      Object.entries(result.problems).map(([key, problem]) => [key, problem.message]),
    );
    expect(problems).toEqual({
      departmentCode: m.departmentRequired,
      occurredAt: m.occurredAtRequired,
      place: m.placeRequired,
      description: m.whatHappenedRequired,
      contactPhone: m.phoneRequired,
    });
    for (const message of Object.values(problems)) expect(en[message.id as keyof typeof en]).toBeTruthy();
    expect(check({ ...valid, officers: undefined }).ok).toBe(true);
  });

  it('refuses an inspection later than now', () => {
    expect(check({ ...valid, occurredAt: '2026-03-06T00:00:00.000Z' }).problems.occurredAt?.message).toBe(
      m.occurredInFuture,
    );
  });

  it('agrees with the contract and places its problems on the fields', () => {
    for (const values of [valid, { ...valid, place: ' ' }, { ...valid, departmentCode: '' }]) {
      const input = noScanForm.toInput(values, context, { requestId: REQUEST_ID });
      expect([values, check(values).ok]).toEqual([values, createComplaintInput.safeParse(input).success]);
    }
    expect(noScanFieldOf('subject.place')).toEqual(['place']);
    expect(noScanFieldOf('subject.occurredAt')).toEqual(['occurredAt']);
    expect(noScanFieldOf('subject')).toEqual(['departmentCode']);
    expect(noScanFieldOf('photoIds')).toEqual(['photos']);
    expect(noScanFieldOf('kind')).toBeNull();
  });
});
