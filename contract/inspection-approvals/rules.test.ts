import { describe, expect, it } from 'vitest';
import { approvalWindowProblem } from './rules';

describe('the window of a prior approval', () => {
  const today = '2026-12-03';
  it('starts today or up to 30 days later and lasts at most 30 days, both ends included', () => {
    expect(approvalWindowProblem('2026-12-03', '2026-12-03', today)).toBeNull();
    expect(approvalWindowProblem('2026-12-03', '2027-01-01', today)).toBeNull();
    expect(approvalWindowProblem('2027-01-02', '2027-01-31', today)).toBeNull();
  });
  it('names what is wrong, the start first', () => {
    expect(approvalWindowProblem('2026-12-02', '2026-12-05', today)).toBe('startsInPast');
    expect(approvalWindowProblem('2027-01-03', '2027-01-04', today)).toBe('startsTooLate');
    expect(approvalWindowProblem('2026-12-05', '2026-12-04', today)).toBe('endBeforeStart');
    expect(approvalWindowProblem('2026-12-03', '2027-01-02', today)).toBe('windowTooLong');
  });
});
