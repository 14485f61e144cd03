import { describe, expect, it } from 'vitest';
import { findLateness, findPhotoProblem } from './rules';

describe('late registration in the city calendar', () => {
  const now = new Date('2026-11-22T01:00:00+08:00');
  it('is on time within 24 hours', () =>
    expect(findLateness(new Date('2026-11-21T02:00:00+08:00'), now)).toBe('on-time'));
  it('is late after 24 hours', () =>
    expect(findLateness(new Date('2026-11-21T00:30:00+08:00'), now)).toBe('late'));
  it('counts Shanghai calendar days, not the device zone: the 10th day is still allowed', () =>
    // 2026-11-11 23:30 UTC is already 11-12 in Shanghai: 10 calendar days before 11-22.
    expect(findLateness(new Date('2026-11-11T23:30:00Z'), now)).toBe('late'));
  it('is refused after 10 calendar days', () =>
    expect(findLateness(new Date('2026-11-11T23:59:00+08:00'), now)).toBe('too-late'));
});

describe('photo checks', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB and nothing else', () => {
    expect(findPhotoProblem({ size: 5 * 1024 * 1024, type: 'image/webp' })).toBeNull();
    expect(findPhotoProblem({ size: 5 * 1024 * 1024 + 1, type: 'image/png' })).toBe('too-large');
    expect(findPhotoProblem({ size: 10, type: 'image/gif' })).toBe('wrong-type');
  });
});
