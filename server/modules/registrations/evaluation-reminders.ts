/**
 * The evaluation reminder: an inspection its enterprise has not evaluated EVALUATION_REMINDER_AFTER_DAYS after it
 * was registered brings the enterprise's users one message (the time sweep, on the app's clock). Each registration
 * is reminded of once, whichever server process sweeps first.
 */
import { sql } from 'drizzle-orm';
import { DAY_MS } from '../../../contract/city-calendar';
import { EVALUATION_REMINDER_AFTER_DAYS } from '../../../contract/registrations/rules';
import type { Database } from '../../db/client';
import { evaluationReminders, evaluations, registrations } from '../../db/schema/registrations';
import { listEnterpriseUsers, notify } from '../messages';

/** Reminders one sweep sends at most; the rest wait for the next minute's. */
const REMINDERS_PER_SWEEP = 200;

interface DueRow {
  id: string;
  registration_number: string;
  enterprise_id: string;
}

export async function sendEvaluationReminders(db: Database, now: Date): Promise<number> {
  const dueBefore = new Date(now.getTime() - EVALUATION_REMINDER_AFTER_DAYS * DAY_MS);
  const dueFrom = new Date(dueBefore.getTime() - DAY_MS);
  return db.transaction(async (tx) => {
    // Claimed by inserting the reminder: a concurrent sweep's insert of the same registration does nothing.
    const claimed = (await tx.execute(sql`
      with due as (
        select r.id, r.registration_number, r.enterprise_id from ${registrations} r
        where r.registered_at >= ${dueFrom.toISOString()}::timestamptz
          and r.registered_at < ${dueBefore.toISOString()}::timestamptz
          and not exists (select 1 from ${evaluations} e where e.registration_id = r.id)
          and not exists (select 1 from ${evaluationReminders} m where m.registration_id = r.id)
        order by r.registered_at, r.id
        limit ${REMINDERS_PER_SWEEP}
      ), taken as (
        insert into ${evaluationReminders} (registration_id, reminded_at)
        select id, ${now.toISOString()}::timestamptz from due
        on conflict do nothing
        returning registration_id
      )
      select due.* from due join taken on taken.registration_id = due.id`)) as unknown as { rows: DueRow[] };
    const due = claimed.rows;
    const users = await listEnterpriseUsers(tx, [...new Set(due.map((row) => row.enterprise_id))]);
    for (const row of due) {
      await notify(tx, users.get(row.enterprise_id) ?? [], {
        kind: 'evaluationReminder',
        texts: {
          zh: {
            title: '请评价对贵单位的检查',
            body: `登记编号 ${row.registration_number} 的检查尚未评价。您的评价只以汇总形式提供给执法部门。`,
          },
          en: {
            title: 'Please evaluate the inspection of your business',
            body: `Registration ${row.registration_number} has not been evaluated yet. Departments see evaluations only in aggregate.`,
          },
        },
        link: { path: 'registrationDetail', params: { id: row.id } },
        at: now,
      });
    }
    return due.length;
  });
}
