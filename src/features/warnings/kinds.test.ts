import { describe, expect, it } from 'vitest';
import { groupByKind } from './kinds';
import type { Warning } from '../../../contract/warnings/schemas';

const warning = (kind: Warning['kind'], enterpriseNumber: string): Warning => ({
  kind,
  message: kind,
  count: 2,
  threshold: 1,
  departmentName: null,
  enterpriseNumber,
  enterpriseName: enterpriseNumber,
});

describe('warning groups', () => {
  it('orders kinds by urgency and leaves out empty ones', () => {
    const groups = groupByKind([
      warning('no_findings_streak', 'A'),
      warning('daily', 'B'),
      warning('daily', 'C'),
    ]);
    expect(groups.map((group) => [group.kind, group.warnings.length])).toEqual([
      ['daily', 2],
      ['no_findings_streak', 1],
    ]);
  });
});
