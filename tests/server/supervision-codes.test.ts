import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OFFICERS } from './loop-fixtures';
import { ok, testConfig, useTestApp } from './test-app';
import { withCheckCharacter } from '../../contract/credit-code';
import { supervisionCodes } from '../../server/db/schema/supervision-codes';
import { signCodePayload } from '../../server/modules/supervision-codes/code-signing';

const server = useTestApp({
  users: {
    entA: '13800000001', // 张伟, SZ440305000123
    entB: '13800000002', // 陈静, SZ440305000456
    merchant: '13800000003', // 刘洋, no enterprise yet
    liMing: OFFICERS.liMing,
    wangFang: OFFICERS.wangFang,
  },
});
const { call, login, tokens } = server;
const secret = testConfig().codeSigningSecret;

describe('supervision code', () => {
  it("returns the enterprise's active code, the same one each time, signed", async () => {
    const first = ok(
      await call('getSupervisionCode', { enterpriseNumber: 'SZ440305000123' }, { token: tokens.entA }),
    );
    const second = ok(
      await call('getSupervisionCode', { enterpriseNumber: 'SZ440305000123' }, { token: tokens.entA }),
    );
    expect(second).toEqual(first);
    expect(first.payload).toMatch(/^SVC1\.[\w-]+\.SZ440305000123\.\d+\.[\w-]{43}$/);
  });

  it("enterprise A cannot get B's code and learns nothing (the same 404 as for an unknown number)", async () => {
    const other = await call(
      'getSupervisionCode',
      { enterpriseNumber: 'SZ440305000456' },
      { token: tokens.entA },
    );
    const unknown = await call(
      'getSupervisionCode',
      { enterpriseNumber: 'SZ440305999999' },
      { token: tokens.entA },
    );
    expect(other).toMatchObject({ status: 404, code: 404, data: null });
    expect(other).toEqual(unknown);
    // A tokens.merchant without an enterprise has no code to see.
    expect(
      await call('getSupervisionCode', { enterpriseNumber: 'SZ440305000456' }, { token: tokens.merchant }),
    ).toEqual(other);
  });

  it('issues one code when a new enterprise opens it for the first time, even when two requests race', async () => {
    const newcomer = await login('13800000003');
    ok(
      await call(
        'registerEnterprise',
        {
          name: '深圳市前海测试贸易有限公司',
          creditCode: withCheckCharacter('91440300MA5H2P3Q4'),
          regionCode: '440305006',
          address: '深圳市南山区粤海街道科技园路1号',
          legalRepresentative: '刘洋',
          contactPhone: '13800000003',
        },
        { token: newcomer },
      ),
    );
    const [a, b] = await Promise.all([
      call('getSupervisionCode', { enterpriseNumber: 'SZ440305000457' }, { token: newcomer }),
      call('getSupervisionCode', { enterpriseNumber: 'SZ440305000457' }, { token: newcomer }),
    ]);
    expect(ok(a).codeId).toBe(ok(b).codeId);
  });
});

describe('resolveCode', () => {
  async function payloadOf(token: string, number: string): Promise<string> {
    return ok(await call('getSupervisionCode', { enterpriseNumber: number }, { token })).payload;
  }

  it('resolves a genuine code and records the scan in the code history', async () => {
    const payload = await payloadOf(tokens.entB, 'SZ440305000456');
    const resolved = ok(
      await call('resolveCode', { payload, purpose: 'inspection' }, { token: tokens.wangFang }),
    );
    expect(resolved).toMatchObject({ enterpriseNumber: 'SZ440305000456', manual: false });
    const history = ok(await call('listCodeHistory', {}, { token: tokens.entB }));
    const scan = history[0]!.scans.find((s: { scanId: string }) => s.scanId === resolved.scanId);
    expect(scan).toMatchObject({
      purpose: 'inspection',
      staffName: '王芳',
      departmentName: '卫生健康委员会',
    });
  });

  it('rejects altered, forged, unknown and revoked codes with a clear localized reason', async () => {
    const payload = await payloadOf(tokens.entA, 'SZ440305000123');
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
      const result = await call(
        'resolveCode',
        { payload: bad, purpose: 'inspection' },
        { token: tokens.liMing },
      );
      expect(result, bad).toMatchObject({
        status: 200,
        code: 500,
        message: '二维码无效或已被篡改',
        data: null,
      });
    }
    const en = await call(
      'resolveCode',
      { payload: altered, purpose: 'inspection' },
      { token: tokens.liMing, locale: 'en' },
    );
    expect(en.message).toBe('This code is invalid or has been altered');

    const [revoked] = await server.database.handle.db
      .select()
      .from(supervisionCodes)
      .where(eq(supervisionCodes.id, 'demo-pengcheng-1'));
    const revokedPayload = signCodePayload(secret, {
      codeId: revoked!.id,
      enterpriseNumber: 'SZ440305000123',
      issuedAtSeconds: Math.floor(revoked!.issuedAt.getTime() / 1000),
    });
    const revokedResult = await call(
      'resolveCode',
      {
        payload: revokedPayload,
        purpose: 'inspection',
      },
      { token: tokens.liMing },
    );
    expect(revokedResult).toMatchObject({ code: 500, message: '该监督码已作废，请企业出示最新的监督码' });
  });

  it('accepts a manual enterprise number and a business-licence QR text', async () => {
    const manual = ok(
      await call(
        'resolveCode',
        { enterpriseNumber: 'sz440305000123', purpose: 'visit' },
        { token: tokens.liMing },
      ),
    );
    expect(manual).toMatchObject({ enterpriseNumber: 'SZ440305000123', manual: true });
    const unknown = await call(
      'resolveCode',
      { enterpriseNumber: 'SZ440305999999', purpose: 'inspection' },
      { token: tokens.liMing, locale: 'en' },
    );
    expect(unknown).toMatchObject({ code: 500, message: 'No enterprise with this number' });
    const licence = ok(
      await call(
        'resolveCode',
        {
          payload: 'http://www.gsxt.gov.cn/index.html?uniscid=91440300MA5G8L2R60&entname=x',
          purpose: 'inspection',
        },
        { token: tokens.liMing },
      ),
    );
    expect(licence).toMatchObject({ enterpriseNumber: 'SZ440305000456', manual: false });
    const both = await call(
      'resolveCode',
      {
        payload: 'x',
        enterpriseNumber: 'SZ440305000123',
        purpose: 'inspection',
      },
      { token: tokens.liMing },
    );
    expect(both.status).toBe(400);
  });

  it('is for officers only', async () => {
    const payload = await payloadOf(tokens.entA, 'SZ440305000123');
    expect(
      (await call('resolveCode', { payload, purpose: 'inspection' }, { token: tokens.entA })).status,
    ).toBe(403);
  });
});
