import { describe, expect, it } from 'vitest';
import { OFFICERS } from './loop-fixtures';
import { ok, useTestApp } from './test-app';

const { call, tokens } = useTestApp({ users: { entA: '13800000001', liMing: OFFICERS.liMing } });

describe('officer workspace', () => {
  it('profile: certificate number, department and colleagues', async () => {
    const profile = ok(await call('getOfficerProfile', {}, { token: tokens.liMing }));
    expect(profile).toMatchObject({
      name: '李明',
      certificateNumber: '44030012345',
      departmentCode: 'market',
    });
    expect(profile.colleagues.length).toBeGreaterThanOrEqual(2);
    for (const c of profile.colleagues) expect(c.certificateNumber).toMatch(/^\d{6,20}$/);
    expect((await call('getOfficerProfile', {}, { token: tokens.entA })).status).toBe(403);
  });
});
