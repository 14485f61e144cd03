import { describe, expect, it } from 'vitest';
import { registrationMessages as m } from './messages';
import { registrationFieldOf, registrationForm, type RegistrationContext } from './registration-form';
import type { RegistrationForm } from './registration-rules';
import { validateContractForm } from '../../lib/forms/form-definition';

const context: RegistrationContext = {
  scanId: 'scan-1',
  enterpriseNumber: 'SZ440305000123',
  platform: 'main',
  officers: [
    { userId: 'a', name: '李明', certificateNumber: '44030012345' },
    { userId: 'b', name: '赵强', certificateNumber: '44030012346' },
  ],
  items: [
    { code: 'M01', name: '营业执照' },
    { code: 'M02', name: '价格公示' },
  ],
  place: null,
};
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const values: RegistrationForm = {
  officerIds: ['a', 'b'],
  type: 'triggered',
  triggerReason: '投诉举报',
  results: { M01: 'compliant' },
  problems: [],
  startedAt: hoursAgo(2),
  endedAt: hoursAgo(1),
};
const requestId = { requestId: '2f1b7c1e-8d7a-4c39-9a39-2d1b0f3c4e5a' };
const check = (changes: Partial<RegistrationForm>) =>
  validateContractForm(registrationForm, { ...values, ...changes }, context, requestId);

describe('registration form', () => {
  it('sends a complete registration with the request id', () => {
    expect(check({})).toMatchObject({
      ok: true,
      output: { clientRequestId: requestId.requestId, items: [{ code: 'M01', result: 'compliant' }] },
    });
  });

  it('asks for a second officer, a checked item (on the first item) and the reason of the chosen type', () => {
    const { problems } = check({ officerIds: ['a'], results: { M01: 'unchecked' }, triggerReason: ' ' });
    expect(problems.officerIds?.message).toBe(m.officersRequired);
    expect(problems['results.M01']).toMatchObject({ message: m.itemsRequired, path: ['results', 'M01'] });
    expect(problems.triggerReason?.message).toBe(m.triggerReasonRequired);
  });

  it('needs a plan for a routine inspection and a reason for a special one, not both', () => {
    expect(check({ type: 'routine' }).problems.planId?.message).toBe(m.planRequired);
    expect(check({ type: 'case' }).problems).toMatchObject({ caseReason: { message: m.caseReasonRequired } });
    expect(check({ type: 'case' }).problems.planId).toBeUndefined();
  });

  it('needs a reason when registered late, and an end neither before the start nor in the future', () => {
    expect(check({ startedAt: hoursAgo(30), endedAt: hoursAgo(29) }).problems.lateReason?.message).toBe(
      m.lateReasonRequired,
    );
    expect(check({ startedAt: hoursAgo(30), endedAt: hoursAgo(29), lateReason: '网络故障' }).ok).toBe(true);
    expect(check({ endedAt: hoursAgo(3) }).problems.endedAt?.message).toBe(m.endBeforeStart);
    expect(check({ endedAt: hoursAgo(-1) }).problems.endedAt?.message).toBe(m.endInFuture);
  });

  it('asks for each problem’s description and rectification', () => {
    const { problems } = check({ problems: [{ description: '冷藏柜温度记录缺失', rectification: '' }] });
    expect(problems['problems.0.rectification']).toMatchObject({
      message: m.rectificationRequired,
      path: ['problems', 0, 'rectification'],
    });
    expect(problems['problems.0.description']).toBeUndefined();
  });

  it('reports a missing time as required rather than breaking', () => {
    expect(check({ startedAt: '' }).problems.startedAt).toBeDefined();
  });

  it('places server paths on form fields', () => {
    expect(registrationFieldOf('officers.1.certificateNumber', context)).toEqual(['officerIds']);
    expect(registrationFieldOf('problems.2.photoIds', context)).toEqual(['problems', 2, 'photos']);
    expect(registrationFieldOf('items', context)).toEqual(['results', 'M01']);
    expect(registrationFieldOf('lateReason', context)).toEqual(['lateReason']);
  });

  it('refuses an inspection shorter than a minute and asks for a start when there is no check-in', () => {
    const start = hoursAgo(1);
    const halfMinuteLater = new Date(Date.parse(start) + 30_000).toISOString();
    expect(check({ startedAt: start, endedAt: halfMinuteLater }).problems.endedAt?.message).toBe(m.tooShort);
    expect(check({ startedAt: start, endedAt: start }).problems.endedAt?.message).toBe(m.tooShort);
    expect(check({ startedAt: undefined as unknown as string }).problems.startedAt).toBeDefined();
  });

  it('with a check-in, runs from it to the submission and refuses a submission within its first minute', () => {
    const checkedIn = {
      ...context,
      checkedInAt: hoursAgo(0.5),
      checkedInLocallyAt: Date.now() - 30 * 60_000,
    };
    const sent = validateContractForm(
      registrationForm,
      { ...values, startedAt: hoursAgo(3), endedAt: hoursAgo(2.9) },
      checkedIn,
      requestId,
    );
    expect(sent.ok).toBe(true);
    expect(sent.output?.startedAt).toBe(checkedIn.checkedInAt);
    expect(Math.abs(Date.parse(sent.output!.endedAt) - Date.now())).toBeLessThan(5_000);
    const justNow = { ...checkedIn, checkedInLocallyAt: Date.now() - 20_000 };
    expect(validateContractForm(registrationForm, values, justNow, requestId).problems.endedAt?.message).toBe(
      m.tooShortSinceCheckIn,
    );
  });
});
