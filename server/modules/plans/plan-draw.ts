/**
 * The "double random" draw: targets from the enterprises registered by `drawnAt` (in a district or street, if
 * given), officers from the lead department's certified officers. The pools are ordered (enterprise number,
 * certificate number) and the picks come from a sha256 stream of the seed, so anyone holding the stored parameters
 * draws the same again; an enterprise registered later is not in the pool.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  countDrawPool,
  findRegion,
  listCertifiedOfficers,
  listDrawPoolAt,
  type CertifiedOfficer,
  type EnterpriseRefRow,
} from './plan-references-queries';
import type { Database } from '../../db/client';
import { FieldRuleError } from '../../http/errors';

/** A deterministic stream of uniform integers from the seed, one stream per purpose. */
class SeededStream {
  private block = Buffer.alloc(0);
  private offset = 0;
  private counter = 0;

  constructor(
    private readonly seed: string,
    private readonly purpose: string,
  ) {}

  private nextUint32(): number {
    if (this.offset + 4 > this.block.length) {
      this.block = createHash('sha256').update(`${this.seed}:${this.purpose}:${this.counter}`).digest();
      this.counter += 1;
      this.offset = 0;
    }
    const value = this.block.readUInt32BE(this.offset);
    this.offset += 4;
    return value;
  }

  /** Uniform in [0, n), by rejection so no value is favoured. */
  below(n: number): number {
    const limit = Math.floor(0x1_0000_0000 / n) * n;
    for (;;) {
      const value = this.nextUint32();
      if (value < limit) return value % n;
    }
  }
}

/** `count` distinct positions of [0, size), by a partial Fisher-Yates shuffle of the seed's stream. */
export function samplePositions(seed: string, purpose: string, size: number, count: number): number[] {
  const stream = new SeededStream(seed, purpose);
  const swapped = new Map<number, number>();
  const picked: number[] = [];
  for (let i = 0; i < Math.min(count, size); i += 1) {
    const j = i + stream.below(size - i);
    const atJ = swapped.get(j) ?? j;
    swapped.set(j, swapped.get(i) ?? i);
    picked.push(atJ);
  }
  return picked.sort((a, b) => a - b);
}

export function newDrawSeed(): string {
  return randomBytes(16).toString('hex');
}

export interface DrawParameters {
  seed: string;
  drawnAt: Date;
  regionCode: string | null;
  targetCount: number;
  officerCount: number;
}

export interface DrawOutcome {
  poolSize: number;
  targets: EnterpriseRefRow[];
  officers: CertifiedOfficer[];
  region: { code: string; nameZh: string; nameEn: string | null } | null;
}

/**
 * Draws again from the parameters. `field` names where a bad parameter is shown (`draw.` inside the plan form).
 * A draw may not be dated after `now`: its pool would still grow.
 */
export async function drawPlan(
  db: Database,
  departmentCode: string,
  params: DrawParameters,
  now: Date,
  field = '',
): Promise<DrawOutcome> {
  if (params.drawnAt.getTime() > now.getTime()) throw new FieldRuleError(`${field}drawnAt`, 'reasonInFuture');
  const region = params.regionCode ? await findRegion(db, params.regionCode) : null;
  if (params.regionCode && !region) throw new FieldRuleError(`${field}regionCode`, 'reasonPlanRegionUnknown');
  const pool = { drawnAt: params.drawnAt, regionCode: params.regionCode };
  const poolSize = await countDrawPool(db, pool);
  const targets = await listDrawPoolAt(
    db,
    pool,
    samplePositions(params.seed, 'targets', poolSize, params.targetCount),
  );
  const officerPool = params.officerCount > 0 ? await listCertifiedOfficers(db, [departmentCode]) : [];
  const officers = samplePositions(params.seed, 'officers', officerPool.length, params.officerCount).map(
    (position) => officerPool[position]!,
  );
  return {
    poolSize,
    targets: targets.map(({ position: _position, ...ref }) => ref),
    officers,
    region: region ?? null,
  };
}
