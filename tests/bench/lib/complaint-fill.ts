/**
 * Generated complaints for the large benchmarks, set-based (INSERT ... SELECT FROM generate_series in chunks, no
 * rows cross the wire). Complaint g (ids `bench-00000001` …) is lodged g × `spacingSeconds` before `anchor`, so the
 * newest come first; departments rotate over the five inspecting ones. The newest `recent` are open in every state;
 * older ones are mostly closed (resolved, refused, duplicate, withdrawn) and one in a hundred is still in handling.
 *
 * With `timeline`, each complaint also gets its complaint_events (submit, accept or reject or withdraw, sign, reply,
 * resolve, rate; a second round for the reopened ones, about 3.5 %; an `overdue` report against the department for
 * about 4 % of those signed for and for every old one still in handling) and its handler, which is what the analysis
 * counts. Without it the rows are exactly those the complaint-list benchmark has always measured.
 *
 * Re-running with the same total does nothing; a larger total adds the missing rows (and their events).
 */
import { sql } from 'drizzle-orm';
import { BENCH_ENTERPRISES, insertBenchEnterprises, scalar } from './bench-fill';
import type { Database } from '../../../server/db/client';
import { seedDemoData } from '../../../server/db/seed';

const CHUNK = 100_000;
const SUPERVISOR = 'usr-13700000001';

export interface ComplaintFill {
  total: number;
  /** When complaint 0 would have been lodged, e.g. '2026-11-01 00:00:00+08'. */
  anchor: string;
  spacingSeconds: number;
  /** The newest this many are open in every state. */
  recent: number;
  /** The enterprise (and its user) that lodges one complaint in ten. */
  heavyEnterprise: string;
  heavyUser: string;
  /** Events, reopened complaints and handlers (see above). */
  timeline?: boolean;
  log?: (line: string) => void;
}

const id = (g: number) => `bench-${String(g).padStart(8, '0')}`;

