import { describe, expect, it } from 'vitest';
import { mutedAfter } from './push-topics';

describe('muted topics after a switch moves', () => {
  const topics = ['inspections', 'complaints', 'appointments', 'shop'] as const;

  it('adds a muted topic in the role’s order and removes one pushed again', () => {
    expect(mutedAfter(topics, ['shop'], 'complaints', false)).toEqual(['complaints', 'shop']);
    expect(mutedAfter(topics, ['complaints', 'shop'], 'shop', true)).toEqual(['complaints']);
  });

  it('keeps no topic the role does not have', () => {
    expect(mutedAfter(topics, ['plans'], 'shop', false)).toEqual(['shop']);
  });
});
