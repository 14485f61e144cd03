import { describe, expect, it } from 'vitest';
import { dayOf, monthOf, weekOf, yearOf, type Period } from '../../contract/city-calendar';
import { demoLoop, type DemoLoop } from '../../server/db/demo-loop';

const within = (at: Date, period: Period) => at >= period.from && at < period.to;

function everyInstant(loop: DemoLoop): Array<[string, Date]> {
  const out: Array<[string, Date]> = [];
  const add = (name: string, at: Date | null | undefined) => at && out.push([name, at]);
  for (const s of loop.scans) {
    add(`${s.id}.scannedAt`, s.scannedAt);
    add(`${s.id}.checkedInAt`, s.checkedInAt);
  }
  for (const r of loop.registrations) {
    add(`${r.id}.startedAt`, r.startedAt);
    add(`${r.id}.endedAt`, r.endedAt);
    add(`${r.id}.registeredAt`, r.registeredAt);
  }
  for (const e of loop.evaluations) add(`${e.registrationId}.evaluatedAt`, e.evaluatedAt);
  for (const v of loop.visits) {
    add(`${v.id}.startedAt`, v.startedAt);
    add(`${v.id}.endedAt`, v.endedAt);
    add(`${v.id}.createdAt`, v.createdAt);
  }
  return out;
}

/** How many registrations and scans fall in each period of `now`: what the warnings and desks count. */
function countsIn(loop: DemoLoop, now: Date) {
  const periods = { day: dayOf(now), week: weekOf(now), month: monthOf(now), year: yearOf(now) };
  return Object.fromEntries(
    Object.entries(periods).map(([name, period]) => [
      name,
      {
        registrations: loop.registrations.filter((r) => within(r.startedAt!, period)).length,
        scans: loop.scans.filter((s) => within(s.scannedAt!, period)).length,
      },
    ]),
  );
}

// China time; the first moments of a day, of a month (and week: 2026-06-01 is a Monday) and of a year.
const DAYS = ['2026-11-25', '2026-06-01', '2027-01-01'];

describe('the demo loop, seeded at any moment', () => {
  it.each(DAYS)(
    'puts the same records in the day, week, month and year of %s from its first second to its last',
    (date) => {
      const late = new Date(`${date}T23:59:00+08:00`);
      for (const early of ['00:00:00.001', '00:00:30', '00:01:59', '00:02:01']) {
        const now = new Date(`${date}T${early}+08:00`);
        expect(countsIn(demoLoop(now), now), early).toEqual(countsIn(demoLoop(late), late));
      }
    },
  );

  it.each(
    DAYS.flatMap((date) => ['00:00:00.001', '00:00:30', '12:00:00'].map((time) => `${date}T${time}+08:00`)),
  )(
    'dates nothing after the moment of seeding, nothing before its year, and no end before its start (%s)',
    (moment) => {
      const now = new Date(moment);
      const loop = demoLoop(now);
      for (const [name, at] of everyInstant(loop)) {
        expect(at <= now && at >= yearOf(now).from, name).toBe(true);
      }
      for (const r of loop.registrations) {
        expect(r.startedAt! <= r.endedAt! && r.endedAt! <= r.registeredAt!, r.id).toBe(true);
        const scan = loop.scans.find((s) => s.id === r.scanId);
        if (scan)
          expect(scan.scannedAt! <= scan.checkedInAt! && scan.checkedInAt! <= r.startedAt!, r.id).toBe(true);
      }
      for (const v of loop.visits)
        expect(v.startedAt! <= v.endedAt! && v.endedAt! <= v.createdAt!, v.id).toBe(true);
    },
  );
});
