import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CERT,
  insertRegistration,
  newEnterprise,
  OFFICERS,
  JPEG_2X2,
  PNG_1X1,
  pngOfSize,
  registrationInput,
  WEBP_16X16,
  upload,
  type RegistrationInput,
} from './loop-fixtures';
import { buildTestApp, ok, runningClock, useTestApp } from './test-app';
import type { ApiInput } from '../../contract/api-schemas';
import { evaluations, registrations } from '../../server/db/schema/registrations';

type RegistrationCorrection = ApiInput<'correctRegistration'>;

const time = runningClock();
const server = useTestApp({
  clock: time.clock,
  users: {
    entA: '13800000001', // SZ440305000123
    entB: '13800000002', // SZ440305000456
    liMing: OFFICERS.liMing,
    zhaoQiang: OFFICERS.zhaoQiang,
    wangFang: OFFICERS.wangFang,
  },
});
const { call, callUnchecked, tokens } = server;
const HOUR = 3_600_000;

async function create(token: string, overrides: Partial<RegistrationInput> = {}, locale: 'zh' | 'en' = 'zh') {
  return call('createRegistration', registrationInput(overrides), { token, locale });
}

describe('createRegistration', () => {
  it('registers for the officer department, numbered JC + date + sequence, returning the warnings', async () => {
    const created = ok(await create(tokens.liMing));
    expect(created.registrationNumber).toMatch(/^JC\d{8}\d{6}$/);
    expect(created.late).toBe(false);
    expect(created.warnings.map((w: { kind: string }) => w.kind)).toEqual(
      expect.arrayContaining(['daily', 'monthly']),
    );
    const detail = ok(await call('getRegistration', { id: created.id }, { token: tokens.liMing }));
    expect(detail).toMatchObject({
      departmentCode: 'market',
      enterpriseNumber: 'SZ440305000123',
      type: 'case',
      caseReason: 'complaint',
      caseReference: '12345-20260601001',
      allowanceBasis: 'excepted',
      registeredBy: 'number',
      typedReason: 'codeUnavailable',
      version: 1,
      canCorrect: true,
    });
    expect(detail.officers).toEqual([
      { name: '李明', certificateNumber: CERT.liMing },
      { name: '赵强', certificateNumber: CERT.zhaoQiang },
    ]);
  });

  it('the signed-in officer must be among the officers, all of them certified in the department', async () => {
    const notListed = await create(tokens.liMing, {
      officers: [
        { name: '赵强', certificateNumber: CERT.zhaoQiang },
        { name: '孙丽', certificateNumber: CERT.sunLi },
      ],
    });
    expect(notListed).toMatchObject({ code: 500, message: '登记人本人必须是检查执法人员之一' });
    const otherDepartment = await create(tokens.liMing, {
      officers: [
        { name: '李明', certificateNumber: CERT.liMing },
        { name: '王芳', certificateNumber: CERT.wangFang },
      ],
    });
    expect(otherDepartment).toMatchObject({ code: 500, message: '执法证号不存在或不属于本部门的执法人员' });
    const alone = await create(tokens.liMing, {
      officers: [{ name: '李明', certificateNumber: CERT.liMing }],
    });
    expect(alone.status).toBe(400);
    expect(Object.keys(alone.fields!)).toEqual(['officers']);
    expect((await call('createRegistration', registrationInput(), { token: tokens.entA })).status).toBe(403);
  });

  it('type rules: routine needs an approved plan of the own department; triggered a reason; case a case reason', async () => {
    const noPlan = await create(tokens.liMing, { type: 'routine', triggerReason: undefined });
    expect(noPlan.status).toBe(400);
    expect(noPlan.fields).toEqual({ planId: '为必填项' });
    const healthPlan = await create(tokens.liMing, { type: 'routine', planId: 'plan-health-public-places' });
    expect(healthPlan.message).toContain('所选检查计划无效');
    const draft = await create(tokens.liMing, { type: 'routine', planId: 'plan-ecology-draft' });
    expect(draft.code).toBe(500);
    // A valid plan, but the demo enterprise is past today's threshold: only an excepted kind or an approval now.
    const routine = await create(tokens.liMing, { type: 'routine', planId: 'plan-market-prices-q' });
    expect(routine).toMatchObject({ code: 500, reason: 'overAllowance' });

    const noReason = await create(tokens.liMing, { type: 'triggered', triggerReason: undefined }, 'en');
    expect(noReason.fields).toEqual({ triggerReason: 'is required' });
    const noCase = await create(tokens.liMing, { type: 'case', caseReason: undefined });
    expect(Object.keys(noCase.fields!)).toEqual(['caseReason']);
    const kase = ok(
      await create(tokens.liMing, {
        type: 'case',
        caseReason: 'complaint',
        enterpriseNumber: 'SZ440305000456',
      }),
    );
    expect(ok(await call('getRegistration', { id: kase.id }, { token: tokens.liMing })).caseReason).toBe(
      'complaint',
    );
  });

  it('times: end after start, not in the future; late after 24 h needs a reason; beyond 10 days refused', async () => {
    const now = Date.now();
    const reversed = await create(tokens.liMing, {
      startedAt: new Date(now - HOUR).toISOString(),
      endedAt: new Date(now - 2 * HOUR).toISOString(),
    });
    expect(reversed.fields).toEqual({ endedAt: '不能早于开始时间' });
    const future = await create(tokens.liMing, { endedAt: new Date(now + 20 * 60_000).toISOString() });
    expect(Object.keys(future.fields!)).toEqual(['endedAt']);
    const skew = await create(tokens.liMing, { endedAt: new Date(now + 2 * 60_000).toISOString() });
    expect(skew.code).toBe(20000);

    const lateTimes = {
      startedAt: new Date(now - 30 * HOUR).toISOString(),
      endedAt: new Date(now - 29 * HOUR).toISOString(),
    };
    const noReason = await create(tokens.liMing, lateTimes);
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.fields!)).toEqual(['lateReason']);
    const late = ok(await create(tokens.liMing, { ...lateTimes, lateReason: '现场无网络' }));
    expect(late.late).toBe(true);
    const detail = ok(await call('getRegistration', { id: late.id }, { token: tokens.entA }));
    expect(detail).toMatchObject({ late: true, lateReason: '现场无网络' });

    const tooOld = {
      startedAt: new Date(now - 11 * 24 * HOUR).toISOString(),
      endedAt: new Date(now - 11 * 24 * HOUR + HOUR).toISOString(),
      lateReason: 'x',
    };
    expect(await create(tokens.liMing, tooOld, 'en')).toMatchObject({
      code: 500,
      message: 'This inspection started more than 10 days ago, beyond the 10-day back-fill limit',
    });
  });

  it('a double submit or retry returns the first registration, even when both race', async () => {
    const input = registrationInput();
    const [a, b] = await Promise.all([
      call('createRegistration', input, { token: tokens.liMing }),
      call('createRegistration', input, { token: tokens.liMing }),
    ]);
    expect(ok(a).id).toBe(ok(b).id);
    const retry = ok(await call('createRegistration', input, { token: tokens.liMing }));
    expect(retry.id).toBe(ok(a).id);
    expect(retry.registrationNumber).toBe(ok(a).registrationNumber);
    const [row] = await server.database.handle.db
      .select({ n: count() })
      .from(registrations)
      .where(
        and(
          eq(registrations.createdBy, 'usr-13900000001'),
          eq(registrations.clientRequestId, input.clientRequestId),
        ),
      );
    expect(row?.n).toBe(1);
    // The key is per officer: a colleague using the same key makes a registration of its own.
    const colleague = ok(
      await call(
        'createRegistration',
        { ...input, officers: [...input.officers].reverse() },
        { token: tokens.zhaoQiang },
      ),
    );
    expect(colleague.id).not.toBe(ok(a).id);
  });

  it("the enterprise must exist; a scan must be the officer's own of that enterprise and links check-in", async () => {
    expect(await create(tokens.liMing, { enterpriseNumber: 'SZ440305999999' })).toMatchObject({
      code: 500,
      message: '未找到该企业',
    });
    const scan = ok(
      await call(
        'resolveCode',
        { enterpriseNumber: 'SZ440305000123', purpose: 'inspection' },
        { token: tokens.liMing },
      ),
    );
    const location = { latitude: 22.5, longitude: 113.9, text: '科兴科学园B栋' };
    ok(await call('checkIn', { scanId: scan.scanId, location }, { token: tokens.liMing }));
    time.advance(10 * 60_000);
    expect(
      await create(tokens.liMing, { scanId: scan.scanId, enterpriseNumber: 'SZ440305000456' }),
    ).toMatchObject({
      code: 500,
    });
    const foreign = await create(tokens.zhaoQiang, { scanId: scan.scanId });
    expect(foreign).toMatchObject({ status: 404, code: 404, message: '未找到本人的该条扫码记录' });
    const linked = ok(await create(tokens.liMing, { scanId: scan.scanId }));
    const detail = ok(await call('getRegistration', { id: linked.id }, { token: tokens.liMing }));
    expect(detail.location).toEqual(location);
    expect(detail.checkedInAt).not.toBeNull();
  });
});

