import type { Quota } from '../../../contract/warnings/schemas';

export type QuotaStatus = 'open' | 'full' | 'over';

/** One rule everywhere: at the cap is full (no further routine inspection), past it is over. No cap, never full. */
export function quotaStatus(row: Pick<Quota, 'used' | 'cap'>): QuotaStatus {
  if (row.cap <= 0) return 'open';
  if (row.used > row.cap) return 'over';
  return row.used === row.cap ? 'full' : 'open';
}

export function quotaPercent(row: Pick<Quota, 'used' | 'cap'>): number {
  return row.cap > 0 ? Math.min(100, (row.used / row.cap) * 100) : 0;
}
