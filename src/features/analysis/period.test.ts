import { describe, expect, it } from 'vitest';
import { checkCustomRange, countChange, periodInput, shareChange } from './period';
import { periodOfParams } from './period-params';

describe('analysis period', () => {
  it('asks for both dates, the end not before the start, at most 731 days', () => {
    expect(checkCustomRange('', '2026-01-01')).toBe('fromRequired');
    expect(checkCustomRange('2026-01-01', '')).toBe('toRequired');
    expect(checkCustomRange('2026-02-01', '2026-01-31')).toBe('endBeforeStart');
    expect(checkCustomRange('2024-01-01', '2025-12-31')).toBeNull(); // 731 days
    expect(checkCustomRange('2024-01-01', '2026-01-01')).toBe('rangeTooLong');
    expect(checkCustomRange('2026-01-01', '2026-01-01')).toBeNull();
  });

  it('sends dates only for a custom range', () => {
    expect(periodInput({ period: 'month', from: '2026-01-01', to: '2026-01-02' })).toEqual({
      period: 'month',
    });
    expect(periodInput({ period: 'custom', from: '2026-01-01', to: '2026-01-02' })).toEqual({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-01-02',
    });
  });

  it('says how a count and a share moved', () => {
    expect(countChange({ current: 5, previous: 8 })).toEqual({ direction: 'down', amount: 3 });
    expect(countChange({ current: 2, previous: 2 })).toEqual({ direction: 'same', amount: 0 });
    expect(shareChange(0.9, 0.75)).toEqual({ direction: 'up', points: 15 });
    expect(shareChange(null, 0.5)).toBeNull();
  });
});

describe('the period in the address', () => {
  it('reads a known period, a valid custom range, and anything else as this month', () => {
    expect(periodOfParams({ period: 'year' })).toEqual({ period: 'year' });
    expect(periodOfParams({ period: 'custom', from: '2026-03-01', to: '2026-03-10' })).toEqual({
      period: 'custom',
      from: '2026-03-01',
      to: '2026-03-10',
    });
    expect(periodOfParams({ period: 'custom', from: '2026-03-10', to: '2026-03-01' })).toEqual({
      period: 'month',
    });
    expect(periodOfParams({ period: 'custom' })).toEqual({ period: 'month' });
    expect(periodOfParams({ period: 'week' })).toEqual({ period: 'month' });
    expect(periodOfParams({})).toEqual({ period: 'month' });
  });
});