describe('photos', () => {
  it('accepts whole JPEG/PNG/WebP images read from their bytes, at most 5 MB, for officers only', async () => {
    const photo = ok(await upload(server.app, tokens.liMing, PNG_1X1, 'application/octet-stream'));
    expect(photo).toMatchObject({ size: PNG_1X1.length, contentType: 'image/png' });
    expect(ok(await upload(server.app, tokens.liMing, JPEG_2X2, 'image/png')).contentType).toBe('image/jpeg');
    expect(ok(await upload(server.app, tokens.liMing, WEBP_16X16, 'image/jpeg')).contentType).toBe(
      'image/webp',
    );

    const gif = await upload(server.app, tokens.liMing, Buffer.from('GIF89a....'), 'image/png');
    expect(gif).toMatchObject({ status: 400, code: 400, message: '仅支持 JPEG、PNG、WebP 格式的图片' });
    const html = await upload(
      server.app,
      tokens.liMing,
      Buffer.from('<svg onload=alert(1)>'),
      'image/jpeg',
      'en',
    );
    expect(html).toMatchObject({ status: 400, message: 'Only JPEG, PNG and WebP images are accepted' });
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload(server.app, tokens.liMing, big);
    expect(tooLarge).toMatchObject({ status: 413, code: 413, message: '照片不能超过 5 MB' });
    expect((await upload(server.app, tokens.liMing, pngOfSize(5 * 1024 * 1024))).code).toBe(20000);
    expect((await upload(server.app, tokens.entA, PNG_1X1)).status).toBe(403);
    const notMultipart = await callUnchecked('addRegistrationPhoto', { file: 'x' }, { token: tokens.liMing });
    expect(notMultipart.status).toBe(400);
  });

  it("attaches only the officer's own unattached uploads; signed, expiring URLs serve them", async () => {
    const mine = ok(await upload(server.app, tokens.liMing, PNG_1X1)).photoId;
    const theirs = ok(await upload(server.app, tokens.zhaoQiang, PNG_1X1)).photoId;
    const problem = (photoIds: string[]) => ({
      problems: [{ description: '消毒记录缺失', rectification: '补齐记录', photoIds }],
    });
    expect(await create(tokens.liMing, problem([theirs]))).toMatchObject({
      code: 500,
      message: '照片不存在、已被使用或不是本人上传的',
    });
    const created = ok(await create(tokens.liMing, problem([mine])));
    expect((await create(tokens.liMing, problem([mine]))).code).toBe(500);
    const tooMany = await create(tokens.liMing, problem(Array.from({ length: 10 }, () => mine)));
    expect(tooMany.status).toBe(400);

    // Another department does not read it, nor so its photos' URLs (registration-access.test.ts).
    expect(await call('getRegistration', { id: created.id }, { token: tokens.wangFang })).toMatchObject({
      status: 404,
    });
    for (const token of [tokens.entA, tokens.liMing, tokens.zhaoQiang]) {
      const detail = ok(await call('getRegistration', { id: created.id }, { token }));
      const url = new URL(detail.problems[0]!.photos[0]!.url);
      const image = await server.app.inject({ url: `${url.pathname}${url.search}` });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(PNG_1X1)).toBe(true);
    }
    const detail = ok(await call('getRegistration', { id: created.id }, { token: tokens.liMing }));
    const url = new URL(detail.problems[0]!.photos[0]!.url);
    const exp = url.searchParams.get('exp')!;
    const sig = url.searchParams.get('sig')!;
    const path = url.pathname;
    expect((await server.app.inject({ url: path })).statusCode).toBe(403);
    expect((await server.app.inject({ url: `${path}?exp=${Number(exp) + 1}&sig=${sig}` })).statusCode).toBe(
      403,
    );
    expect((await server.app.inject({ url: `/api/photos/${theirs}?exp=${exp}&sig=${sig}` })).statusCode).toBe(
      403,
    );
    const expired = await buildTestApp(server.database, { photoUrlTtlMinutes: 1 });
    try {
      const past = Math.floor(Date.now() / 1000) - 10;
      expect((await expired.inject({ url: `${path}?exp=${past}&sig=${sig}` })).statusCode).toBe(403);
    } finally {
      await expired.close();
    }
  });
});

