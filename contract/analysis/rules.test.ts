import { describe, expect, it } from 'vitest';
import { comparedPeriods, daysIn, monthsIn } from './rules';

describe('compared periods', () => {
  it('compares the month so far with the same days of the month before', () => {
    expect(comparedPeriods('month', '2026-11-24')).toEqual({
      current: { from: '2026-11-01', to: '2026-11-24' },
      previous: { from: '2026-10-01', to: '2026-10-24' },
    });
  });

  it('stops the previous span at its own end when it is shorter', () => {
    expect(comparedPeriods('month', '2026-03-31').previous).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(comparedPeriods('quarter', '2026-05-31')).toEqual({
      current: { from: '2026-04-01', to: '2026-05-31' },
      previous: { from: '2026-01-01', to: '2026-03-02' },
    });
  });

  it('compares a year so far, and a custom range with as many days just before it', () => {
    expect(comparedPeriods('year', '2026-01-01')).toEqual({
      current: { from: '2026-01-01', to: '2026-01-01' },
      previous: { from: '2025-01-01', to: '2025-01-01' },
    });
    const custom = comparedPeriods('custom', '2026-11-24', { from: '2026-03-01', to: '2026-03-10' });
    expect(custom.previous).toEqual({ from: '2026-02-19', to: '2026-02-28' });
    expect(daysIn(custom.previous)).toBe(daysIn(custom.current));
  });

  it('lists the months a range touches', () => {
    expect(monthsIn({ from: '2025-11-15', to: '2026-02-01' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});