export async function fillComplaints(db: Database, fill: ComplaintFill): Promise<void> {
  const log = fill.log ?? console.log;
  const timeline = fill.timeline ?? false;
  const on = sql.raw(String(timeline));
  await seedDemoData(db);
  await insertBenchEnterprises(db);
  const started = performance.now();
  const existing = await scalar(db, sql`select count(*) from complaints where id like 'bench-%'`);
  for (let from = existing + 1; from <= fill.total; from += CHUNK) {
    const to = Math.min(fill.total, from + CHUNK - 1);
    await db.execute(sql`
      insert into complaints (id, complaint_number, enterprise_id, created_by, client_request_id, kind, category,
        description, contact_phone, contact_allowed, subject_type, concerned_department_code,
        assigned_department_code, handler_id, state, step, due_at, reopen_count, created_at, updated_at)
      select 'bench-' || lpad(g::text, 8, '0'), 'TB' || lpad(g::text, 12, '0'),
        case when g % 10 = 0 then ${fill.heavyEnterprise} else 'ent-bench-' || (1 + g % ${BENCH_ENTERPRISES}) end,
        case when g % 10 = 0 then ${fill.heavyUser} else 'usr-13800000002' end,
        'bench-' || g, case when g % 7 = 0 then 'opinion' else 'complaint' end,
        (array['noScan', 'outsideList', 'tooFrequent', 'misconduct', 'feesOrGifts', 'other'])[1 + g % 6],
        '检查人员未出示执法监督码即开始检查，且检查事项超出公布的清单。', '13800000001', g % 3 <> 0, 'none', d.code,
        case when s.state in ('submitted', 'notAccepted', 'duplicate', 'withdrawn') then null else d.code end,
        case when ${on} and s.state in ('handling', 'reviewing', 'replied', 'resolved') then d.officer end,
        s.state, s.step,
        case when s.step is null then null
             when g <= ${fill.recent} then t.at + interval '3 days'
             else t.at + interval '2 days' end,
        case when ${on} and s.state in ('resolved', 'handling') and (g / 10) % 20 = 3 then 1 else 0 end,
        t.at, t.at
      from generate_series(${from}::int, ${to}::int) as g
      cross join lateral (select ${fill.anchor}::timestamptz - g * (${fill.spacingSeconds}::float8 * interval '1 second') as at) t
      cross join lateral (
        select (array['market', 'health', 'ecology', 'emergency', 'urban'])[1 + g % 5] as code,
          (array['usr-13900000001', 'usr-13900000002', 'usr-13900000031', 'usr-13900000041', 'usr-13900000051'])[1 + g % 5] as officer) d
      cross join lateral (
        select case
          when g <= ${fill.recent} then (array['submitted', 'assigned', 'handling', 'handling', 'reviewing', 'replied', 'resolved', 'withdrawn'])[1 + g % 8]
          when g % 100 = 1 then 'handling'
          else (array['resolved', 'resolved', 'resolved', 'resolved', 'resolved', 'resolved', 'notAccepted', 'duplicate', 'withdrawn', 'resolved'])[1 + g % 10]
        end as state) s0
      cross join lateral (
        select s0.state,
          case s0.state when 'submitted' then 'accept' when 'assigned' then 'sign' when 'handling' then 'reply'
                        when 'reviewing' then 'review' when 'replied' then 'rate' end as step) s`);
    if (timeline) await insertTimelines(db, from, to, fill.recent);
    log(`  complaints ${from}-${to}`);
  }
  await db.execute(sql`analyze complaints`);
  if (timeline) await db.execute(sql`analyze complaint_events`);
  log(`filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The events of complaints g = from … to, read back from their rows: every event within three days of the lodging
 * (so the newest stay before the benchmark's now), in the order the workflow allows.
 */
async function insertTimelines(db: Database, from: number, to: number, recent: number): Promise<void> {
  await db.execute(sql`
    insert into complaint_events (complaint_id, action, actor, actor_id, department_code, step, state, at)
    select c.id, e.action, e.actor, e.actor_id, e.department_code, e.step, e.state, c.created_at + e.after
    from complaints c
    cross join lateral (select substr(c.id, 7)::int as g,
      c.state in ('assigned', 'handling', 'reviewing', 'replied', 'resolved') as accepted,
      c.state in ('handling', 'reviewing', 'replied', 'resolved') or (c.state = 'assigned' and c.reopen_count > 0) as signed,
      c.state in ('reviewing', 'replied', 'resolved') or c.reopen_count > 0 as replied,
      c.state in ('replied', 'resolved') or c.reopen_count > 0 as passed_on) f
    cross join lateral (values
      ('submit', 'complainant', c.created_by, null, null, 'submitted', interval '0', true),
      ('reject', 'supervisor', ${SUPERVISOR}, 'justice', null, c.state, interval '4 hours', c.state in ('notAccepted', 'duplicate')),
      ('withdraw', 'complainant', c.created_by, null, null, 'withdrawn', interval '2 hours', c.state = 'withdrawn'),
      ('accept', 'supervisor', ${SUPERVISOR}, 'justice', null, 'assigned', interval '2 hours', f.accepted),
      ('sign', 'department', c.handler_id, c.assigned_department_code, null, 'handling', interval '4 hours', f.signed),
      ('overdue', 'system', null, c.assigned_department_code, 'reply', 'handling', interval '20 hours',
        f.signed and ((f.g / 10) % 25 = 7 or (f.g > ${recent} and f.g % 100 = 1))),
      ('reply', 'department', c.handler_id, c.assigned_department_code, null, 'reviewing', interval '1 day', f.replied),
      ('resolve', 'supervisor', ${SUPERVISOR}, 'justice', null, 'replied', interval '1 day 4 hours', f.passed_on),
      ('rate', 'complainant', c.created_by, null, null, case when c.reopen_count > 0 then 'assigned' else 'resolved' end,
        interval '2 days', c.state = 'resolved' or c.reopen_count > 0),
      -- The second round of a reopened complaint: handling again, or resolved.
      ('sign', 'department', c.handler_id, c.assigned_department_code, null, 'handling', interval '2 days 2 hours', c.reopen_count > 0),
      ('reply', 'department', c.handler_id, c.assigned_department_code, null, 'reviewing', interval '2 days 6 hours', c.reopen_count > 0 and c.state = 'resolved'),
      ('resolve', 'supervisor', ${SUPERVISOR}, 'justice', null, 'replied', interval '2 days 8 hours', c.reopen_count > 0 and c.state = 'resolved'),
      ('rate', 'complainant', c.created_by, null, null, 'resolved', interval '2 days 12 hours', c.reopen_count > 0 and c.state = 'resolved')
    ) as e(action, actor, actor_id, department_code, step, state, after, present)
    where c.id between ${id(from)} and ${id(to)} and e.present
    order by c.id, e.after`);
}
