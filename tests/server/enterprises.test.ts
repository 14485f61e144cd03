import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertRegistration, newEnterprise, OFFICERS } from './loop-fixtures';
import { ok, useTestApp } from './test-app';
import { withCheckCharacter } from '../../contract/credit-code';
import { evaluations } from '../../server/db/schema/registrations';

const server = useTestApp({
  users: {
    entA: '13800000001', // 张伟, SZ440305000123
    merchant: '13800000003', // 刘洋, no enterprise yet
    liMing: OFFICERS.liMing,
    wangFang: OFFICERS.wangFang,
  },
});
const { call, login, tokens } = server;

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
    const badChecksum = await call(
      'registerEnterprise',
      {
        ...input,
        creditCode: '91440300MA5H2P3Q40',
      },
      { token: tokens.merchant },
    );
    expect(badChecksum.status).toBe(400);
    expect(Object.keys(badChecksum.fields!)).toEqual(['creditCode']);

    const taken = await call(
      'registerEnterprise',
      { ...input, creditCode: '91440300MA5F3K7Q2E' },
      { token: tokens.merchant },
    );
    expect(taken).toMatchObject({
      status: 200,
      code: 500,
      message: '该统一社会信用代码已登记，请勿重复登记',
    });
    const takenEn = await call(
      'registerEnterprise',
      { ...input, creditCode: '91440300MA5F3K7Q2E' },
      { token: tokens.merchant, locale: 'en' },
    );
    expect(takenEn.message).toBe('This unified social credit code is already registered');

    const region = await call(
      'registerEnterprise',
      { ...input, regionCode: '440305099' },
      { token: tokens.merchant },
    );
    expect(region).toMatchObject({ code: 500, message: '所选区域不存在，请重新选择' });
  });

  it('numbers the enterprise SZ + district + sequence and links the user at once', async () => {
    const user = ok(await call('registerEnterprise', input, { token: tokens.merchant }));
    expect(user.enterpriseNumber).toBe('SZ440305000457');
    expect(user.enterpriseName).toBe(input.name);
    expect(user.orgId).toBe('SZ440305000457');
    // No stale session cache: the very next call sees the enterprise.
    expect(ok(await call('getSession', {}, { token: tokens.merchant })).enterpriseNumber).toBe(
      'SZ440305000457',
    );
    const mine = ok(await call('getMyEnterprise', {}, { token: tokens.merchant }));
    expect(mine).toMatchObject({
      enterpriseNumber: 'SZ440305000457',
      regionName: '南山区粤海街道',
      creditCode: input.creditCode,
    });
    expect(ok(await call('getMyEnterprise', {}, { token: tokens.merchant, locale: 'en' })).regionName).toBe(
      'Yuehai Subdistrict, Nanshan District',
    );
    expect(ok(await call('queryAuthorizationList', {}, { token: tokens.merchant }))).toEqual([
      {
        enterpriseNumber: 'SZ440305000457',
        enterpriseName: input.name,
        merchantTel: '13800000003',
        role: 'owner',
      },
    ]);
    const again = await call(
      'registerEnterprise',
      {
        ...input,
        creditCode: withCheckCharacter('91440300MA5H2P3Q5'),
      },
      { token: tokens.merchant },
    );
    expect(again).toMatchObject({ code: 500, message: '当前账号已绑定企业' });
  });

  it('is for enterprise users only', async () => {
    expect((await call('registerEnterprise', input, { token: tokens.liMing })).status).toBe(403);
  });
});

