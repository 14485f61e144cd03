import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { OFFICERS, registrationInput } from './loop-fixtures';
import { ok, testConfig, useTestApp } from './test-app';
import { DAY_MS } from '../../contract/city-calendar';
import { documentRef } from '../../contract/documents/rules';
import { runTimeSweeps } from '../../server/composition/time-sweeps';
import { documentFiles, legalTexts } from '../../server/db/schema/documents';
import { inspectionNotices } from '../../server/db/schema/notices';
import { DOCUMENT_FILES_KEPT_DAYS } from '../../server/modules/documents/document-retention';
import { seedLegalTexts } from '../../server/modules/documents/legal-texts';
import { signReceiptToken } from '../../server/modules/documents/receipt-token';

const server = useTestApp({
  users: {
    owner: '13800000001', // SZ440305000123
    otherOwner: '13800000002',
    liMing: OFFICERS.liMing, // market
    zhaoQiang: OFFICERS.zhaoQiang, // market
    wangFang: OFFICERS.wangFang, // health
    supervisor: '13700000001',
    provider: '13600000001',
  },
});
const { call, tokens } = server;
type Who = keyof typeof tokens;

/** The PDF a file call answers, or the envelope of its error. */
async function fetchFile(doc: string, who: Who, locale: 'zh' | 'en' = 'zh') {
  const response = await server.app.inject({
    url: `/api/app/document/file?doc=${encodeURIComponent(doc)}`,
    headers: { token: tokens[who], 'accept-language': locale },
  });
  return response;
}

async function textOf(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await pdf.destroy();
  return pages.join('\n');
}

async function register(overrides: Parameters<typeof registrationInput>[0] = {}) {
  const input = registrationInput({
    problems: [{ description: '冷库温度记录缺失', rectification: '三日内补建温度记录', photoIds: [] }],
    items: [
      { code: 'MK-01', name: '营业执照及食品经营许可证公示', result: 'compliant' },
      { code: 'MK-05', name: '过期变质食品清理', result: 'non_compliant' },
    ],
    ...overrides,
  });
  return ok(await call('createRegistration', input, { token: tokens.liMing }));
}

function verifyTokenOf(url: string): string {
  return new URL(url).searchParams.get('t')!;
}

