import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { OFFICERS, registrationInput } from './loop-fixtures';
import { ok, useTestApp } from './test-app';
import type { CityAnalysis } from '../../contract/analysis/schemas';
import { DAY_MS, dateText, startOfDate } from '../../contract/city-calendar';
import { cityAnalysisRef } from '../../contract/documents/rules';
import type { Envelope } from '../../contract/envelope';

const server = useTestApp({
  users: {
    owner: '13800000001',
    liMing: OFFICERS.liMing, // market
    supervisor: '13700000001',
  },
});
const { call, tokens } = server;
type Who = keyof typeof tokens;

async function fetchFile(doc: string, who: Who, locale: 'zh' | 'en' = 'zh') {
  return server.app.inject({
    url: `/api/app/document/file?doc=${encodeURIComponent(doc)}`,
    headers: { token: tokens[who], 'accept-language': locale },
  });
}

/** The text of every page, each cell's text once, runs of spaces as one. */
async function textOf(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/ +/g, ' ');
}

/** The rows the document prints for the city call's answer, as a reader of `locale` sees the numbers. */
function expectedRows(city: CityAnalysis, locale: 'zh' | 'en') {
  const format = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en', { maximumFractionDigits: 1 });
  const n = (value: number | null) => (value === null ? '—' : format.format(value));
  const change = (a: number, b: number) => (a > b ? `+${n(a - b)}` : a < b ? `-${n(b - a)}` : '0');
  const labels =
    locale === 'zh'
      ? { total: '检查次数', routine: '计划内例行检查', triggered: '触发式检查', caseSpecific: '专案检查' }
      : {
          total: 'Inspections',
          routine: 'Routine (planned)',
          triggered: 'Triggered',
          caseSpecific: 'Case-specific',
        };
  const figures = (Object.keys(labels) as Array<keyof typeof labels>).map((key) => {
    const f = city.inspections[key];
    return `${labels[key]} ${n(f.current)} ${n(f.previous)} ${change(f.current, f.previous)}`;
  });
  const departments = city.departments.map((d) =>
    [
      d.name,
      d.inspections,
      d.enterprisesInspected,
      d.perEnterprise,
      d.warningRate,
      d.satisfactionRate,
      d.complaintsPer100,
      d.overdueRate,
    ]
      .map((value) => (typeof value === 'string' ? value : n(value)))
      .join(' '),
  );
  const districts = city.districts.map((d) => `${d.name} ${n(d.inspections)}`);
  const top = city.topEnterprises.map(
    (e, i) => `${n(i + 1)} ${e.name} ${e.enterpriseNumber} ${n(e.inspections)}`,
  );
  const month = new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en', {
    year: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const trend = city.trend.map(
    (m) => `${month.format(new Date(`${m.month}-01T00:00:00Z`))} ${n(m.inspections)} ${n(m.complaints)}`,
  );
  return { figures, departments, districts, top, trend };
}

function errorOf(response: { json: () => unknown }) {
  return response.json() as Envelope<null> & { fields?: Record<string, string> };
}

