import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { findDuplicateRoutes, flattenRouteTable, keepAliveKey } from './route-table';

describe('route table', () => {
  const routes = flattenRouteTable();

  it('has no duplicate paths or names', () => {
    expect(findDuplicateRoutes(routes, (name) => paths[name].path)).toEqual([]);
  });

  it('reports duplicates when there are some', () => {
    const load = async () => ({ default: () => null });
    const doubled = flattenRouteTable({ a: [{ name: 'home', load }], b: [{ name: 'home', load }] });
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