describe('inspection receipt', () => {
  it('is a PDF whose text is the stored record, in zh and in en, with a verification link', async () => {
    const created = await register();
    const doc = documentRef('receipt', created.id);
    const zh = await fetchFile(doc, 'owner');
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toBe('application/pdf');
    expect(zh.headers['content-disposition']).toContain(
      `inspection-receipt-${created.registrationNumber}-v1.pdf`,
    );
    const zhText = await textOf(zh.rawPayload);
    for (const expected of [
      '行政检查登记回执',
      created.registrationNumber,
      '深圳市鹏程食品有限公司',
      'SZ440305000123',
      '李明（44030012345）',
      '专项检查',
      '投诉举报核查',
      '12345-20260601001',
      '法定例外情形，不计入上限',
      '输入企业编号（企业无法出示监管码）',
      '《中华人民共和国食品安全法》第一百一十条',
      '营业执照及食品经营许可证公示',
      '不符合',
      '冷库温度记录缺失',
      '三日内补建温度记录',
    ])
      expect(zhText).toContain(expected);
    // No phone number is printed.
    expect(zhText).not.toMatch(/1[3-9]\d{9}/);

    const en = await fetchFile(doc, 'owner', 'en');
    const enText = await textOf(en.rawPayload);
    for (const expected of [
      'Administrative inspection receipt',
      'Case-specific',
      'Not compliant',
      created.registrationNumber,
    ])
      expect(enText).toContain(expected);

    const info = ok(await call('getDocumentInfo', { doc }, { token: tokens.owner }));
    expect(info).toMatchObject({ version: 1, pageCount: 2, sizeBytes: zh.rawPayload.length });
    expect(info.title).toBe(`行政检查登记回执 ${created.registrationNumber}`);
    expect(info.verifyUrl).toMatch(/\/verifyReceipt\?t=R1\./);
    // Small because the font is subset to the glyphs used.
    expect(info.sizeBytes).toBeLessThan(120_000);
  });

  it('is generated once per version and language: the same bytes come back', async () => {
    const created = await register();
    const doc = documentRef('receipt', created.id);
    const first = await fetchFile(doc, 'liMing');
    const second = await fetchFile(doc, 'supervisor');
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
  });

  it(`is kept ${DOCUMENT_FILES_KEPT_DAYS} days after it was made, then forgotten and made again when asked for`, async () => {
    const created = await register();
    const doc = documentRef('receipt', created.id);
    const made = ok(await call('getDocumentInfo', { doc }, { token: tokens.owner }));
    const stored = async () =>
      (
        await server.database.handle.db
          .select({ at: documentFiles.generatedAt })
          .from(documentFiles)
          .where(eq(documentFiles.recordId, created.id))
      ).map((row) => row.at.toISOString());
    const madeAt = new Date(made.generatedAt).getTime();
    await runTimeSweeps(
      server.database.handle.db,
      new Date(madeAt + (DOCUMENT_FILES_KEPT_DAYS - 1) * DAY_MS),
      testConfig(),
    );
    expect(await stored()).toEqual([made.generatedAt]);
    await runTimeSweeps(
      server.database.handle.db,
      new Date(madeAt + (DOCUMENT_FILES_KEPT_DAYS + 1) * DAY_MS),
      testConfig(),
    );
    expect(await stored()).toEqual([]);
    const again = ok(await call('getDocumentInfo', { doc }, { token: tokens.owner }));
    expect(again).toMatchObject({ version: made.version, title: made.title, pageCount: made.pageCount });
    expect(await stored()).toEqual([again.generatedAt]);
  });

  it('only the enterprise, the registering department and the supervision office may fetch it', async () => {
    const created = await register();
    const doc = documentRef('receipt', created.id);
    for (const who of ['owner', 'liMing', 'zhaoQiang', 'supervisor'] as const)
      expect((await fetchFile(doc, who)).statusCode, who).toBe(200);
    for (const who of ['otherOwner', 'wangFang', 'provider'] as const) {
      const refused = await fetchFile(doc, who);
      expect(refused.statusCode, who).toBe(404);
      expect(refused.json()).toMatchObject({ code: 404, message: '文件不存在或您无权查看' });
      expect((await call('getDocumentInfo', { doc }, { token: tokens[who] })).status, who).toBe(404);
    }
    const anonymous = await server.app.inject({ url: `/api/app/document/file?doc=${doc}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await fetchFile('receipt.does-not-exist', 'supervisor')).statusCode).toBe(404);
    expect(
      (await call('getDocumentInfo', { doc: 'receipt/../x' } as never, { token: tokens.owner })).status,
    ).toBe(400);
  });
});

describe('verification', () => {
  it('genuine, then superseded after a correction, and an altered link is not genuine', async () => {
    const created = await register();
    const doc = documentRef('receipt', created.id);
    const first = ok(await call('getDocumentInfo', { doc }, { token: tokens.owner }));
    const t1 = verifyTokenOf(first.verifyUrl!);

    const genuine = ok(await call('verifyReceipt', { t: t1 }, {}));
    expect(genuine).toMatchObject({ status: 'genuine', version: 1, currentVersion: 1 });
    expect(genuine.receipt).toMatchObject({
      registrationNumber: created.registrationNumber,
      enterpriseName: '深圳市鹏程食品有限公司',
      enterpriseNumber: 'SZ440305000123',
      departmentName: '市场监督管理局',
      itemCount: 2,
      nonCompliantCount: 1,
      problemCount: 1,
      late: false,
    });
    // Only what the receipt prints: no phone number anywhere in the answer.
    expect(JSON.stringify(genuine)).not.toMatch(/1[3-9]\d{9}/);

    ok(
      await call(
        'correctRegistration',
        { id: created.id, version: 1, reason: '补充备注', remarks: '现场负责人在场' },
        { token: tokens.liMing },
      ),
    );
    const superseded = ok(await call('verifyReceipt', { t: t1 }, { locale: 'en' }));
    expect(superseded).toMatchObject({ status: 'superseded', version: 1, currentVersion: 2 });
    expect(superseded.receipt?.departmentName).toBe('Market Supervision Administration');

    const second = ok(await call('getDocumentInfo', { doc }, { token: tokens.owner }));
    expect(second.version).toBe(2);
    const t2 = verifyTokenOf(second.verifyUrl!);
    expect(ok(await call('verifyReceipt', { t: t2 }, {})).status).toBe('genuine');
    const v2Text = await textOf((await fetchFile(doc, 'owner')).rawPayload);
    expect(v2Text).toContain('现场负责人在场');
    expect(v2Text).toContain('更正过 1 次');

    const [prefix, id64, version, sig] = t1.split('.') as [string, string, string, string];
    const altered = [
      [prefix, id64, '2', sig].join('.'), // another version, same signature
      [prefix, id64, version, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`].join('.'),
      [prefix, Buffer.from('someone-else').toString('base64url'), version, sig].join('.'),
      signReceiptToken('not-the-secret', { registrationId: created.id, version: 1 }),
      signReceiptToken(testConfig().codeSigningSecret, { registrationId: created.id, version: 9 }),
      'garbage',
    ];
    for (const t of altered) {
      const result = ok(await call('verifyReceipt', { t }, {}));
      expect(result, t).toEqual({ status: 'notGenuine', version: null, currentVersion: null, receipt: null });
    }
  });

  it('is rate-limited per client', async () => {
    let limited = 0;
    for (let i = 0; i < 40; i += 1) {
      const response = await server.app.inject({
        url: '/api/app/document/verify?t=garbage',
        remoteAddress: '203.0.113.9',
      });
      if (response.statusCode === 429) limited += 1;
    }
    expect(limited).toBeGreaterThan(0);
  });
});