describe('checkIn', () => {
  it("stores time and place on the officer's own scan only", async () => {
    const scan = ok(
      await call(
        'resolveCode',
        { enterpriseNumber: 'SZ440305000123', purpose: 'inspection' },
        { token: tokens.liMing },
      ),
    );
    const location = { latitude: 22.54, longitude: 113.93, text: '科兴科学园B栋' };
    const checked = ok(await call('checkIn', { scanId: scan.scanId, location }, { token: tokens.liMing }));
    expect(checked).toMatchObject({ scanId: scan.scanId, location });
    const someoneElse = await call('checkIn', { scanId: scan.scanId, location }, { token: tokens.wangFang });
    expect(someoneElse).toMatchObject({ status: 404, code: 404, message: '未找到本人的该条扫码记录' });
    const missing = await call('checkIn', { scanId: 'no-such-scan', location }, { token: tokens.wangFang });
    expect(missing).toEqual(someoneElse);
  });
});

describe('who reads what', () => {
  it("enterprise A lists only its own registrations; asking for B's is 404, as for an unknown number", async () => {
    const page = ok(await call('listRegistrations', { limit: 50 }, { token: tokens.entA }));
    expect(page.items.length).toBeGreaterThan(0);
    expect(
      page.items.every((r: { enterpriseNumber: string }) => r.enterpriseNumber === 'SZ440305000123'),
    ).toBe(true);
    expect(
      ok(await call('listRegistrations', { enterpriseNumber: 'SZ440305000123' }, { token: tokens.entA }))
        .items.length,
    ).toBeGreaterThan(0);
    const other = await call(
      'listRegistrations',
      { enterpriseNumber: 'SZ440305000456' },
      { token: tokens.entA },
    );
    expect(other.status).toBe(404);
    expect(JSON.stringify(other)).not.toContain('南山精密');
    expect(
      await call('listRegistrations', { enterpriseNumber: 'SZ440305999999' }, { token: tokens.entA }),
    ).toEqual(other);
  });

  it("enterprise A cannot read or evaluate B's registration, and cannot tell it from a missing one", async () => {
    const read = await call('getRegistration', { id: 'reg-demo-11' }, { token: tokens.entA });
    const missing = await call('getRegistration', { id: 'no-such-registration' }, { token: tokens.entA });
    expect(read).toMatchObject({ status: 404, code: 404, message: '未找到该检查登记', data: null });
    expect(read).toEqual(missing);
    const evaluate = await call(
      'evaluateRegistration',
      {
        registrationId: 'reg-demo-11',
        level: 'very_dissatisfied',
        comment: 'x',
      },
      { token: tokens.entA },
    );
    expect(evaluate).toEqual(read);
    const [row] = await server.database.handle.db
      .select({ n: count() })
      .from(evaluations)
      .where(eq(evaluations.registrationId, 'reg-demo-11'));
    expect(row?.n).toBe(0);
  });

  it('an officer sees all departments at one enterprise (history check; others in outline), else the own department only', async () => {
    const history = ok(
      await call(
        'listRegistrations',
        { enterpriseNumber: 'SZ440305000123', limit: 50 },
        { token: tokens.liMing },
      ),
    );
    expect(
      new Set(history.items.map((r: { departmentCode: string }) => r.departmentCode)).size,
    ).toBeGreaterThan(2);
    const desk = ok(await call('listRegistrations', { limit: 50 }, { token: tokens.wangFang }));
    expect(desk.items.length).toBeGreaterThan(0);
    expect(desk.items.every((r: { departmentCode: string }) => r.departmentCode === 'health')).toBe(true);
    expect(
      (await call('listRegistrations', { departmentCode: 'market' }, { token: tokens.wangFang })).status,
    ).toBe(404);
    const filtered = ok(
      await call(
        'listRegistrations',
        {
          enterpriseNumber: 'SZ440305000123',
          departmentCode: 'health',
        },
        { token: tokens.liMing },
      ),
    );
    expect(filtered.items.every((r: { departmentCode: string }) => r.departmentCode === 'health')).toBe(true);
    expect(history.items.filter((r) => r.departmentCode !== 'market').every((r) => !r.inFull)).toBe(true);
    expect(history.items.filter((r) => r.departmentCode === 'market').every((r) => r.inFull)).toBe(true);
    const officerView = ok(await call('getRegistration', { id: 'reg-demo-05' }, { token: tokens.zhaoQiang }));
    expect(officerView.evaluation).toBeNull();
    expect(officerView.evaluated).toBe(false);
    expect(officerView.canEvaluate).toBe(false);
    expect(
      ok(await call('getRegistration', { id: 'reg-demo-05' }, { token: tokens.entA })).evaluation?.level,
    ).toBe('very_satisfied');
    expect(await call('getRegistration', { id: 'nope' }, { token: tokens.liMing })).toMatchObject({
      status: 404,
      code: 404,
      message: '未找到该检查登记',
    });
  });

  it('filters by Asia/Shanghai calendar days of the start time', async () => {
    const enterprise = await newEnterprise(server.database.handle.db);
    // 2026-03-01 23:30 and 2026-03-02 00:30 in Shanghai.
    const late = await insertRegistration(server.database.handle.db, {
      enterpriseId: enterprise.id,
      startedAt: new Date('2026-03-01T15:30:00Z'),
    });
    const early = await insertRegistration(server.database.handle.db, {
      enterpriseId: enterprise.id,
      startedAt: new Date('2026-03-01T16:30:00Z'),
    });
    const q = (from: string, to: string) =>
      call(
        'listRegistrations',
        { enterpriseNumber: enterprise.enterpriseNumber, from, to },
        { token: tokens.liMing },
      ).then((r) => ok(r).items.map((i: { id: string }) => i.id));
    expect(await q('2026-03-01', '2026-03-01')).toEqual([late]);
    expect(await q('2026-03-02', '2026-03-02')).toEqual([early]);
    expect(await q('2026-03-01', '2026-03-02')).toEqual([early, late]);
  });
});

