import { describe, expect, it } from 'vitest';
import { visitMessages as m } from './messages';
import { visitForm, type VisitContext } from './visit-form';
import { validateContractForm } from '../../lib/forms/form-definition';

const scanned: VisitContext = {
  target: { scanId: 'scan-1', enterpriseNumber: 'SZ440305000123' },
  located: null,
};
const outside: VisitContext = {
  target: 'outside',
  located: { latitude: 22.5, longitude: 113.9, text: '南山区' },
};
const values = {
  purpose: '政策宣讲',
  place: '南山区',
  // relative to now: the form refuses visits older than 10 days and ends in the future
  startedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  endedAt: new Date(Date.now() - 3600_000).toISOString(),
};
const meta = { requestId: '2f1b7c1e-8d7a-4c39-9a39-2d1b0f3c4e5a' };

describe('visit form', () => {
  it('sends a scanned enterprise’s visit with the request id', () => {
    expect(validateContractForm(visitForm, values, scanned, meta)).toMatchObject({
      ok: true,
      output: {
        clientRequestId: meta.requestId,
        enterpriseNumber: 'SZ440305000123',
        location: { text: '南山区' },
      },
    });
  });

  it('asks for the purpose and the place, and for name and address only without a code', () => {
    expect(
      validateContractForm(visitForm, { ...values, purpose: ' ', place: '' }, scanned, meta).problems,
    ).toMatchObject({
      purpose: { message: m.purposeRequired },
      place: { message: m.placeRequired },
    });
    const { problems } = validateContractForm(visitForm, { ...values, contactPhone: '123' }, outside, meta);
    expect(problems).toMatchObject({
      name: { message: m.enterpriseNameRequired },
      address: { message: m.addressRequired },
      contactPhone: { message: m.contactPhoneInvalid },
    });
    expect(validateContractForm(visitForm, values, scanned, meta).problems.name).toBeUndefined();
  });

  it('refuses an end before the start or in the future', () => {
    expect(
      validateContractForm(visitForm, { ...values, endedAt: '2026-11-22T00:00:00.000Z' }, scanned, meta)
        .problems.endedAt?.message,
    ).toBe(m.endBeforeStart);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    expect(
      validateContractForm(visitForm, { ...values, endedAt: later }, scanned, meta).problems.endedAt?.message,
    ).toBe(m.endInFuture);
  });

  it('refuses a visit that started more than 10 days ago, as the server does', () => {
    const day = 24 * 3600_000;
    const startedAt = new Date(Date.now() - 20 * day).toISOString();
    const endedAt = new Date(Date.now() - 20 * day + 3600_000).toISOString();
    expect(
      validateContractForm(visitForm, { ...values, startedAt, endedAt }, scanned, meta).problems,
    ).toMatchObject({
      startedAt: { message: m.startTooOld },
    });
  });
});