describe('draft receipt', () => {
  it('is what the form would issue, marked draft, checked like the create call', async () => {
    const input = registrationInput({ remarks: '草稿备注' });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/app/document/receiptDraft',
      headers: { token: tokens.liMing, 'accept-language': 'zh' },
      payload: input,
    });
    expect(response.statusCode).toBe(200);
    const text = await textOf(response.rawPayload);
    expect(text).toContain('草稿');
    expect(text).toContain('草稿备注');
    expect(text).toContain('（提交后生成）');
    // Nothing was stored by previewing.
    expect(ok(await call('createRegistration', input, { token: tokens.liMing })).registrationNumber).toMatch(
      /^JC/,
    );

    const invalid = await server.app.inject({
      method: 'POST',
      url: '/api/app/document/receiptDraft',
      headers: { token: tokens.liMing },
      payload: registrationInput({ type: 'case', caseReason: undefined }),
    });
    expect(invalid.statusCode).toBe(400);
    const enterprise = await server.app.inject({
      method: 'POST',
      url: '/api/app/document/receiptDraft',
      headers: { token: tokens.owner },
      payload: registrationInput(),
    });
    expect(enterprise.statusCode).toBe(403);
  });
});

describe('legal texts', () => {
  it('are found by title and by the basis an inspection cites, and open as documents', async () => {
    const byTitle = ok(await call('listLegalTexts', { q: '消防' }, { token: tokens.owner }));
    expect(byTitle.items.map((l) => l.id)).toEqual(['fire-protection-law']);
    const cited = ok(
      await call(
        'listLegalTexts',
        { q: '《中华人民共和国食品安全法》第一百一十条；《食品生产经营监督检查管理办法》' },
        { token: tokens.owner },
      ),
    );
    expect(cited.items.map((l) => l.id)).toEqual(['food-business-inspection-measures', 'food-safety-law']);
    // every law the demo bases cite is held, but the Shenzhen regulation's current revision
    const demoBases = [
      [
        '《公共场所卫生管理条例》第十三条；《中华人民共和国职业病防治法》第六十二条',
        'occupational-disease-law,public-places-hygiene-regulations',
      ],
      ['《中华人民共和国价格法》第十三条；《明码标价和禁止价格欺诈规定》', 'price-law,price-marking-rules'],
      [
        '《中华人民共和国计量法》第九条；《集贸市场计量监督管理办法》',
        'market-metrology-measures,metrology-law',
      ],
      ['《深圳经济特区市容和环境卫生管理条例》第二十二条', ''],
    ];
    for (const [basis, ids] of demoBases) {
      const found = ok(await call('listLegalTexts', { q: basis }, { token: tokens.owner }));
      expect(found.items.map((l) => l.id).join(','), basis).toBe(ids);
    }
    const en = ok(await call('listLegalTexts', { q: 'price' }, { token: tokens.owner, locale: 'en' }));
    expect(en.items[0]).toMatchObject({
      id: 'price-law',
      title: "Price Law of the People's Republic of China",
    });
    const all = ok(await call('listLegalTexts', { limit: 3 }, { token: tokens.liMing }));
    const rest = ok(
      await call('listLegalTexts', { limit: 50, cursor: all.nextCursor! }, { token: tokens.liMing }),
    );
    expect(all.items.length + rest.items.length).toBeGreaterThanOrEqual(7);
    expect(ok(await call('listLegalTexts', { q: '%' }, { token: tokens.owner })).items).toEqual([]);

    const text = await textOf((await fetchFile('law.food-safety-law', 'owner')).rawPayload);
    expect(text).toContain('第一百一十条');
    expect(text).toContain('进入生产经营场所实施现场检查');
    // a ministry's rules name the ministry's own database as where the whole text is
    const rules = await textOf((await fetchFile('law.price-marking-rules', 'owner')).rawPayload);
    expect(rules).toContain('货签对位');
    expect(rules).toContain('sjfg.samr.gov.cn');
  });
});