describe('pagination', () => {
  it('pages newest first with no duplicates or gaps while new rows arrive, ties broken by id', async () => {
    const db = server.database.handle.db;
    const enterprise = await newEnterprise(db);
    const base = Date.now() - 5 * 24 * HOUR;
    const ids: string[] = [];
    for (let i = 0; i < 23; i += 1) {
      // Every third row shares its registration time with the previous one.
      const registeredAt = new Date(base + Math.floor(i - i / 3) * 60_000);
      ids.push(
        await insertRegistration(db, {
          enterpriseId: enterprise.id,
          startedAt: new Date(registeredAt.getTime() - 60_000),
          registeredAt,
        }),
      );
    }
    const expected = (
      await db
        .select({ id: registrations.id, at: registrations.registeredAt })
        .from(registrations)
        .where(eq(registrations.enterpriseId, enterprise.id))
    )
      .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      .map((r) => r.id);

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = ok(
        await call(
          'listRegistrations',
          {
            enterpriseNumber: enterprise.enterpriseNumber,
            limit: 5,
            cursor,
          },
          { token: tokens.liMing },
        ),
      );
      seen.push(...page.items.map((r: { id: string }) => r.id));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
      // New inspections registered while the user scrolls must not shift the pages.
      await insertRegistration(db, {
        enterpriseId: enterprise.id,
        startedAt: new Date(),
        registeredAt: new Date(),
      });
    } while (cursor);
    expect(pages).toBe(5);
    expect(seen).toEqual(expected.slice(0, 23));
    expect(new Set(seen).size).toBe(23);
    expect(new Set(ids)).toEqual(new Set(seen));

    const first = ok(
      await call(
        'listRegistrations',
        { enterpriseNumber: enterprise.enterpriseNumber },
        { token: tokens.liMing },
      ),
    );
    expect(first.items).toHaveLength(20);
    const bad = await call('listRegistrations', { cursor: 'not-a-cursor' }, { token: tokens.liMing });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.fields!)).toEqual(['cursor']);
    expect((await call('listRegistrations', { limit: 51 }, { token: tokens.liMing })).status).toBe(400);
  });
});

