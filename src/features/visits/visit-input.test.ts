import { describe, expect, it } from 'vitest';
import {
  endsBeforeStart,
  toVisitInput,
  visitFieldName,
  visitInputProblems,
  type VisitFormValues,
} from './visit-input';
import { createVisitInput } from '../../../contract/visits/schemas';

const requestId = '2f1b7c1e-8d7a-4c39-9a39-2d1b0f3c4e5a';
const values: VisitFormValues = {
  purpose: ' 政策宣讲 ',
  place: ' 南山区科技园 ',
  startedAt: '2026-11-22T01:00:00.000Z',
  endedAt: '2026-11-22T02:00:00.000Z',
  notes: '  ',
  name: ' 深圳市某某餐饮店 ',
  address: ' 南山区桃园路 1 号 ',
  contactPhone: '',
};
const located = { latitude: 22.54, longitude: 113.95, text: '22.54000, 113.95000' };

describe('visit form to contract payload', () => {
  it('sends the scanned enterprise and no outside enterprise', () => {
    const input = toVisitInput(
      values,
      { scanId: 'scan-1', enterpriseNumber: 'SZ440305000123' },
      located,
      requestId,
    );
    expect(input).toMatchObject({
      clientRequestId: requestId,
      scanId: 'scan-1',
      enterpriseNumber: 'SZ440305000123',
      purpose: '政策宣讲',
    });
    expect(input.outsideEnterprise).toBeUndefined();
    expect(input.notes).toBeUndefined();
    expect(input.location).toEqual({ latitude: 22.54, longitude: 113.95, text: '南山区科技园' });
    expect(createVisitInput.safeParse(input).success).toBe(true);
  });

  it('sends an enterprise without a code as outside enterprise, without number or scan, and drops an empty phone', () => {
    const input = toVisitInput(values, 'outside', null, requestId);
    expect(input.enterpriseNumber).toBeUndefined();
    expect(input.scanId).toBeUndefined();
    expect(input.outsideEnterprise).toEqual({
      name: '深圳市某某餐饮店',
      address: '南山区桃园路 1 号',
      contactPhone: undefined,
    });
    expect(input.location).toEqual({ latitude: null, longitude: null, text: '南山区科技园' });
    expect(visitInputProblems(input)).toEqual({});
  });

  it('keeps a typed contact phone and refuses a wrong one under the phone field', () => {
    expect(
      toVisitInput({ ...values, contactPhone: ' 13800000001 ' }, 'outside', null, requestId).outsideEnterprise
        ?.contactPhone,
    ).toBe('13800000001');
    expect(
      visitInputProblems(toVisitInput({ ...values, contactPhone: '12345' }, 'outside', null, requestId)),
    ).toHaveProperty('contactPhone');
  });

  it('names the missing outside fields by their form names', () => {
    const problems = visitInputProblems(
      toVisitInput({ ...values, name: ' ', address: undefined }, 'outside', null, requestId),
    );
    expect(Object.keys(problems).sort()).toEqual(['address', 'name']);
  });

  it('refuses a visit with neither an enterprise number nor an outside enterprise', () => {
    expect(visitInputProblems(toVisitInput(values, {}, null, requestId))).toHaveProperty('enterpriseNumber');
  });

  it('needs a purpose and a place', () => {
    const problems = visitInputProblems(
      toVisitInput(
        { ...values, purpose: '  ', place: '' },
        { enterpriseNumber: 'SZ440305000123' },
        null,
        requestId,
      ),
    );
    expect(Object.keys(problems).sort()).toEqual(['place', 'purpose']);
  });
});

describe('end not before start', () => {
  it('accepts an end equal to or after the start', () => {
    expect(endsBeforeStart('2026-11-22T01:00:00.000Z', '2026-11-22T01:00:00.000Z')).toBe(false);
    expect(endsBeforeStart('2026-11-22T01:00:00.000Z', '2026-11-22T03:00:00.000Z')).toBe(false);
  });
  it('refuses an end before the start', () => {
    expect(endsBeforeStart('2026-11-22T01:00:00.000Z', '2026-11-22T00:59:00.000Z')).toBe(true);
    const input = toVisitInput(
      { ...values, endedAt: '2026-11-22T00:30:00.000Z' },
      { enterpriseNumber: 'SZ440305000123' },
      null,
      requestId,
    );
    expect(visitInputProblems(input)).toEqual({ endedAt: 'endBeforeStart' });
  });
});

describe('server field paths', () => {
  it('map onto the form fields', () => {
    expect(visitFieldName('outsideEnterprise.contactPhone')).toBe('contactPhone');
    expect(visitFieldName('location.text')).toBe('place');
    expect(visitFieldName('purpose')).toBe('purpose');
  });
});
