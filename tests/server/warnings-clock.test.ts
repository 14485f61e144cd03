import { describe, expect, it } from 'vitest';
import { movableClock } from './complaints-fixtures';
import { insertRegistration, newEnterprise, OFFICERS } from './loop-fixtures';
import { ok, useTestApp } from './test-app';

// Wednesday 18 March 2026, 12:00 in Shanghai: long before the real day these tests run on.
const time = movableClock(new Date('2026-03-18T04:00:00Z'));
const server = useTestApp({ clock: time.clock, users: { liMing: OFFICERS.liMing } });
const { call, tokens } = server;
const shanghai = (local: string) => new Date(`${local}+08:00`);

describe('warnings and quota read the server’s clock (issue 12: time rules on a test clock)', () => {
  it('counts the day, the 12 months and the year of the clock, not of the machine', async () => {
    const db = server.database.handle.db;
    const e = await newEnterprise(db);
    for (const local of ['2026-03-18T09:00:00', '2026-03-18T10:30:00'])
      await insertRegistration(db, {
        enterpriseId: e.id,
        startedAt: shanghai(local),
        departmentCode: 'market',
      });
    const asLiMing = { token: tokens.liMing };

    const daily = (list: Array<{ kind: string; enterpriseNumber: string }>) =>
      list.filter((w) => w.kind === 'daily' && w.enterpriseNumber === e.enterpriseNumber);
    expect(
      daily(ok(await call('listWarnings', { enterpriseNumber: e.enterpriseNumber }, asLiMing))),
    ).toHaveLength(1);
    // The department's desk: enterprises it inspected in the 12 months before the clock.
    expect(daily(ok(await call('listWarnings', {}, asLiMing)))).toHaveLength(1);
    const preview = ok(
      await call('getEnterprisePreview', { enterpriseNumber: e.enterpriseNumber }, asLiMing),
    );
    expect(daily(preview.warnings.map((w) => ({ ...w, enterpriseNumber: e.enterpriseNumber })))).toHaveLength(
      1,
    );
    const quota = ok(await call('getQuota', { enterpriseNumber: e.enterpriseNumber }, asLiMing));
    expect(quota.find((q) => q.departmentCode === 'market')).toMatchObject({ year: 2026, used: 2 });

    // The next day the daily warning is gone; the next year the quota starts again.
    time.set(new Date('2026-03-19T04:00:00Z'));
    expect(daily(ok(await call('listWarnings', { enterpriseNumber: e.enterpriseNumber }, asLiMing)))).toEqual(
      [],
    );
    time.set(new Date('2027-01-04T04:00:00Z'));
    const nextYear = ok(await call('getQuota', { enterpriseNumber: e.enterpriseNumber }, asLiMing));
    expect(nextYear.find((q) => q.departmentCode === 'market')).toMatchObject({ year: 2027, used: 0 });
    time.set(new Date('2026-03-18T04:00:00Z'));
  });
});