describe('corrections', () => {
  it('only the registering officer corrects, within 72 h, with the current version; every change is recorded', async () => {
    const created = ok(await create(tokens.liMing, { remarks: '初次登记' }));
    const edit = (token: string, extra: Partial<RegistrationCorrection>, locale: 'zh' | 'en' = 'zh') =>
      call(
        'correctRegistration',
        { id: created.id, version: 1, reason: '补充整改期限', ...extra },
        { token, locale },
      );

    // Another officer's registration is "not found" to the correction call, like one that does not exist.
    const colleague = await edit(tokens.zhaoQiang, { remarks: '改' });
    expect(colleague).toMatchObject({ status: 404, code: 404, message: '未找到该检查登记' });
    expect(await edit(tokens.wangFang, { remarks: '改' })).toEqual(colleague);
    expect(
      await call(
        'correctRegistration',
        { id: 'no-such-registration', version: 1, reason: 'x', remarks: 'y' },
        { token: tokens.zhaoQiang },
      ),
    ).toEqual(colleague);
    expect(
      (
        await call(
          'correctRegistration',
          { id: created.id, version: 1, reason: 'x', remarks: 'y' },
          { token: tokens.entA },
        )
      ).status,
    ).toBe(403);
    expect(await edit(tokens.liMing, { version: 7, remarks: '改' })).toMatchObject({
      code: 500,
      message: '该登记已被他人修改，请刷新后重试',
    });
    expect(await edit(tokens.liMing, { remarks: '初次登记' })).toMatchObject({
      code: 500,
      message: '没有需要更正的内容',
    });

    const newItems = [
      { code: 'MK-01', name: '营业执照及食品经营许可证公示', result: 'non_compliant' as const },
    ];
    const detail = ok(await edit(tokens.liMing, { remarks: '整改期限7日', items: newItems }));
    expect(detail.version).toBe(2);
    expect(detail.remarks).toBe('整改期限7日');
    expect(detail.items).toEqual(newItems);
    expect(detail.corrections).toHaveLength(1);
    expect(detail.corrections[0]).toMatchObject({ officerName: '李明', reason: '补充整改期限' });
    expect(detail.corrections[0]!.changes).toEqual([
      { field: '备注', before: '初次登记', after: '整改期限7日' },
      {
        field: '检查事项',
        before: '营业执照及食品经营许可证公示（符合）；过期变质食品清理（符合）',
        after: '营业执照及食品经营许可证公示（不符合）',
      },
    ]);
    const english = ok(
      await call('getRegistration', { id: created.id }, { token: tokens.entA, locale: 'en' }),
    );
    expect(english.corrections[0]!.changes[0]).toEqual({
      field: 'Remarks',
      before: '初次登记',
      after: '整改期限7日',
    });
    expect(english.canCorrect).toBe(false);
    expect(english.correctableUntil).toBeNull();

    // Two corrections from the same version: exactly one wins.
    const [x, y] = await Promise.all([
      call(
        'correctRegistration',
        { id: created.id, version: 2, reason: 'a', remarks: 'A' },
        { token: tokens.liMing },
      ),
      call(
        'correctRegistration',
        { id: created.id, version: 2, reason: 'b', remarks: 'B' },
        { token: tokens.liMing },
      ),
    ]);
    expect([x.code, y.code].sort((p, q) => p - q)).toEqual([500, 20000]);

    await server.database.handle.db
      .update(registrations)
      .set({ registeredAt: new Date(Date.now() - 73 * HOUR) })
      .where(eq(registrations.id, created.id));
    const closed = await call(
      'correctRegistration',
      { id: created.id, version: 3, reason: 'late', remarks: 'C' },
      { token: tokens.liMing, locale: 'en' },
    );
    expect(closed).toMatchObject({
      code: 500,
      message: 'The 72-hour correction window after registration has passed',
    });
    const view = ok(await call('getRegistration', { id: created.id }, { token: tokens.liMing }));
    expect(view.canCorrect).toBe(false);
    expect(view.correctableUntil).not.toBeNull();
  });

  it('problems and their photos can be corrected; dropped photos stay stored but detached', async () => {
    const first = ok(await upload(server.app, tokens.liMing, PNG_1X1)).photoId;
    const second = ok(await upload(server.app, tokens.liMing, PNG_1X1)).photoId;
    const created = ok(
      await create(tokens.liMing, {
        problems: [{ description: 'A', rectification: 'B', photoIds: [first] }],
      }),
    );
    const detail = ok(
      await call(
        'correctRegistration',
        {
          id: created.id,
          version: 1,
          reason: '补拍照片',
          problems: [{ description: 'A', rectification: 'B', photoIds: [second, first] }],
        },
        { token: tokens.liMing },
      ),
    );
    expect(detail.problems[0]!.photos.map((p) => p.photoId)).toEqual([second, first]);
    expect(detail.corrections[0]!.changes[0]).toEqual({
      field: '发现问题',
      before: 'A → B（照片1张）',
      after: 'A → B（照片2张）',
    });
  });
});

