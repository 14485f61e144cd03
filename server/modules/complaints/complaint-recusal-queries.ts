/**
 * Recusal (回避), the one rule of who may never handle a complaint: an officer who took part in what it is about (the
 * registration's creator or one of its officers; the notice's issuer or one of its officers) or whom it names (an
 * unregistered inspection's officers, by name within the department reported or by certificate number). It is
 * derived from the records each time, never stored. Who may sign for a complaint (maySign) follows from it, and
 * everything that decides who may sign, act, be asked, be listed or know the complainant reads it from here.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { complaints } from '../../db/schema/complaints';
import { inspectionNotices } from '../../db/schema/notices';
import { registrations } from '../../db/schema/registrations';

type Reader = Database | Transaction;

const listsOfficer = (officers: SQL, u: SQL) =>
  sql`(${u}.certificate_number is not null and ${officers} @> jsonb_build_array(jsonb_build_object('certificateNumber', ${u}.certificate_number)))`;

const namedOfficers = sql`(${complaints.noScan} ->> 'officers')`;

/** Whether the user row aliased `u` is recused from the complaint of the enclosing query's `complaints` row. */
export const recusedFrom = (u: SQL) => sql`(exists (
    select 1 from ${registrations} where ${registrations.id} = ${complaints.registrationId}
      and (${registrations.createdBy} = ${u}.id or ${listsOfficer(sql`${registrations.officers}`, u)}))
  or exists (
    select 1 from ${inspectionNotices} where ${inspectionNotices.id} = ${complaints.noticeId}
      and (${inspectionNotices.issuedBy} = ${u}.id or ${listsOfficer(sql`${inspectionNotices.officers}`, u)}))
  or (${complaints.noScan} is not null and (
    (${u}.department_code = ${complaints.concernedDepartmentCode} and ${u}.name <> ''
      and strpos(${namedOfficers}, ${u}.name) > 0)
    or (${u}.certificate_number is not null and ${u}.certificate_number <> ''
      and strpos(${namedOfficers}, ${u}.certificate_number) > 0))))`;

export async function isRecused(db: Reader, complaintId: string, userId: string): Promise<boolean> {
  const result = (await db.execute(
    sql`select 1 from users u, ${complaints} where ${complaints.id} = ${complaintId} and u.id = ${userId}
      and u.role = 'officer' and ${recusedFrom(sql.raw('u'))}`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/**
 * Whether the user row aliased `u` may sign for the complaint: an officer of its department (its head, once escalated)
 * who never signed for it (a reopened complaint goes to someone else) and is not recused.
 */
export const maySign = (
  u: SQL,
) => sql`(${u}.role = 'officer' and ${u}.department_code = ${complaints.assignedDepartmentCode}
    and (not ${complaints.escalated} or 'departmentHead' = any(${u}.capabilities))
    and not exists (
      select 1 from complaint_events e
      where e.complaint_id = ${complaints.id} and e.action = 'sign' and e.actor_id = ${u}.id)
    and not ${recusedFrom(u)})`;

/** Who may sign for the complaint now (maySign), to be asked to. */
export async function listMaySignIds(db: Reader, complaintId: string): Promise<string[]> {
  const result = (await db.execute(
    sql`select u.id from users u, ${complaints} where ${complaints.id} = ${complaintId} and ${maySign(sql.raw('u'))}`,
  )) as unknown as { rows: Array<{ id: string }> };
  return result.rows.map((r) => r.id);
}
