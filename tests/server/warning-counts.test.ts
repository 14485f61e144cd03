import { readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertRegistration, linkBookedAppointment, newEnterprise } from './loop-fixtures';
import { seededRandom } from './seeded-random';
import { useTestApp } from './test-app';
import { dayOf, monthOf, type Period, weekOf, yearOf } from '../../contract/city-calendar';
import { startStatsFoldWorker } from '../../server/composition/time-sweeps';
import type { Database } from '../../server/db/client';
import { appointments } from '../../server/db/schema/appointments';
import { emergencyReviews, registrations } from '../../server/db/schema/registrations';
import { countForWarnings, ofEnterprise } from '../../server/modules/warnings/warnings-queries';

const server = useTestApp();

const shanghai = (local: string) => new Date(`${local}+08:00`);
const DAY_MS = 86_400_000;
const DEPARTMENTS = ['market', 'health', 'urban'] as const;
const TYPES = ['routine', 'triggered', 'case'] as const;

/** The same counts straight from the registrations, as the warnings read them before migration 0030. */
async function countFromRegistrations(db: Database, enterpriseId: string, p: Record<string, Period>) {
  const within = (period: Period) =>
    sql`r.started_at >= ${period.from.toISOString()}::timestamptz and r.started_at < ${period.to.toISOString()}::timestamptz`;
  const result = (await db.execute(sql`
    select r.department_code,
      count(*) filter (where ${within(p.day!)} and a.id is null) as day,
      count(*) filter (where ${within(p.week!)} and a.id is null) as week,
      count(*) filter (where ${within(p.month!)} and a.id is null) as month,
      count(*) filter (where ${within(p.year!)} and (r.type <> 'case' or er.status = 'notUpheld')) as used
    from registrations r left join appointments a on a.registration_id = r.id
    left join emergency_reviews er on er.registration_id = r.id
    where r.enterprise_id = ${enterpriseId}
    group by r.department_code`)) as unknown as { rows: Array<Record<string, unknown>> };
  return result.rows
    .map((r) => ({
      departmentCode: String(r.department_code),
      day: Number(r.day),
      week: Number(r.week),
      month: Number(r.month),
      used: Number(r.used),
    }))
    .filter((r) => r.day + r.week + r.month + r.used > 0)
    .sort((a, b) => a.departmentCode.localeCompare(b.departmentCode));
}

async function countFromRollup(db: Database, enterpriseId: string, p: Record<string, Period>) {
  const rows = await countForWarnings(db, ofEnterprise(enterpriseId), {
    day: p.day!,
    week: p.week!,
    month: p.month!,
    year: p.year!,
  });
  return rows
    .map(({ departmentCode, day, week, month, used }) => ({ departmentCode, day, week, month, used }))
    .filter((r) => r.day + r.week + r.month + r.used > 0);
}

const fold = (db: Database) => db.execute(sql`select fold_inspection_stats()`);