describe('evaluation', () => {
  it('the enterprise evaluates its own registration once, changeable for 7 days after the first evaluation', async () => {
    const created = ok(await create(tokens.liMing));
    const before = ok(await call('getRegistration', { id: created.id }, { token: tokens.entA }));
    expect(before).toMatchObject({ canEvaluate: true, evaluation: null, evaluated: false });
    const first = ok(
      await call(
        'evaluateRegistration',
        {
          registrationId: created.id,
          level: 'satisfied',
          comment: '规范',
        },
        { token: tokens.entA },
      ),
    );
    expect(first.evaluation).toMatchObject({ level: 'satisfied', comment: '规范' });
    expect(first.evaluated).toBe(true);
    const changed = ok(
      await call(
        'evaluateRegistration',
        {
          registrationId: created.id,
          level: 'very_satisfied',
          comment: '很好',
        },
        { token: tokens.entA },
      ),
    );
    expect(changed.evaluation?.level).toBe('very_satisfied');
    expect(changed.evaluation?.changeableUntil).toBe(first.evaluation?.changeableUntil);
    expect(
      (
        await call(
          'evaluateRegistration',
          {
            registrationId: created.id,
            level: 'satisfied',
            comment: '',
          },
          { token: tokens.liMing },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await call(
          'evaluateRegistration',
          {
            registrationId: created.id,
            level: 'satisfied',
            comment: '',
          },
          { token: tokens.entB },
        )
      ).status,
    ).toBe(404);

    await server.database.handle.db
      .update(evaluations)
      .set({ firstEvaluatedAt: new Date(Date.now() - 8 * 24 * HOUR) })
      .where(eq(evaluations.registrationId, created.id));
    const closed = await call(
      'evaluateRegistration',
      {
        registrationId: created.id,
        level: 'dissatisfied',
        comment: '',
      },
      { token: tokens.entA },
    );
    expect(closed).toMatchObject({ code: 500, message: '评价已超过首次评价后7天的修改期限' });
    const after = ok(await call('getRegistration', { id: created.id }, { token: tokens.entA }));
    expect(after.canEvaluate).toBe(false);
    expect(after.evaluation?.level).toBe('very_satisfied');
  });
});
