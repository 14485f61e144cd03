import { beforeAll, describe, expect, it } from 'vitest';
import { actAs, movableClock, prepareEnterprises, USERS } from './complaints-fixtures';
import { insertRegistration } from './loop-fixtures';
import { ok, useTestApp } from './test-app';
import type { ApiInput } from '../../contract/api-schemas';
import { DAY_MS } from '../../contract/city-calendar';
import type { EvaluationLevel } from '../../contract/registrations/schemas';
import { evaluations } from '../../server/db/schema/registrations';

// Four days before October's evaluations can all be counted (October ends 1 November, its window closes on the 8th).
const time = movableClock(new Date('2026-11-04T10:00:00+08:00'));
const server = useTestApp({ users: USERS, clock: time.clock, prepare: prepareEnterprises });
const as = actAs(server);
const db = () => server.database.handle.db;

async function evaluate(at: string, level: EvaluationLevel, departmentCode = 'market') {
  const registrationId = await insertRegistration(db(), {
    enterpriseId: 'ent-pengcheng-food',
    departmentCode,
    startedAt: new Date(new Date(at).getTime() - DAY_MS),
  });
  const when = new Date(at);
  await db().insert(evaluations).values({
    registrationId,
    departmentCode,
    level,
    comment: '',
    firstEvaluatedAt: when,
    evaluatedAt: when,
  });
}

const department = async (input: ApiInput<'getDepartmentAnalysis'>) =>
  ok(await as('liMing', 'getDepartmentAnalysis', input)).evaluations;

const custom = (from: string, to: string) => ({ period: 'custom' as const, from, to });

describe('evaluations in the analysis: by whole, closed months of at least five, so that no rating stands alone', () => {
  // This file's own database: the demo's evaluations are dated from the real day and fall into these months on some.
  beforeAll(async () => {
    await db().delete(evaluations);
  });

  it('counts a month only once its window has closed, and only when it holds five or more', async () => {
    // September: three (left out); October: five, one of them dissatisfied; November: six (not closed).
    for (const day of ['03', '10', '20']) await evaluate(`2026-09-${day}T10:00:00+08:00`, 'satisfied');
    for (const day of ['02', '09', '15', '22'])
      await evaluate(`2026-10-${day}T10:00:00+08:00`, 'very_satisfied');
    await evaluate('2026-10-31T23:30:00+08:00', 'dissatisfied');
    for (const day of ['01', '02', '02', '03', '03', '03'])
      await evaluate(`2026-11-${day}T09:00:00+08:00`, 'satisfied');

    // On 4 November no month of the quarter is closed: October's evaluations may still change.
    expect(await department({ period: 'quarter' })).toMatchObject({ months: null, shown: false, counted: 0 });

    time.set(new Date('2026-11-08T00:00:00+08:00'));
    const quarter = await department({ period: 'quarter' });
    expect(quarter).toMatchObject({
      months: { from: '2026-10', to: '2026-10' },
      shown: true,
      counted: 5,
      satisfactionRate: 80,
    });
    expect(quarter.levels.find((l) => l.level === 'dissatisfied')?.share).toBe(20);
    // This month's are not counted before it has closed.
    expect(await department({ period: 'month' })).toMatchObject({ months: null, shown: false });
    // September's three are left out whole, whatever range takes it in.
    expect(await department(custom('2026-09-01', '2026-10-31'))).toMatchObject({
      months: { from: '2026-09', to: '2026-10' },
      counted: 5,
      satisfactionRate: 80,
    });
    expect(await department(custom('2026-09-01', '2026-09-30'))).toMatchObject({
      months: { from: '2026-09', to: '2026-09' },
      shown: false,
      counted: 0,
      levels: [],
      satisfactionRate: null,
    });
  });

  it('gives overlapping ranges that differ by a day the same figures: a day’s single rating cannot be told', async () => {
    // Ranges ending before and after the last, dissatisfied rating of October (31 October, 23:30).
    const before = await department(custom('2026-10-01', '2026-10-30'));
    const after = await department(custom('2026-10-01', '2026-10-31'));
    expect(after).toEqual(before);
    expect(await department(custom('2026-10-31', '2026-10-31'))).toEqual(before);
  });

  it('ranks the departments’ satisfaction by the same months', async () => {
    for (const day of ['05', '06', '07', '08'])
      await evaluate(`2026-10-${day}T10:00:00+08:00`, 'satisfied', 'health');
    const city = async (input: ApiInput<'getCityAnalysis'>) =>
      ok(await as('zhouZheng', 'getCityAnalysis', input));
    const rate = async (input: ApiInput<'getCityAnalysis'>, code: string) =>
      (await city(input)).departments.find((d) => d.code === code)?.satisfactionRate;
    expect(await rate({ period: 'quarter' }, 'market')).toBe(80);
    // Four health evaluations in October: not shown.
    expect(await rate({ period: 'quarter' }, 'health')).toBeNull();
    await evaluate('2026-10-09T10:00:00+08:00', 'dissatisfied', 'health');
    expect(await rate({ period: 'quarter' }, 'health')).toBe(80);
    expect(await rate({ period: 'month' }, 'health')).toBeNull();
  });
});