describe("the warnings' counts from the enterprises' days (migration 0030)", () => {
  it('equal the counts from the registrations through inserts, corrections, deletes, bookings and folds at any moment', async () => {
    const db = server.database.handle.db;
    const random = seededRandom(20_261_125);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const enterprise = await newEnterprise(db);
    const other = await newEnterprise(db);
    // Around a new year: the week of 1 January 2026 began in 2025, the year's counts must not take those days.
    const base = shanghai('2025-12-20T00:00:00').getTime();
    const at = () => new Date(base + Math.floor(random() * 24 * DAY_MS));
    const stored: string[] = [];
    const linked = new Map<string, string>(); // appointment -> registration
    const moments = [
      '2025-12-31T23:59:00',
      '2026-01-01T00:00:00',
      '2026-01-04T12:00:00',
      '2026-01-05T08:00:00',
    ];

    for (let step = 0; step < 160; step += 1) {
      const roll = random();
      if (roll < 0.45 || stored.length < 3) {
        const id = await insertRegistration(db, {
          enterpriseId: random() < 0.85 ? enterprise.id : other.id,
          startedAt: at(),
          departmentCode: pick(DEPARTMENTS),
          type: pick(TYPES),
        });
        stored.push(id);
      } else if (roll < 0.6) {
        // A correction moves a registration to another moment, type or department.
        await db
          .update(registrations)
          .set({ startedAt: at(), type: pick(TYPES), departmentCode: pick(DEPARTMENTS) })
          .where(eq(registrations.id, pick(stored)));
      } else if (roll < 0.7) {
        const free = stored.filter((id) => ![...linked.values()].includes(id));
        if (free.length) {
          const registrationId = pick(free);
          linked.set(await linkBookedAppointment(db, enterprise.id, registrationId), registrationId);
        }
      } else if (roll < 0.8 && linked.size) {
        // Unlinked, or linked to another registration instead.
        const appointmentId = pick([...linked.keys()]);
        const free = stored.filter((id) => ![...linked.values()].includes(id));
        const next = random() < 0.5 && free.length ? pick(free) : null;
        await db.update(appointments).set({ registrationId: next }).where(eq(appointments.id, appointmentId));
        if (next) linked.set(appointmentId, next);
        else linked.delete(appointmentId);
      } else if (roll < 0.85 && linked.size) {
        const appointmentId = pick([...linked.keys()]);
        await db.delete(appointments).where(eq(appointments.id, appointmentId));
        linked.delete(appointmentId);
      } else if (roll < 0.88) {
        const free = stored.filter((id) => ![...linked.values()].includes(id));
        if (free.length > 3) {
          const id = pick(free);
          await db.delete(emergencyReviews).where(eq(emergencyReviews.registrationId, id));
          await db.delete(registrations).where(eq(registrations.id, id));
          stored.splice(stored.indexOf(id), 1);
        }
      } else if (roll < 0.95) {
        // The supervision office's review of an emergency: queued, decided, or (never in the app) changed or gone.
        const cases = await db
          .select({ id: registrations.id })
          .from(registrations)
          .where(and(eq(registrations.type, 'case'), inArray(registrations.id, stored)));
        const registrationId = cases.length && random() < 0.8 ? pick(cases).id : pick(stored);
        const status = pick(['pending', 'upheld', 'notUpheld', 'notUpheld', 'gone'] as const);
        const ofIt = eq(emergencyReviews.registrationId, registrationId);
        const decided =
          status === 'pending'
            ? { reviewedBy: null, reviewedAt: null }
            : { reviewedBy: 'usr-13700000001', reviewedAt: at() };
        if (status === 'gone') await db.delete(emergencyReviews).where(ofIt);
        else if ((await db.select().from(emergencyReviews).where(ofIt)).length)
          await db
            .update(emergencyReviews)
            .set({ status, ...decided })
            .where(ofIt);
        else
          await db.insert(emergencyReviews).values({ registrationId, status, requestedAt: at(), ...decided });
      } else {
        await fold(db);
      }
      if (step % 8 === 7) {
        for (const moment of moments.map(shanghai)) {
          const periods = {
            day: dayOf(moment),
            week: weekOf(moment),
            month: monthOf(moment),
            year: yearOf(moment),
          };
          for (const id of [enterprise.id, other.id])
            expect(await countFromRollup(db, id, periods), `step ${step}, ${moment.toISOString()}`).toEqual(
              await countFromRegistrations(db, id, periods),
            );
        }
      }
    }
  });

  it('are folded by the server every couple of seconds', async () => {
    const db = server.database.handle.db;
    const enterprise = await newEnterprise(db);
    const errors: unknown[] = [];
    const folds = startStatsFoldWorker(db, (error) => errors.push(error), 20);
    try {
      await insertRegistration(db, {
        enterpriseId: enterprise.id,
        startedAt: shanghai('2026-03-18T09:00:00'),
      });
      const unfolded = async () =>
        (
          (await db.execute(sql`select count(*)::int as n from inspection_stat_changes`)) as unknown as {
            rows: Array<{ n: number }>;
          }
        ).rows[0]!.n;
      await expect.poll(unfolded).toBe(0);
      const [day] = (
        (await db.execute(
          sql`select inspections from enterprise_day_stats where enterprise_id = ${enterprise.id}`,
        )) as unknown as { rows: Array<{ inspections: number }> }
      ).rows;
      expect(day?.inspections).toBe(1);
    } finally {
      await folds.stop();
    }
    expect(errors).toEqual([]);
  });

  it("migration 0030's count of the registrations stored before it, with changes not yet folded, adds up", async () => {
    const db = server.database.handle.db;
    const enterprise = await newEnterprise(db);
    const booked = await insertRegistration(db, {
      enterpriseId: enterprise.id,
      startedAt: shanghai('2026-03-18T09:00:00'),
    });
    await linkBookedAppointment(db, enterprise.id, booked);
    await fold(db);
    await insertRegistration(db, { enterpriseId: enterprise.id, startedAt: shanghai('2026-03-18T10:00:00') });
    await insertRegistration(db, {
      enterpriseId: enterprise.id,
      startedAt: shanghai('2026-03-17T10:00:00'),
      type: 'case',
    });
    // Start again from the migration's own statement, with two registrations' changes still unfolded.
    const migration = readFileSync(
      new URL('../../server/db/migrations/0030_warning_counts_rollup.sql', import.meta.url),
      'utf8',
    );
    const from = migration.lastIndexOf('INSERT INTO enterprise_day_stats');
    const backfill = migration.slice(from, migration.indexOf('--> statement-breakpoint', from));
    await db.execute(sql`delete from enterprise_day_stats`);
    await db.execute(sql.raw(backfill));
    const moment = shanghai('2026-03-18T12:00:00');
    const periods = {
      day: dayOf(moment),
      week: weekOf(moment),
      month: monthOf(moment),
      year: yearOf(moment),
    };
    const expected = [{ departmentCode: 'market', day: 1, week: 2, month: 2, used: 2 }];
    expect(await countFromRegistrations(db, enterprise.id, periods)).toEqual(expected);
    expect(await countFromRollup(db, enterprise.id, periods)).toEqual(expected);
    await fold(db);
    expect(await countFromRollup(db, enterprise.id, periods)).toEqual(expected);
  });
});

describe("one enterprise's warnings", () => {
  // Every create answers the enterprise's warnings: its caps must not cost a scan of the whole city's year (PostgreSQL
  // before 18 has no skip scan to find an enterprise in an index that starts with the year and department).
  it("read the year's caps through an index that starts with the enterprise (migration 0031)", async () => {
    const plan = await server.database.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select capped from enterprise_year_stats where year = ${2026} and enterprise_id = ${'ent-x'}`,
      );
      return (result as unknown as { rows: Array<Record<string, string>> }).rows
        .map((row) => Object.values(row)[0])
        .join('\n');
    });
    expect(plan).toContain('enterprise_year_stats_enterprise_idx');
  });
});
