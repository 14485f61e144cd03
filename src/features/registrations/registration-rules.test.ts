import { describe, expect, it } from 'vitest';
import { lateness, photoProblem, toRegistrationInput, type RegistrationForm } from './registration-rules';
import { createRegistrationInput } from '../../../contract/registrations/schemas';

describe('late registration', () => {
  const now = new Date('2026-11-22T10:00:00+08:00');
  it('is on time within 24 hours', () =>
    expect(lateness(new Date('2026-11-21T11:00:00+08:00'), now)).toBe('on-time'));
  it('is late after 24 hours', () =>
    expect(lateness(new Date('2026-11-21T09:00:00+08:00'), now)).toBe('late'));
  it('is still allowed on the 10th calendar day', () =>
    expect(lateness(new Date('2026-11-12T08:00:00+08:00'), now)).toBe('late'));
  it('is refused after 10 calendar days', () =>
    expect(lateness(new Date('2026-11-11T23:00:00+08:00'), now)).toBe('too-late'));
});

describe('photo checks', () => {
  it('accepts jpeg, png and webp up to 5 MB', () => {
    expect(photoProblem({ size: 5 * 1024 * 1024, type: 'image/jpeg' })).toBeNull();
    expect(photoProblem({ size: 100, type: 'image/webp' })).toBeNull();
  });
  it('rejects larger files and other types', () => {
    expect(photoProblem({ size: 5 * 1024 * 1024 + 1, type: 'image/png' })).toBe('too-large');
    expect(photoProblem({ size: 10, type: 'image/gif' })).toBe('wrong-type');
  });
});

describe('form to contract payload', () => {
  const context = {
    clientRequestId: '2f1b7c1e-8d7a-4c39-9a39-2d1b0f3c4e5a',
    scanId: 'scan-1',
    enterpriseNumber: 'SZ440305000123',
    platform: 'main' as const,
    officers: [
      { userId: 'a', name: '李明', certificateNumber: '44030012345' },
      { userId: 'b', name: '赵强', certificateNumber: '44030012346' },
      { userId: 'c', name: '孙丽', certificateNumber: '44030012347' },
    ],
    items: [
      { code: 'M01', name: '营业执照' },
      { code: 'M02', name: '价格公示' },
    ],
    place: { latitude: 22.5, longitude: 113.9, text: '南山区' },
  };
  const form: RegistrationForm = {
    officerIds: ['a', 'b'],
    type: 'triggered',
    planId: 'p1',
    triggerReason: ' 投诉举报 ',
    caseReason: 'recheck',
    results: { M01: 'compliant', M02: 'unchecked' },
    problems: [],
    startedAt: '2026-11-22T01:00:00.000Z',
    endedAt: '2026-11-22T02:00:00.000Z',
  };

  it('keeps only the chosen officers, the checked items and the fields of the type', () => {
    const input = toRegistrationInput(form, context);
    expect(input.officers).toEqual([
      { name: '李明', certificateNumber: '44030012345' },
      { name: '赵强', certificateNumber: '44030012346' },
    ]);
    expect(input.items).toEqual([{ code: 'M01', name: '营业执照', result: 'compliant' }]);
    expect(input.triggerReason).toBe('投诉举报');
    expect(input.planId).toBeUndefined();
    expect(input.caseReason).toBeUndefined();
    expect(createRegistrationInput.safeParse(input).success).toBe(true);
  });

  it('fails the contract with a single officer', () => {
    const input = toRegistrationInput({ ...form, officerIds: ['a'] }, context);
    expect(createRegistrationInput.safeParse(input).success).toBe(false);
  });
});