describe('city analysis document', () => {
  it("is a PDF of the city call's figures for the same period, in zh and in en", async () => {
    const doc = cityAnalysisRef({ period: 'year' });
    expect(doc).toBe('cityAnalysis.year');
    for (const locale of ['zh', 'en'] as const) {
      const city = ok(
        await call('getCityAnalysis', { period: 'year' }, { token: tokens.supervisor, locale }),
      );
      const response = await fetchFile(doc, 'supervisor', locale);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(
        `city-analysis-${city.period.from}-${city.period.to}.pdf`,
      );
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await textOf(response.rawPayload);
      expect(text).toContain(locale === 'zh' ? '全市综合分析' : 'City analysis');
      expect(text).toContain(locale === 'zh' ? '（北京时间）' : '(Beijing time)');
      const rows = expectedRows(city, locale);
      expect(city.inspections.total.current).toBeGreaterThan(0);
      for (const row of rows.figures) expect(text).toContain(row);
      // Department names wrap in English; in Chinese each row is one line.
      if (locale === 'zh') for (const row of rows.departments) expect(text).toContain(row);
      for (const row of [...rows.districts, ...rows.top, ...rows.trend]) expect(text).toContain(row);
    }
  });

  it('is described under its period, and made anew on every request (a new registration shows at once)', async () => {
    const doc = cityAnalysisRef({ period: 'month' });
    const city = ok(await call('getCityAnalysis', { period: 'month' }, { token: tokens.supervisor }));
    const info = ok(await call('getDocumentInfo', { doc }, { token: tokens.supervisor }));
    expect(info).toMatchObject({
      doc,
      title: `全市综合分析 ${city.period.from} 至 ${city.period.to}`,
      fileName: `全市综合分析-${city.period.from}-${city.period.to}.pdf`,
      verifyUrl: null,
    });
    expect(info.pageCount).toBeGreaterThanOrEqual(1);
    const before = await textOf((await fetchFile(doc, 'supervisor')).rawPayload);
    const total = city.inspections.total;
    expect(before).toContain(`检查次数 ${total.current} ${total.previous}`);

    ok(await call('createRegistration', registrationInput(), { token: tokens.liMing }));
    const after = await textOf((await fetchFile(doc, 'supervisor')).rawPayload);
    expect(after).toContain(`检查次数 ${total.current + 1} ${total.previous}`);
    const now = ok(await call('getCityAnalysis', { period: 'month' }, { token: tokens.supervisor }));
    expect(now.inspections.total.current).toBe(total.current + 1);
  });

  it("is made once per view: the file call after the viewer's info call gets the file the info described", async () => {
    const doc = cityAnalysisRef({ period: 'quarter' });
    const city = ok(await call('getCityAnalysis', { period: 'quarter' }, { token: tokens.supervisor }));
    const total = city.inspections.total;
    const info = ok(await call('getDocumentInfo', { doc }, { token: tokens.supervisor }));
    ok(await call('createRegistration', registrationInput(), { token: tokens.liMing }));
    const viewed = (await fetchFile(doc, 'supervisor')).rawPayload;
    expect(viewed.length).toBe(info.sizeBytes);
    expect(await textOf(viewed)).toContain(`检查次数 ${total.current} ${total.previous}`);
    // handed over once: the next file call is made anew
    const again = await textOf((await fetchFile(doc, 'supervisor')).rawPayload);
    expect(again).toContain(`检查次数 ${total.current + 1} ${total.previous}`);
  });

  it('takes a custom range, checked by the analysis rules', async () => {
    const to = dateText(new Date());
    // A year back by days: on 29 February the same date a year earlier does not exist.
    const from = dateText(new Date(startOfDate(to).getTime() - 365 * DAY_MS));
    const city = ok(
      await call('getCityAnalysis', { period: 'custom', from, to }, { token: tokens.supervisor }),
    );
    const doc = cityAnalysisRef({ period: 'custom', from, to });
    expect(doc).toBe(`cityAnalysis.${from}_${to}`);
    const response = await fetchFile(doc, 'supervisor');
    expect(response.statusCode).toBe(200);
    const text = await textOf(response.rawPayload);
    for (const row of expectedRows(city, 'zh').figures) expect(text).toContain(row);
  });

  it('is for the supervision office only: others get the refusal the city call gives', async () => {
    const doc = cityAnalysisRef({ period: 'quarter' });
    for (const who of ['liMing', 'owner'] as const) {
      const refused = await call('getCityAnalysis', { period: 'quarter' }, { token: tokens[who] });
      expect(refused.status).toBe(403);
      const file = await fetchFile(doc, who);
      expect(file.statusCode, who).toBe(403);
      expect(errorOf(file)).toMatchObject({ code: refused.code, message: refused.message });
      const info = await call('getDocumentInfo', { doc }, { token: tokens[who] });
      expect(info).toMatchObject({ status: 403, code: refused.code });
    }
  });

  it('refuses a malformed ref, and a custom range the analysis call refuses, with the contract error', async () => {
    for (const doc of [
      'cityAnalysis.week',
      'cityAnalysis.custom',
      'cityAnalysis.2026-1-01_2026-03-31',
      'cityAnalysis.2026-01-01',
      'cityAnalysis.2026-01-01_2026-03-31_x',
      'cityanalysis.month',
    ]) {
      const response = await fetchFile(doc, 'supervisor');
      expect(response.statusCode, doc).toBe(400);
      expect(Object.keys(errorOf(response).fields ?? {}), doc).toEqual(['doc']);
    }
    const tooLong = { period: 'custom' as const, from: '2023-01-01', to: '2026-01-01' };
    expect((await call('getCityAnalysis', tooLong, { token: tokens.supervisor })).status).toBe(400);
    for (const doc of [
      cityAnalysisRef(tooLong),
      'cityAnalysis.2026-03-31_2026-01-01',
      'cityAnalysis.2026-02-30_2026-03-31',
    ]) {
      const response = await fetchFile(doc, 'supervisor');
      expect(response.statusCode, doc).toBe(400);
      expect(errorOf(response).fields, doc).toEqual({ doc: expect.any(String) });
      const info = await call('getDocumentInfo', { doc }, { token: tokens.supervisor });
      expect(info.status, doc).toBe(400);
    }
  });
});