describe('legal texts, seeded at every start', () => {
  it('keep their version while unchanged, and take a new one when any stored field differs', async () => {
    const db = server.database.handle.db;
    const versionOf = async () =>
      (await db.select().from(legalTexts).where(eq(legalTexts.id, 'price-marking-rules')))[0]!;
    const before = await versionOf();
    await db.transaction((tx) => seedLegalTexts(tx));
    expect((await versionOf()).version).toBe(before.version);
    await db
      .update(legalTexts)
      .set({ sourceEn: 'an older source' })
      .where(eq(legalTexts.id, 'price-marking-rules'));
    await db.transaction((tx) => seedLegalTexts(tx));
    const after = await versionOf();
    expect(after.version).toBe(before.version + 1);
    expect(after.sourceEn).toBe(before.sourceEn);
  });
});

describe('inspection notice and decision letter', () => {
  it('a notice is a document for its enterprise, its department and the supervision office only', async () => {
    await server.database.handle.db.insert(inspectionNotices).values({
      id: 'notice-documents-test',
      kind: 'advance',
      planId: 'plan-market-food-2026',
      departmentCode: 'market',
      enterpriseId: 'ent-pengcheng-food',
      title: '南山区食品经营者日常监督检查',
      legalBasis: '《中华人民共和国食品安全法》第一百一十条',
      itemCodes: ['MK-01', 'MK-05'],
      officers: [{ name: '李明', certificateNumber: '44030012345' }],
      periodFrom: '2026-11-23',
      periodTo: '2026-12-04',
      issuedAt: new Date(),
    });
    const notice = { id: 'notice-documents-test', title: '南山区食品经营者日常监督检查' };
    const doc = documentRef('notice', notice.id);
    const response = await fetchFile(doc, 'owner');
    expect(response.statusCode).toBe(200);
    const text = await textOf(response.rawPayload);
    expect(text).toContain('行政检查通知书');
    expect(text).toContain(notice.title);
    expect(text).toContain('过期变质食品清理');
    expect(text).toContain('执法人员应当出示执法证件');
    expect((await fetchFile(doc, 'supervisor')).statusCode).toBe(200);
    expect((await fetchFile(doc, 'otherOwner')).statusCode).toBe(404);
    expect((await fetchFile(doc, 'liMing')).statusCode).toBe(200);
    expect((await fetchFile(doc, 'wangFang')).statusCode).toBe(404);
  });

  it('a decided complaint has a decision letter with the reply; an undecided one has none', async () => {
    const doc = documentRef('decision', 'cmp-demo-2');
    const response = await fetchFile(doc, 'owner', 'en');
    expect(response.statusCode).toBe(200);
    const text = await textOf(response.rawPayload);
    expect(text).toContain('Complaint decision letter');
    expect(text).toContain('Ecology and Environment Bureau');
    expect(text).toContain('已对相关人员批评教育');
    // No phone number of the complainant.
    expect(text).not.toMatch(/1[3-9]\d{9}/);
    expect((await fetchFile(doc, 'supervisor')).statusCode).toBe(200);
    expect((await fetchFile(doc, 'liMing')).statusCode).toBe(404);
    expect((await fetchFile(doc, 'otherOwner')).statusCode).toBe(404);
    expect((await fetchFile(documentRef('decision', 'cmp-demo-1'), 'owner')).statusCode).toBe(404);
  });
});
