import { describe, expect, it } from 'vitest';
import { safeTarget } from './safe-target';

describe('safeTarget', () => {
  it('keeps an in-app path with its query', () => {
    expect(safeTarget('/my?tab=1')).toBe('/my?tab=1');
  });
  it.each([null, '', 'https://evil.example', '//evil.example', '/login?target=/my'])('falls back to the root for %s', (value) => {
    expect(safeTarget(value)).toBe('/');
  });
});
