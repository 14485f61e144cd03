import { describe, expect, it } from 'vitest';
import { findDuplicateRoutes, flattenRouteTable, keepAliveKey } from './route-table';
import { paths } from '../lib/paths';
import { canOpen } from '../lib/route-availability';

describe('route table', () => {
  const routes = flattenRouteTable();

  it('has no duplicate paths or names', () => {
    expect(findDuplicateRoutes(routes, (name) => paths[name].path)).toEqual([]);
  });

  it('reports duplicates when there are some', () => {
    const load = async () => ({ default: () => null });
    const doubled = flattenRouteTable({
      a: [{ name: 'home', load, access: 'session' }],
      b: [{ name: 'home', load, access: 'session' }],
    });
    expect(findDuplicateRoutes(doubled, (name) => paths[name].path)).toHaveLength(2);
  });

  it('keeps /my alive and builds keys from prefix, index and module', () => {
    const my = routes.find((route) => route.name === 'my');
    expect(my?.keepAlive).toBe('route');
    expect(keepAliveKey(my!)).toMatch(/^sv-\d+-my$/);
  });

  it('only lists paths of SPEC.md', () => {
    for (const route of routes) expect(paths[route.name].path).toMatch(/^\//);
  });
});

describe('route access', () => {
  const routes = flattenRouteTable();
  const byName = new Map(routes.map((route) => [route.name, route]));

  it('keeps the officer screens for officers and the error screens open to anyone', () => {
    for (const name of ['historyCheck', 'enterpriseScanPreview', 'nonScan', 'registrationEdit'] as const)
      expect(byName.get(name)?.access).toBe('officer');
    for (const name of ['login', 'notExist', 'noAccess'] as const)
      expect(byName.get(name)?.access).toBe('anonymous');
  });

  it('opens to a provider only its requests, catalogue, messages, documents and settings (no inspection screen)', () => {
    const provider = { signedIn: true, role: 'provider' as const, capabilities: [] };
    const open = routes.filter((route) => route.access !== 'anonymous' && canOpen(route.access, provider));
    expect(open.map((route) => route.name).sort()).toEqual(
      [
        'home',
        'my',
        'systemNotice',
        'systemNoticeDetail',
        'shopRequestList',
        'shopRequestDetail',
        'providerCatalogue',
        'providerGoods',
        'providerSpecEdit',
        'pdfView',
        'pdfPngPreview',
        'legalTexts',
        'setting',
      ].sort(),
    );
  });

  it('points every way forward at a screen that exists', () => {
    for (const route of routes) {
      for (const target of [route.parent, route.deniedTo])
        if (target) expect([route.name, byName.has(target)]).toEqual([route.name, true]);
    }
  });
});
