/**
 * The "double random" draw (双随机), made so that no one can steer it and anyone can check it.
 *
 * - Commitment: before a draw the server picks a secret `value` (32 random bytes as 64 lowercase hex characters)
 *   and publishes `commitment = hex(SHA-256(value))`, the value's UTF-8 text hashed. The draw reveals the value.
 * - Pools, fixed when drawn: targets are the enterprises the plan's items apply to (an item's industries; an item
 *   without any applies to every enterprise), in the district or street if given, less those at the lead
 *   department's annual cap in the year the plan starts; officers are the lead department's certified officers.
 *   Targets are ordered by enterprise number, officers by certificate number (ascending, code point order).
 * - Draw: for each pool (purpose `targets`, then `officers`) a stream of 32-bit big-endian integers from the blocks
 *   HMAC-SHA256(key = value, message = `${purpose}:${counter}`), counter 0, 1, ...; `below(n)` takes the next
 *   integer x, rejects x >= floor(2^32 / n) * n and answers x mod n. A Fisher-Yates shuffle of the ordered pool,
 *   stopped after `count` steps (for i from 0: swap i with i + below(size - i)), gives the picks in order drawn.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  listCertifiedOfficers,
  listItems,
  listPoolEnterprises,
  type CertifiedOfficer,
  type EnterpriseRefRow,
} from './plan-references-queries';
import type { Industry } from '../../../contract/enterprises/rules';
import type { PlanDrawSettings } from '../../../contract/plans/schemas';
import type { Database } from '../../db/client';
import type { planDraws } from '../../db/schema/plans';
import { findQuota } from '../warnings';

class DrawStream {
  private block = Buffer.alloc(0);
  private offset = 0;
  private counter = 0;

  constructor(
    private readonly value: string,
    private readonly purpose: string,
  ) {}

  private nextUint32(): number {
    if (this.offset + 4 > this.block.length) {
      this.block = createHmac('sha256', this.value).update(`${this.purpose}:${this.counter}`).digest();
      this.counter += 1;
      this.offset = 0;
    }
    const next = this.block.readUInt32BE(this.offset);
    this.offset += 4;
    return next;
  }

  /** Uniform in [0, n), by rejection so no value is favoured. */
  below(n: number): number {
    const limit = Math.floor(0x1_0000_0000 / n) * n;
    for (;;) {
      const next = this.nextUint32();
      if (next < limit) return next % n;
    }
  }
}

/** `count` picks of the ordered pool (all of it if smaller), in the order drawn. */
export function drawFrom<T>(value: string, purpose: string, pool: readonly T[], count: number): T[] {
  const stream = new DrawStream(value, purpose);
  const shuffled = [...pool];
  const picks = Math.min(count, shuffled.length);
  for (let i = 0; i < picks; i += 1) {
    const j = i + stream.below(shuffled.length - i);
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled.slice(0, picks);
}

// the database's collation may differ; the published order must not
const codePointOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const commitmentOf = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

export function newDrawValue(): { value: string; commitment: string } {
  const value = randomBytes(32).toString('hex');
  return { value, commitment: commitmentOf(value) };
}

/**
 * Inspections left in `year` under `departmentCode`'s annual cap, per enterprise id; absent when the department has
 * no cap. The warnings module counts them (case-specific inspections are exempt there).
 */
export async function remainingUnderCap(
  db: Database,
  departmentCode: string,
  enterpriseIds: readonly string[],
  year: number,
): Promise<Map<string, number>> {
  const remaining = new Map<string, number>();
  for (const id of enterpriseIds) {
    const quota = (await findQuota(db, id, year, 'zh')).find((q) => q.departmentCode === departmentCode);
    if (quota) remaining.set(id, Math.max(0, quota.cap - quota.used));
  }
  return remaining;
}

/** The industries the items apply to, or 'every' when one of them is not scoped. */
export async function scopeOf(
  db: Database,
  departmentCode: string,
  itemCodes: readonly string[],
): Promise<Industry[] | 'every'> {
  const items = (await listItems(db, departmentCode, false)).filter((item) => itemCodes.includes(item.code));
  if (items.some((item) => item.industries.length === 0)) return 'every';
  return [...new Set(items.flatMap((item) => item.industries))].sort();
}

export interface DrawPools {
  targets: EnterpriseRefRow[];
  officers: CertifiedOfficer[];
}

/** The pools a draw for this plan reads now, each in its published order. */
export async function drawPools(
  db: Database,
  plan: { departmentCode: string; itemCodes: readonly string[]; regionCode: string | null; year: number },
): Promise<DrawPools> {
  const scope = await scopeOf(db, plan.departmentCode, plan.itemCodes);
  const candidates = await listPoolEnterprises(db, { industries: scope, regionCode: plan.regionCode });
  const remaining = await remainingUnderCap(
    db,
    plan.departmentCode,
    candidates.map((e) => e.id),
    plan.year,
  );
  const officers = await listCertifiedOfficers(db, [plan.departmentCode]);
  return {
    targets: candidates
      .filter((e) => remaining.get(e.id) !== 0)
      .sort((a, b) => codePointOrder(a.enterpriseNumber, b.enterpriseNumber)),
    officers: officers.sort((a, b) => codePointOrder(a.certificateNumber, b.certificateNumber)),
  };
}

/** The last draw was made with the plan's items and settings as they are: its picks are the plan's. */
export function isDrawCurrent(
  plan: { itemCodes: readonly string[]; draw: PlanDrawSettings | null },
  last: typeof planDraws.$inferSelect | undefined,
): boolean {
  if (!plan.draw || !last?.drawnAt) return false;
  const items = [...plan.itemCodes].sort().join();
  return (
    items === [...(last.itemCodes ?? [])].sort().join() &&
    (plan.draw.regionCode ?? null) === last.regionCode &&
    plan.draw.targetCount === last.targetCount &&
    plan.draw.officerCount === last.officerCount
  );
}
