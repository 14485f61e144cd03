import { describe, expect, it } from 'vitest';
import { isNegative, periodRange } from './labels';

describe('registration filters and labels', () => {
  const today = new Date(2026, 10, 22);
  it('turns a period into inclusive dates', () => {
    expect(periodRange('30d', today)).toEqual({ from: '2026-10-24', to: '2026-11-22' });
    expect(periodRange('year', today)).toEqual({ from: '2026-01-01', to: '2026-11-22' });
    expect(periodRange('all', today)).toEqual({});
  });
  it('knows which levels are negative', () => {
    expect(isNegative('dissatisfied')).toBe(true);
    expect(isNegative('basically_satisfied')).toBe(false);
  });
});
