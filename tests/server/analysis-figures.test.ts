/**
 * Every figure of /analyse and /comprehensiveAnalysis, computed from the raw rows (registrations, evaluations,
 * complaints and their timelines, appointments, plans) as docs/analysis-figures.md defines it, against what the
 * calls answer: on a random data set, for every period the switch offers, on two days of the city's clock.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { expectedCity, expectedDepartment, readRaw } from './analysis-expected-figures';
import { insertRandomData } from './analysis-random-data';
import { movableClock } from './complaints-fixtures';
import { seededRandom } from './seeded-random';
import { ok, useTestApp } from './test-app';
import type { CityAnalysis } from '../../contract/analysis/schemas';
import type { ApiInput } from '../../contract/api-schemas';
import { dateText } from '../../contract/city-calendar';

const SEED = 41;
const FIRST_DAY = new Date('2026-11-20T10:00:00+08:00');
// After the year turned: the quarter and the year so far are ten days long, the year before is 2026.
const SECOND_DAY = new Date('2027-01-10T15:00:00+08:00');
const DATA_FROM = new Date('2025-09-01T00:00:00+08:00');

const time = movableClock(FIRST_DAY);
const server = useTestApp({ users: { supervisor: '13700000001' }, clock: time.clock });
const db = () => server.database.handle.db;
const call = server.call;
const random = seededRandom(SEED);

type PeriodInput = ApiInput<'getCityAnalysis'>;

/** The period switch's choices on `now`, and custom ranges across a month's and a year's end. */
const periodsOn = (now: Date): PeriodInput[] => [
  { period: 'month' },
  { period: 'quarter' },
  { period: 'year' },
  { period: 'custom', from: '2025-12-15', to: '2026-02-10' },
  { period: 'custom', from: '2026-11-01', to: '2026-11-01' },
  { period: 'custom', from: '2025-10-01', to: dateText(now) },
];

/** Each figure, for each period and department; answers the figures seen, so a test can check none is always 0. */
async function expectEveryFigure(now: Date) {
  const raw = await readRaw(db());
  const token = server.tokens.supervisor;
  const seen = {
    perEnterpriseOverOne: false,
    satisfaction: false,
    rectified: false,
    overdue: false,
    due: false,
  };
  for (const input of periodsOn(now)) {
    const city = ok(await call('getCityAnalysis', input, { token }));
    const expected = expectedCity(raw, city.period, city.previous, now);
    const label = `${JSON.stringify(input)} on ${dateText(now)}`;
    expect(city.inspections, label).toEqual(expected.inspections);
    const byCode = <T extends { code: string }>(rows: T[]) =>
      [...rows].sort((a, b) => (a.code < b.code ? -1 : 1));
    expect(byCode(city.departments), label).toEqual(byCode(expected.departments));
    const districts = (list: CityAnalysis['districts'] | typeof expected.districts) =>
      list.map((d) => [d.code, d.inspections]).sort();
    expect(districts(city.districts), label).toEqual(districts(expected.districts));
    expect(city.topEnterprises, label).toEqual(expected.topEnterprises);
    expect(city.trend, label).toEqual(expected.trend);
    seen.perEnterpriseOverOne ||= city.departments.some((d) => (d.perEnterprise ?? 0) > 1);
    seen.satisfaction ||= city.departments.some((d) => d.satisfactionRate !== null);

    for (const department of raw.depts) {
      const analysis = ok(
        await call('getDepartmentAnalysis', { ...input, departmentCode: department.code }, { token }),
      );
      expect(analysis.period).toEqual(city.period);
      expect(analysis, `${department.code} ${label}`).toEqual(
        expectedDepartment(raw, department.code, city.period, city.previous, now),
      );
      seen.rectified ||= analysis.rectified.current > 0;
      seen.overdue ||= analysis.complaints.overdue.current > 0;
      seen.due ||= analysis.appointments.due.current > analysis.appointments.answeredOnTime.current;
    }
  }
  expect(seen).toEqual({
    perEnterpriseOverOne: true,
    satisfaction: true,
    rectified: true,
    overdue: true,
    due: true,
  });
}

describe('every figure of the department and the city analysis, from the raw rows', () => {
  beforeAll(async () => {
    await insertRandomData(db(), random, DATA_FROM, FIRST_DAY);
  });

  it(`agrees on ${dateText(FIRST_DAY)} for every period (seed ${SEED})`, async () => {
    time.set(FIRST_DAY);
    await expectEveryFigure(FIRST_DAY);
  });

  it(`agrees on ${dateText(SECOND_DAY)}, after the year turned, with the weeks between added`, async () => {
    await insertRandomData(db(), random, FIRST_DAY, SECOND_DAY);
    time.set(SECOND_DAY);
    await expectEveryFigure(SECOND_DAY);
  });
});
