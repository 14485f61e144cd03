import { describe, expect, it } from 'vitest';
import { safeTarget } from './safe-target';

describe('safeTarget', () => {
  it('keeps an in-app path with its query', () => {
    expect(safeTarget('/my?tab=1')).toBe('/my?tab=1');
    expect(safeTarget('/my?tab=1', '/supervision')).toBe('/my?tab=1');
  });
  it.each([null, '', 'https://evil.example', '//evil.example', '/login?target=/my'])(
    'falls back to the root for %s',
    (value) => {
      expect(safeTarget(value)).toBe('/');
    },
  );
  it('drops the base path a target already carries, so the router does not add it twice', () => {
    expect(safeTarget('/supervision/my', '/supervision')).toBe('/my');
    expect(safeTarget('/supervision/enterprise/qrCode?enterpriseNumber=SZ1', '/supervision')).toBe(
      '/enterprise/qrCode?enterpriseNumber=SZ1',
    );
    expect(safeTarget('/supervision?lang=en', '/supervision')).toBe('/?lang=en');
    expect(safeTarget('/supervision/login?target=/my', '/supervision')).toBe('/');
  });
  it('leaves a path that is the app’s own even when it starts like the base', () => {
    expect(safeTarget('/enterprise/qrCode', '/enterprise')).toBe('/enterprise/qrCode');
  });
});
