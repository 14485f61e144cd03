import { describe, expect, it } from 'vitest';
import { getData, useTestApp } from './test-app';
import { messageSets } from '../../server/db/schema/content';

const INJECTION = "Robert'); DROP TABLE users; -- <script>alert(1)</script>";

const server = useTestApp({
  // Stored before the app starts so the message-set cache picks it up.
  prepare: async (database) => {
    await database.handle.db
      .insert(messageSets)
      .values({ locale: 'en', key: 'test.injection', value: INJECTION });
  },
  config: { publicUrl: 'https://code.example.test' },
});

const en = { 'accept-language': 'en' };

describe('public content', () => {
  it('getLanguage returns zh and en message sets', async () => {
    const sets = await getData(server.app, 'getLanguage', '/api/getLanguage');
    expect(sets.zh?.['app.title']).toBe('深圳市行政执法监督码');
    expect(sets.zh?.['home.logoCaption']).toBe('扫码入企 · 无事不扰');
    expect(sets.en?.['home.footer']).toBe(
      'Shenzhen Municipal Bureau of Justice · Enforcement Supervision Code Service',
    );
  });

  it('stores and returns injection strings verbatim', async () => {
    const sets = await getData(server.app, 'getLanguage', '/api/getLanguage');
    expect(sets.en?.['test.injection']).toBe(INJECTION);
    const accounts = await getData(server.app, 'listTestAccounts', '/api/app/thirdLogin/testAccounts');
    expect(accounts).toHaveLength(16);
  });

  it('getCarousel gives localized titles and absolute image URLs that resolve', async () => {
    const zh = await getData(server.app, 'getCarousel', '/api/getCarousel');
    const english = await getData(server.app, 'getCarousel', '/api/getCarousel', en);
    expect(zh.length).toBeGreaterThanOrEqual(3);
    expect(zh[0]?.title).toBe('扫码入企 · 无事不扰');
    expect(english[0]?.title).toBe('Scan before inspecting · No disturbance without cause');
    for (const item of zh) {
      expect(item.img).toMatch(/^https:\/\/code\.example\.test\/api\/media\/[a-z-]+\.svg$/);
      const image = await server.app.inject({ url: new URL(item.img).pathname });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.headers['cache-control']).toContain('max-age=');
      expect(image.body).toContain('<svg');
    }
    const missing = await server.app.inject({ url: '/api/media/..%2Fapp.ts' });
    expect(missing.statusCode).toBe(404);
  });

  it('queryDict returns localized labels for every dictionary', async () => {
    const departments = await getData(server.app, 'queryDict', '/api/app/queryDict?dictType=department');
    expect(departments.map((d: { value: string }) => d.value)).toEqual([
      'market',
      'health',
      'ecology',
      'emergency',
      'urban',
    ]);
    expect(departments[0]?.label).toBe('市场监督管理局');
    const departmentsEn = await getData(
      server.app,
      'queryDict',
      '/api/app/queryDict?dictType=department',
      en,
    );
    expect(departmentsEn[1]?.label).toBe('Health Commission');
    expect(
      (await getData(server.app, 'queryDict', '/api/app/queryDict?dictType=inspection_type')).map(
        (d: { value: string }) => d.value,
      ),
    ).toEqual(['routine', 'triggered', 'case']);
    expect(
      await getData(server.app, 'queryDict', '/api/app/queryDict?dictType=inspection_result', en),
    ).toEqual([
      { value: 'compliant', label: 'Compliant', sort: 4 },
      { value: 'non_compliant', label: 'Non-compliant', sort: 5 },
    ]);
    const levels = await getData(server.app, 'queryDict', '/api/app/queryDict?dictType=evaluation_level');
    expect(levels.map((l: { label: string }) => l.label)).toEqual([
      '非常满意',
      '满意',
      '基本满意',
      '不满意',
      '非常不满意',
    ]);
  });

  it('getRegionCascade returns Shenzhen districts with their streets', async () => {
    const tree = await getData(server.app, 'getRegionCascade', '/api/app/code/item/getRegionCascade');
    expect(tree).toHaveLength(10);
    expect(tree.map((d: { name: string }) => d.name)).toContain('大鹏新区');
    const nanshan = tree.find((d) => d.code === '440305');
    expect(nanshan?.name).toBe('南山区');
    expect(nanshan?.children?.map((s) => s.name)).toContain('粤海街道');
    expect(nanshan?.children?.[0]?.code).toMatch(/^440305\d{3}$/);
    const streets = tree.reduce((n, d) => n + (d.children?.length ?? 0), 0);
    expect(streets).toBe(74);
    const english = await getData(server.app, 'getRegionCascade', '/api/app/code/item/getRegionCascade', en);
    expect(english.find((d) => d.code === '440304')?.name).toBe('Futian District');
  });
});
