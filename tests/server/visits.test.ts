import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newEnterprise, OFFICERS } from './loop-fixtures';
import { ok, useTestApp } from './test-app';
import type { ApiInput } from '../../contract/api-schemas';

type VisitInput = ApiInput<'createVisit'>;

const server = useTestApp({
  users: {
    entA: '13800000001',
    liMing: OFFICERS.liMing,
    zhaoQiang: OFFICERS.zhaoQiang,
    wangFang: OFFICERS.wangFang,
  },
});
const { call, tokens } = server;
const HOUR = 3_600_000;

describe('visits', () => {
  it('are idempotent, never count as inspections, and are readable by the creator and the department', async () => {
    const enterprise = await newEnterprise(server.database.handle.db);
    const now = Date.now();
    const visit = (extra: Partial<VisitInput> = {}): VisitInput => ({
      clientRequestId: randomUUID(),
      enterpriseNumber: enterprise.enterpriseNumber,
      purpose: '政策宣讲',
      startedAt: new Date(now - HOUR).toISOString(),
      endedAt: new Date(now - 30 * 60_000).toISOString(),
      ...extra,
    });
    const input = visit();
    const [a, b] = await Promise.all([
      call('createVisit', input, { token: tokens.liMing }),
      call('createVisit', input, { token: tokens.liMing }),
    ]);
    expect(ok(a).id).toBe(ok(b).id);
    for (let i = 0; i < 4; i += 1) ok(await call('createVisit', visit(), { token: tokens.liMing }));
    expect(
      ok(
        await call(
          'listWarnings',
          { enterpriseNumber: enterprise.enterpriseNumber },
          { token: tokens.liMing },
        ),
      ),
    ).toEqual([]);
    expect(
      ok(
        await call('getQuota', { enterpriseNumber: enterprise.enterpriseNumber }, { token: tokens.liMing }),
      ).every((q: { used: number }) => q.used === 0),
    ).toBe(true);
    expect(
      ok(
        await call(
          'listRegistrations',
          { enterpriseNumber: enterprise.enterpriseNumber },
          { token: tokens.liMing },
        ),
      ).items,
    ).toEqual([]);

    const outside = ok(
      await call(
        'createVisit',
        {
          ...visit({ enterpriseNumber: undefined }),
          outsideEnterprise: {
            name: '蛇口某海鲜档',
            address: '深圳市南山区渔港路1号',
            contactPhone: '13812345678',
          },
        },
        { token: tokens.liMing },
      ),
    );
    expect(outside).toMatchObject({
      enterpriseNumber: null,
      enterpriseName: '蛇口某海鲜档',
      staffName: '李明',
    });
    expect(
      (
        await call('createVisit', visit({ outsideEnterprise: { name: 'x', address: 'y' } }), {
          token: tokens.liMing,
        })
      ).status,
    ).toBe(400);

    const inspectionScan = ok(
      await call(
        'resolveCode',
        {
          enterpriseNumber: enterprise.enterpriseNumber,
          purpose: 'inspection',
        },
        { token: tokens.liMing },
      ),
    );
    expect(
      (await call('createVisit', visit({ scanId: inspectionScan.scanId }), { token: tokens.liMing })).code,
    ).toBe(500);
    const visitScan = ok(
      await call(
        'resolveCode',
        { enterpriseNumber: enterprise.enterpriseNumber, purpose: 'visit' },
        { token: tokens.liMing },
      ),
    );
    ok(
      await call(
        'checkIn',
        {
          scanId: visitScan.scanId,
          location: { latitude: 1, longitude: 2, text: '门口' },
        },
        { token: tokens.liMing },
      ),
    );
    const scanned = ok(
      await call('createVisit', visit({ scanId: visitScan.scanId }), { token: tokens.liMing }),
    );
    expect(scanned.location).toEqual({ latitude: 1, longitude: 2, text: '门口' });

    expect(ok(await call('getVisit', { id: outside.id }, { token: tokens.zhaoQiang })).id).toBe(outside.id);
    // Another department's visit answers like a missing one; an enterprise may not read visits at all.
    const otherDepartment = await call('getVisit', { id: outside.id }, { token: tokens.wangFang });
    expect(otherDepartment).toMatchObject({ status: 404, code: 404, message: '未找到该走访记录' });
    expect(await call('getVisit', { id: 'nope' }, { token: tokens.wangFang })).toEqual(otherDepartment);
    expect((await call('getVisit', { id: outside.id }, { token: tokens.entA })).status).toBe(403);
    expect(await call('getVisit', { id: 'nope' }, { token: tokens.liMing })).toMatchObject({
      status: 404,
      code: 404,
      message: '未找到该走访记录',
    });
  });
});

describe('visit back-dating (issue 12, hostile input)', () => {
  it('applies the registrations limit: 10 calendar days back at most; dates outside 2000-2099 are field errors', async () => {
    const visit = (startedAt: string, endedAt: string): VisitInput => ({
      clientRequestId: randomUUID(),
      enterpriseNumber: 'SZ440305000123',
      purpose: '政策宣讲',
      startedAt,
      endedAt,
    });
    const now = Date.now();
    // Before the fix: a visit of 1970 was stored.
    const epoch = await call('createVisit', visit('1970-01-01T00:00:00Z', '1970-01-01T01:00:00Z'), {
      token: tokens.liMing,
      locale: 'en',
    });
    expect(epoch).toMatchObject({ status: 400, fields: { startedAt: 'must be a date from 2000 to 2099' } });
    const year0 = await call('createVisit', visit('0000-01-01T00:00:00Z', '0000-01-01T01:00:00Z'), {
      token: tokens.liMing,
    });
    expect(year0.status).toBe(400);
    const eleven = new Date(now - 11 * 24 * HOUR);
    const tooOld = await call(
      'createVisit',
      visit(eleven.toISOString(), new Date(eleven.getTime() + HOUR).toISOString()),
      { token: tokens.liMing, locale: 'en' },
    );
    expect(tooOld).toMatchObject({
      code: 500,
      message: 'This visit started more than 10 days ago, beyond the 10-day back-fill limit',
    });
    const nine = new Date(now - 9 * 24 * HOUR);
    ok(
      await call('createVisit', visit(nine.toISOString(), new Date(nine.getTime() + HOUR).toISOString()), {
        token: tokens.liMing,
      }),
    );
  });
});
