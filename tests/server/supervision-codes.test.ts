import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCheckCharacter } from '../../contract/credit-code';
import { supervisionCodes } from '../../server/db/schema';
import { signCodePayload } from '../../server/modules/codes/code-signing';
import { buildTestApp, login, openTestDatabase, testConfig, type TestDatabase } from './test-app';
import { caller, ok, OFFICERS } from './loop-fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let call: ReturnType<typeof caller>;
let entA: string; // 张伟, SZ440305000123
let entB: string; // 陈静, SZ440305000456
let merchant: string; // 刘洋, no enterprise yet
let liMing: string;
let wangFang: string;
const secret = testConfig().codeSigningSecret;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  call = caller(app);
  [entA, entB, merchant, liMing, wangFang] = (await Promise.all(
    ['13800000001', '13800000002', '13800000003', OFFICERS.liMing, OFFICERS.wangFang].map((p) =>
      login(app, p),
    ),
  )) as [string, string, string, string, string];
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('registerEnterprise', () => {
  const input = {
    name: '深圳市前海测试贸易有限公司',
    creditCode: withCheckCharacter('91440300MA5H2P3Q4'),
    regionCode: '440305006',
    address: '深圳市南山区粤海街道科技园路1号',
    legalRepresentative: '刘洋',
    contactPhone: '13800000003',
  };

  it('checks the credit-code checksum, the region and duplicates, in the request language', async () => {
    const badChecksum = await call('registerEnterprise', merchant, {
      ...input,
      creditCode: '91440300MA5H2P3Q40',
    });
    expect(badChecksum.status).toBe(400);
    expect(Object.keys(badChecksum.fields!)).toEqual(['creditCode']);

    const taken = await call('registerEnterprise', merchant, { ...input, creditCode: '91440300MA5F3K7Q2E' });
    expect(taken).toMatchObject({
      status: 200,
      code: 500,
      message: '该统一社会信用代码已登记，请勿重复登记',
    });
    const takenEn = await call(
      'registerEnterprise',
      merchant,
      { ...input, creditCode: '91440300MA5F3K7Q2E' },
      'en',
    );
    expect(takenEn.message).toBe('This unified social credit code is already registered');

    const region = await call('registerEnterprise', merchant, { ...input, regionCode: '440305099' });
    expect(region).toMatchObject({ code: 500, message: '所选区域不存在，请重新选择' });
  });

  it('numbers the enterprise SZ + district + sequence and links the user at once', async () => {
    const user = ok(await call('registerEnterprise', merchant, input));
    expect(user.enterpriseNumber).toBe('SZ440305000457');
    expect(user.enterpriseName).toBe(input.name);
    expect(user.orgId).toBe('SZ440305000457');
    // No stale session cache: the very next call sees the enterprise.
    expect(ok(await call('getSession', merchant)).enterpriseNumber).toBe('SZ440305000457');
    const mine = ok(await call('getMyEnterprise', merchant));
    expect(mine).toMatchObject({
      enterpriseNumber: 'SZ440305000457',
      regionName: '南山区粤海街道',
      creditCode: input.creditCode,
    });
    expect(ok(await call('getMyEnterprise', merchant, {}, 'en')).regionName).toBe(
      'Yuehai Subdistrict, Nanshan District',
    );
    expect(ok(await call('queryAuthorizationList', merchant))).toEqual([
      {
        enterpriseNumber: 'SZ440305000457',
        enterpriseName: input.name,
        merchantTel: '13800000003',
        role: 'owner',
      },
    ]);
    const again = await call('registerEnterprise', merchant, {
      ...input,
      creditCode: withCheckCharacter('91440300MA5H2P3Q5'),
    });
    expect(again).toMatchObject({ code: 500, message: '当前账号已绑定企业' });
  });

  it('is for enterprise users only', async () => {
    expect((await call('registerEnterprise', liMing, input)).status).toBe(403);
  });
});

