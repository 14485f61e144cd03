import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEnterprise, OFFICERS } from './loop-fixtures';
import { buildTestApp, createCaller, login, ok, openTestDatabase, type TestDatabase } from './test-app';
import type { ApiInput } from '../../contract/api-schemas';

type VisitInput = ApiInput<'createVisit'>;

let database: TestDatabase;
let app: FastifyInstance;
let call: ReturnType<typeof createCaller>['call'];
let liMing: string;
let zhaoQiang: string;
let wangFang: string;
let entA: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  ({ call } = createCaller(app));
  [entA, liMing, zhaoQiang, wangFang] = (await Promise.all(
    ['13800000001', OFFICERS.liMing, OFFICERS.zhaoQiang, OFFICERS.wangFang].map((p) => login(app, p)),
  )) as [string, string, string, string];
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('visits', () => {
  it('are idempotent, never count as inspections, and are readable by the creator and the department', async () => {
    const enterprise = await newEnterprise(database.handle.db);
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
      call('createVisit', input, { token: liMing }),
      call('createVisit', input, { token: liMing }),
    ]);
    expect(ok(a).id).toBe(ok(b).id);
    for (let i = 0; i < 4; i += 1) ok(await call('createVisit', visit(), { token: liMing }));
    expect(
      ok(await call('listWarnings', { enterpriseNumber: enterprise.enterpriseNumber }, { token: liMing })),
    ).toEqual([]);
    expect(
      ok(await call('getQuota', { enterpriseNumber: enterprise.enterpriseNumber }, { token: liMing })).every(
        (q: { used: number }) => q.used === 0,
      ),
    ).toBe(true);
    expect(
      ok(
        await call('listRegistrations', { enterpriseNumber: enterprise.enterpriseNumber }, { token: liMing }),
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
        { token: liMing },
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
          token: liMing,
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
        { token: liMing },
      ),
    );
    expect(
      (await call('createVisit', visit({ scanId: inspectionScan.scanId }), { token: liMing })).code,
    ).toBe(500);
    const visitScan = ok(
      await call(
        'resolveCode',
        { enterpriseNumber: enterprise.enterpriseNumber, purpose: 'visit' },
        { token: liMing },
      ),
    );
    ok(
      await call(
        'checkIn',
        {
          scanId: visitScan.scanId,
          location: { latitude: 1, longitude: 2, text: '门口' },
        },
        { token: liMing },
      ),
    );
    const scanned = ok(await call('createVisit', visit({ scanId: visitScan.scanId }), { token: liMing }));
    expect(scanned.location).toEqual({ latitude: 1, longitude: 2, text: '门口' });

    expect(ok(await call('getVisit', { id: outside.id }, { token: zhaoQiang })).id).toBe(outside.id);
    // Another department's visit answers like a missing one; an enterprise may not read visits at all.
    const otherDepartment = await call('getVisit', { id: outside.id }, { token: wangFang });
    expect(otherDepartment).toMatchObject({ status: 404, code: 404, message: '未找到该走访记录' });
    expect(await call('getVisit', { id: 'nope' }, { token: wangFang })).toEqual(otherDepartment);
    expect((await call('getVisit', { id: outside.id }, { token: entA })).status).toBe(403);
    expect(await call('getVisit', { id: 'nope' }, { token: liMing })).toMatchObject({
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
      token: liMing,
      locale: 'en',
    });
    expect(epoch).toMatchObject({ status: 400, fields: { startedAt: 'must be a date from 2000 to 2099' } });
    const year0 = await call('createVisit', visit('0000-01-01T00:00:00Z', '0000-01-01T01:00:00Z'), {
      token: liMing,
    });
    expect(year0.status).toBe(400);
    const eleven = new Date(now - 11 * 24 * HOUR);
    const tooOld = await call(
      'createVisit',
      visit(eleven.toISOString(), new Date(eleven.getTime() + HOUR).toISOString()),
      { token: liMing, locale: 'en' },
    );
    expect(tooOld).toMatchObject({
      code: 500,
      message: 'This visit started more than 10 days ago, beyond the 10-day back-fill limit',
    });
    const nine = new Date(now - 9 * 24 * HOUR);
    ok(
      await call('createVisit', visit(nine.toISOString(), new Date(nine.getTime() + HOUR).toISOString()), {
        token: liMing,
      }),
    );
  });
});