describe('getEnterprisePreview', () => {
  it("preview: basics, recent registrations of all departments, warnings, quota, the department's plans and items, evaluations in aggregate", async () => {
    const preview = ok(
      await call('getEnterprisePreview', { enterpriseNumber: 'SZ440305000123' }, { token: tokens.liMing }),
    );
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
    // One demo rating for market: fewer than 5, so no share at all.
    expect(preview.evaluationSummary).toEqual({ count: 0, satisfiedShare: null });
    expect(JSON.stringify(preview)).not.toContain('检查规范，讲解耐心');

    const english = ok(
      await call(
        'getEnterprisePreview',
        { enterpriseNumber: 'SZ440305000456' },
        { token: tokens.wangFang, locale: 'en' },
      ),
    );
    expect(english.inspectionItems[0]).toEqual({ code: 'HL-01', name: 'Valid health permit' });
    expect(english.evaluationSummary).toEqual({ count: 0, satisfiedShare: null });
    // The streak names a market officer: health does not see it, market does.
    expect(english.warnings.map((w: { kind: string }) => w.kind)).not.toContain('no_findings_streak');
    const market = ok(
      await call(
        'getEnterprisePreview',
        { enterpriseNumber: 'SZ440305000456' },
        { token: tokens.liMing, locale: 'en' },
      ),
    );
    expect(market.warnings.find((w: { kind: string }) => w.kind === 'no_findings_streak')?.message).toContain(
      'found nothing',
    );

    const unknown = await call(
      'getEnterprisePreview',
      { enterpriseNumber: 'SZ440305999999' },
      { token: tokens.liMing },
    );
    expect(unknown).toMatchObject({ code: 500, message: '未找到该企业' });
    expect(
      (await call('getEnterprisePreview', { enterpriseNumber: 'SZ440305000123' }, { token: tokens.entA }))
        .status,
    ).toBe(403);
  });
});

describe('evaluation aggregate (issue 12, 10)', () => {
  it('counts whole closed months of 5 ratings or more, as the analysis does, so one rating never shows', async () => {
    const db = server.database.handle.db;
    const urban = await login('13900000051');
    const summary = async () =>
      ok(await call('getEnterprisePreview', { enterpriseNumber: 'SZ440305000123' }, { token: urban }))
        .evaluationSummary;
    // This file's own database: start urban from no ratings at all.
    await db.delete(evaluations).where(eq(evaluations.departmentCode, 'urban'));
    const enterprise = await newEnterprise(db);
    const rate = async (level: 'satisfied' | 'very_dissatisfied', at: string) => {
      const when = new Date(at);
      const registrationId = await insertRegistration(db, {
        enterpriseId: enterprise.id,
        departmentCode: 'urban',
        createdBy: 'usr-13900000051',
        startedAt: new Date(when.getTime() - 86_400_000),
      });
      await db.insert(evaluations).values({
        registrationId,
        departmentCode: 'urban',
        level,
        comment: '',
        firstEvaluatedAt: when,
        evaluatedAt: when,
      });
    };

    // Before: one rating showed as count 1 and a share of exactly that rater's answer.
    await rate('very_dissatisfied', '2026-09-02T10:00:00+08:00');
    expect(await summary()).toEqual({ count: 0, satisfiedShare: null });
    for (const day of ['03', '04', '05']) await rate('satisfied', `2026-09-${day}T10:00:00+08:00`);
    expect(await summary()).toEqual({ count: 0, satisfiedShare: null });
    await rate('satisfied', '2026-09-06T10:00:00+08:00');
    expect(await summary()).toEqual({ count: 5, satisfiedShare: 0.8 });
    // A month of one rating and ratings of the current month (not closed yet) change nothing.
    await rate('very_dissatisfied', '2026-10-20T10:00:00+08:00');
    for (const daysAgo of [2, 1, 0])
      await rate('very_dissatisfied', new Date(Date.now() - daysAgo * 86_400_000).toISOString());
    expect(await summary()).toEqual({ count: 5, satisfiedShare: 0.8 });
    // Review finding: the preview once took the oldest 5 ratings and the analysis whole months; six ratings in
    // September showed the sixth's level in the difference. Both now count the same months.
    await rate('very_dissatisfied', '2026-09-30T10:00:00+08:00');
    const preview = await summary();
    const analysis = ok(
      await call(
        'getDepartmentAnalysis',
        { period: 'custom', from: '2026-09-01', to: '2026-10-31' },
        { token: urban },
      ),
    ).evaluations;
    expect(preview).toEqual({ count: 6, satisfiedShare: 4 / 6 });
    expect(analysis).toMatchObject({ counted: 6, satisfactionRate: 66.7 });
  });
});
