import { describe, expect, it } from 'vitest';
import { ok, useTestApp } from './test-app';
import { apiRoutes, type ApiName } from '../../contract/api-routes';

const server = useTestApp({
  users: { enterprise: '13800000001', officer: '13900000001', provider: '13600000001' },
});
const { call, callUnchecked, tokens } = server;
const ENTERPRISE = 'SZ440305000123';

const supervisionCalls = (Object.keys(apiRoutes) as ApiName[]).filter(
  (name) => apiRoutes[name].access === 'supervision',
);

describe('inspections are between an enterprise and the officers (supervision access)', () => {
  it('covers every call about an inspection, its notices, warnings, quota, complaints and visits', () => {
    expect(supervisionCalls.sort()).toEqual(
      [
        'getAppointment',
        'getAppointmentOptions',
        'getComplaint',
        'getComplaintOptions',
        'getNotice',
        'getQuota',
        'getRegistration',
        'listAppointmentSlots',
        'listAppointments',
        'listNotices',
        'listRegistrationCorrections',
        'listRegistrations',
        'listWarnings',
      ].sort(),
    );
  });

  it.each(supervisionCalls)('refuses %s to a provider, whatever it asks for', async (name) => {
    const asked = { enterpriseNumber: ENTERPRISE, id: 'reg-demo-02', departmentCode: 'market' };
    const refused = await callUnchecked(name, asked, { token: tokens.provider });
    expect(refused, JSON.stringify(refused)).toMatchObject({ status: 403, code: 403, data: null });
    expect((await callUnchecked(name, asked, { token: tokens.provider, locale: 'en' })).message).toMatch(
      /permission/i,
    );
  });

  it('no longer shows a provider an enterprise’s inspections, warnings or quota (it did)', async () => {
    const asProvider = { token: tokens.provider };
    expect((await call('listRegistrations', { enterpriseNumber: ENTERPRISE }, asProvider)).status).toBe(403);
    expect((await call('getRegistration', { id: 'reg-demo-02' }, asProvider)).status).toBe(403);
    expect((await call('listWarnings', { enterpriseNumber: ENTERPRISE }, asProvider)).status).toBe(403);
    expect((await call('getQuota', { enterpriseNumber: ENTERPRISE }, asProvider)).status).toBe(403);
  });

  it('still answers the enterprise about itself and an officer about it', async () => {
    for (const token of [tokens.enterprise, tokens.officer]) {
      const page = ok(await call('listRegistrations', { enterpriseNumber: ENTERPRISE }, { token }));
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every((item) => item.enterpriseNumber === ENTERPRISE)).toBe(true);
      ok(await call('getRegistration', { id: page.items.find((item) => item.inFull)!.id }, { token }));
      ok(await call('getQuota', { enterpriseNumber: ENTERPRISE }, { token }));
    }
  });
});