describe('supervision code', () => {
  it("returns the enterprise's active code, the same one each time, signed", async () => {
    const first = ok(await call('getSupervisionCode', entA, { enterpriseNumber: 'SZ440305000123' }));
    const second = ok(await call('getSupervisionCode', entA, { enterpriseNumber: 'SZ440305000123' }));
    expect(second).toEqual(first);
    expect(first.payload).toMatch(/^SVC1\.[\w-]+\.SZ440305000123\.\d+\.[\w-]{43}$/);
  });

  it("enterprise A cannot get B's code and learns nothing (same 403 for an unknown number)", async () => {
    const other = await call('getSupervisionCode', entA, { enterpriseNumber: 'SZ440305000456' });
    const unknown = await call('getSupervisionCode', entA, { enterpriseNumber: 'SZ440305999999' });
    expect(other.status).toBe(403);
    expect(other).toEqual(unknown);
  });

  it('issues one code when a new enterprise opens it for the first time, even when two requests race', async () => {
    const newcomer = await login(app, '13800000003');
    const [a, b] = await Promise.all([
      call('getSupervisionCode', newcomer, { enterpriseNumber: 'SZ440305000457' }),
      call('getSupervisionCode', newcomer, { enterpriseNumber: 'SZ440305000457' }),
    ]);
    expect(ok(a).codeId).toBe(ok(b).codeId);
  });
});

describe('resolveCode', () => {
  async function payloadOf(token: string, number: string): Promise<string> {
    return ok(await call('getSupervisionCode', token, { enterpriseNumber: number })).payload;
  }

  it('resolves a genuine code and records the scan in the code history', async () => {
    const payload = await payloadOf(entB, 'SZ440305000456');
    const resolved = ok(await call('resolveCode', wangFang, { payload, purpose: 'inspection' }));
    expect(resolved).toMatchObject({ enterpriseNumber: 'SZ440305000456', manual: false });
    const history = ok(await call('listCodeHistory', entB));
    const scan = history[0].scans.find((s: { scanId: string }) => s.scanId === resolved.scanId);
    expect(scan).toMatchObject({
      purpose: 'inspection',
      staffName: '王芳',
      departmentName: '卫生健康委员会',
    });
  });

  it('rejects altered, forged, unknown and revoked codes with a clear localized reason', async () => {
    const payload = await payloadOf(entA, 'SZ440305000123');
    const [prefix, codeId, , issued, sig] = payload.split('.');
    const altered = [prefix, codeId, 'SZ440305000456', issued, sig].join('.');
    const forged = signCodePayload('some-other-secret-that-is-long-enough', {
      codeId: codeId!,
      enterpriseNumber: 'SZ440305000123',
      issuedAtSeconds: Number(issued),
    });
    const unknown = signCodePayload(secret, {
      codeId: 'no-such-code',
      enterpriseNumber: 'SZ440305000123',
      issuedAtSeconds: Number(issued),
    });
    const wrongTime = signCodePayload(secret, {
      codeId: codeId!,
      enterpriseNumber: 'SZ440305000123',
      issuedAtSeconds: Number(issued) + 1,
    });
    const truncated = payload.slice(0, -3);
    for (const bad of [altered, forged, unknown, wrongTime, truncated, 'hello world', 'SVC1.x.y']) {
      const result = await call('resolveCode', liMing, { payload: bad, purpose: 'inspection' });
      expect(result, bad).toMatchObject({
        status: 200,
        code: 500,
        message: '二维码无效或已被篡改',
        data: null,
      });
    }
    const en = await call('resolveCode', liMing, { payload: altered, purpose: 'inspection' }, 'en');
    expect(en.message).toBe('This code is invalid or has been altered');

    const [revoked] = await database.handle.db
      .select()
      .from(supervisionCodes)
      .where(eq(supervisionCodes.id, 'demo-pengcheng-1'));
    const revokedPayload = signCodePayload(secret, {
      codeId: revoked!.id,
      enterpriseNumber: 'SZ440305000123',
      issuedAtSeconds: Math.floor(revoked!.issuedAt.getTime() / 1000),
    });
    const revokedResult = await call('resolveCode', liMing, {
      payload: revokedPayload,
      purpose: 'inspection',
    });
    expect(revokedResult).toMatchObject({ code: 500, message: '该监督码已作废，请企业出示最新的监督码' });
  });

  it('accepts a manual enterprise number and a business-licence QR text', async () => {
    const manual = ok(
      await call('resolveCode', liMing, { enterpriseNumber: 'sz440305000123', purpose: 'visit' }),
    );
    expect(manual).toMatchObject({ enterpriseNumber: 'SZ440305000123', manual: true });
    const unknown = await call(
      'resolveCode',
      liMing,
      { enterpriseNumber: 'SZ440305999999', purpose: 'inspection' },
      'en',
    );
    expect(unknown).toMatchObject({ code: 500, message: 'No enterprise with this number' });
    const licence = ok(
      await call('resolveCode', liMing, {
        payload: 'http://www.gsxt.gov.cn/index.html?uniscid=91440300MA5G8L2R60&entname=x',
        purpose: 'inspection',
      }),
    );
    expect(licence).toMatchObject({ enterpriseNumber: 'SZ440305000456', manual: false });
    const both = await call('resolveCode', liMing, {
      payload: 'x',
      enterpriseNumber: 'SZ440305000123',
      purpose: 'inspection',
    });
    expect(both.status).toBe(400);
  });

  it('is for officers only', async () => {
    const payload = await payloadOf(entA, 'SZ440305000123');
    expect((await call('resolveCode', entA, { payload, purpose: 'inspection' })).status).toBe(403);
  });
});

