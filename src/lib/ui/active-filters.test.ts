import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { dateRange, knownValue, rangeFilter, withoutFilter } from './active-filters';

const words = {
  both: { id: 'both', defaultMessage: '{from} 至 {to}' },
  from: { id: 'from', defaultMessage: '{from} 起' },
  to: { id: 'to', defaultMessage: '截至 {to}' },
};

describe('list filters read from the address', () => {
  it('reads a value the contract does not know as absent', () => {
    expect(knownValue(['late', 'warned'] as const, 'late')).toBe('late');
    expect(knownValue(['late', 'warned'] as const, 'LATE')).toBeUndefined();
    expect(knownValue(['late'] as const, undefined)).toBeUndefined();
  });

  it('keeps either end of a period open, and drops an end before the start', () => {
    expect(dateRange('2026-11-01', '2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(dateRange('2026-11-01')).toEqual({ from: '2026-11-01' });
    expect(dateRange(undefined, '2026-11-30')).toEqual({ to: '2026-11-30' });
    expect(dateRange('2026-11-30', '2026-11-01')).toEqual({ from: '2026-11-30' });
  });

  it('names the period in the list’s words, and removes both ends with its tag', () => {
    const intl = createIntl({ locale: 'zh-CN', defaultLocale: 'zh-CN', messages: {} });
    expect(rangeFilter(intl, { from: '2026-11-01', to: '2026-11-30' }, words)[0]!.label).toMatch(
      /2026.*至.*2026/,
    );
    expect(rangeFilter(intl, { from: '2026-11-01' }, words)[0]!.label).toMatch(/起$/);
    expect(rangeFilter(intl, { to: '2026-11-30' }, words)[0]!.label).toMatch(/^截至/);
    expect(rangeFilter(intl, {}, words)).toEqual([]);
    expect(withoutFilter({ from: 'a', to: 'b', facet: 'resolved' }, 'range')).toEqual({ facet: 'resolved' });
    expect(withoutFilter({ from: 'a', facet: 'resolved' }, 'facet')).toEqual({ from: 'a' });
  });
});
