import { describe, expect, it } from 'vitest';
import { resolveHostRouting, stripBase } from './host-routing';

const known = ['/', '/home', '/my', '/enterprise/qrCode', '/login'];
const parcel = { unmountSelf: async () => undefined };
const resolve = (props: Parameters<typeof resolveHostRouting>[0], pathname: string) =>
  resolveHostRouting(props, pathname, '/supervision', known);

describe('resolveHostRouting', () => {
  it('uses the basePath prop, normalised', () => {
    expect(resolve({ basePath: '/portal/sv/' }, '/elsewhere')).toMatchObject({
      kind: 'browser',
      basePath: '/portal/sv',
    });
  });

  it('routes in memory when told to, even with a base', () => {
    expect(resolve({ basePath: '/supervision', routing: 'memory' }, '/supervision/my')).toMatchObject({
      kind: 'memory',
    });
  });

  it('takes the build-time default when the address is under it (registerMicroApps without props)', () => {
    expect(resolve({}, '/supervision')).toMatchObject({ kind: 'browser', basePath: '/supervision' });
    expect(resolve({}, '/supervision/no/such/page')).toMatchObject({
      kind: 'browser',
      basePath: '/supervision',
    });
    expect(resolve(parcel, '/supervision/my')).toMatchObject({ kind: 'browser', basePath: '/supervision' });
  });

  it('keeps a loadMicroApp box off the host address unless asked for browser routing', () => {
    expect(resolve(parcel, '/')).toMatchObject({ kind: 'memory' });
    expect(resolve(parcel, '/dashboard/my')).toMatchObject({ kind: 'memory' });
    expect(resolve({ ...parcel, routing: 'browser' }, '/tools/sv/my')).toMatchObject({
      kind: 'browser',
      basePath: '/tools/sv',
    });
  });

  it('finds the base before the first known path at another activeRule', () => {
    expect(resolve({}, '/tools/sv/my')).toMatchObject({ kind: 'browser', basePath: '/tools/sv' });
    expect(resolve({}, '/tools/sv/enterprise/qrCode')).toMatchObject({
      kind: 'browser',
      basePath: '/tools/sv',
    });
    expect(resolve({}, '/my')).toMatchObject({ kind: 'browser', basePath: '/' });
  });

  it('takes the whole address as the base when it names no known path', () => {
    expect(resolve({}, '/tools/sv/')).toMatchObject({ kind: 'browser', basePath: '/tools/sv' });
    expect(resolve({}, '/')).toMatchObject({ kind: 'browser', basePath: '/' });
  });
});

describe('stripBase', () => {
  it('turns a browser path into the app path once', () => {
    expect(stripBase('/supervision/my', '/supervision')).toBe('/my');
    expect(stripBase('/supervision', '/supervision')).toBe('/');
    expect(stripBase('/my', '/')).toBe('/my');
    expect(stripBase('/supervisionx/my', '/supervision')).toBe('/supervisionx/my');
  });
});