describe('checkIn', () => {
  it("stores time and place on the officer's own scan only", async () => {
    const scan = ok(
      await call('resolveCode', liMing, { enterpriseNumber: 'SZ440305000123', purpose: 'inspection' }),
    );
    const location = { latitude: 22.54, longitude: 113.93, text: '科兴科学园B栋' };
    const checked = ok(await call('checkIn', liMing, { scanId: scan.scanId, location }));
    expect(checked).toMatchObject({ scanId: scan.scanId, location });
    const someoneElse = await call('checkIn', wangFang, { scanId: scan.scanId, location });
    expect(someoneElse).toMatchObject({ code: 500, message: '未找到本人的该条扫码记录' });
  });
});

describe('officer workspace', () => {
  it('profile: certificate number, department and colleagues', async () => {
    const profile = ok(await call('getOfficerProfile', liMing));
    expect(profile).toMatchObject({
      name: '李明',
      certificateNumber: '44030012345',
      departmentCode: 'market',
    });
    expect(profile.colleagues.length).toBeGreaterThanOrEqual(2);
    for (const c of profile.colleagues) expect(c.certificateNumber).toMatch(/^\d{6,20}$/);
    expect((await call('getOfficerProfile', entA)).status).toBe(403);
  });

  it("preview: basics, recent registrations of all departments, warnings, quota, the department's plans and items, evaluations in aggregate", async () => {
    const preview = ok(await call('getEnterprisePreview', liMing, { enterpriseNumber: 'SZ440305000123' }));
    expect(preview.enterprise.enterpriseNumber).toBe('SZ440305000123');
    expect(preview.recentRegistrations).toHaveLength(5);
    expect(
      new Set(preview.recentRegistrations.map((r: { departmentCode: string }) => r.departmentCode)).size,
    ).toBeGreaterThan(1);
    expect(preview.warnings.map((w: { kind: string }) => w.kind)).toEqual(
      expect.arrayContaining(['daily', 'monthly']),
    );
    expect(
      preview.quota.find((q: { departmentCode: string }) => q.departmentCode === 'market'),
    ).toMatchObject({ cap: 2, used: 2 });
    expect(preview.plans.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining(['plan-market-food-2026', 'plan-market-prices-q']),
    );
    expect(preview.plans.every((p: { id: string }) => p.id.startsWith('plan-market'))).toBe(true);
    expect(preview.inspectionItems).toHaveLength(8);
    expect(preview.inspectionItems[0]).toEqual({ code: 'MK-01', name: '营业执照及食品经营许可证公示' });
    expect(preview.evaluationSummary).toEqual({ count: 1, satisfiedShare: 1 });
    expect(JSON.stringify(preview)).not.toContain('检查规范，讲解耐心');

    const english = ok(
      await call('getEnterprisePreview', wangFang, { enterpriseNumber: 'SZ440305000456' }, 'en'),
    );
    expect(english.inspectionItems[0]).toEqual({ code: 'HL-01', name: 'Valid health permit' });
    expect(english.evaluationSummary).toEqual({ count: 1, satisfiedShare: 0 });
    expect(english.warnings.find((w: { kind: string }) => w.kind === 'no_findings_streak').message).toContain(
      'found nothing',
    );

    const unknown = await call('getEnterprisePreview', liMing, { enterpriseNumber: 'SZ440305999999' });
    expect(unknown).toMatchObject({ code: 500, message: '未找到该企业' });
    expect((await call('getEnterprisePreview', entA, { enterpriseNumber: 'SZ440305000123' })).status).toBe(
      403,
    );
  });
});
