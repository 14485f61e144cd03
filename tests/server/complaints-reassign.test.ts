import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  actAs,
  DEMO_PASSWORD,
  failure,
  ID,
  insertInState,
  messagesAbout,
  movableClock,
  prepareEnterprises,
  recipientsOf,
  stateOf,
  USERS,
  walker,
} from './complaints-fixtures';
import { ok, testConfig, useTestApp, type TestDatabase } from './test-app';
import type { ApiInput } from '../../contract/api-schemas';
import type { ComplaintDetail } from '../../contract/complaints/schemas';
import { complaintEvents } from '../../server/db/schema/complaints';
import { departments } from '../../server/db/schema/officers';
import { users } from '../../server/db/schema/session';
import { runComplaintDeadlineSweep } from '../../server/modules/complaints/complaint-deadlines';
import { complaintMessages } from '../../server/modules/complaints/complaints-messages';
import { hashPassword } from '../../server/modules/session/password';

const city = (local: string) => new Date(`${local}+08:00`);
/** "By the end of" a city day: the next midnight in the city. */
const endOf = (date: string) => new Date(Date.parse(`${date}T00:00:00+08:00`) + 86_400_000).toISOString();

/** A small department: one officer, 林港, so once he has handled a complaint nobody there can sign it again. */
const PORT = { code: 'port', nameZh: '港口管理局', nameEn: 'Port Authority' };
const LIN_GANG = { id: 'usr-13922220001', phone: '13922220001' };

async function prepare(database: TestDatabase) {
  await prepareEnterprises(database);
  const db = database.handle.db;
  await db.insert(departments).values({ ...PORT, sort: 6 });
  await db.insert(users).values({
    id: LIN_GANG.id,
    phone: LIN_GANG.phone,
    name: '林港',
    role: 'officer',
    departmentCode: PORT.code,
    certificateNumber: '44030067891',
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
}

const time = movableClock(city('2026-09-14T10:00:00'));
const server = useTestApp({ users: { ...USERS, linGang: LIN_GANG.phone }, clock: time.clock, prepare });
const as = actAs(server);
const walk = walker(server);
const db = () => server.database.handle.db;
const asLinGang = <K extends 'getComplaint' | 'signComplaint' | 'replyComplaint'>(
  name: K,
  input: ApiInput<K>,
) => server.call(name, input, { token: server.tokens.linGang });

const MARKET = [ID.liMing, ID.zhaoQiang, ID.sunLi, ID.heJing].sort();
const v = (c: ComplaintDetail) => ({ id: c.id, version: c.version });
/** Each step a minute later, so each step's messages are told apart by their time. */
const tick = () => time.set(new Date(time.now.getTime() + 60_000));
/** The complaint as it shows in the user's "awaiting me" list, if it is there. */
async function todoOf(user: 'zhouZheng' | 'wuMin' | 'zhaoQiang', id: string) {
  return ok(await as(user, 'listHandlingComplaints', { view: 'todo' })).items.find((c) => c.id === id);
}
async function toldNow(id: string, kind: string) {
  const rows = await messagesAbout(db(), id, kind);
  return rows.filter((m) => m.createdAt.getTime() === time.now.getTime());
}

/** Accepted for the port, handled by 林港 and rated dissatisfied: back at the port, where only he could sign. */
async function reopenedAtPort(): Promise<ComplaintDetail> {
  const accepted = await walk.accept(await walk.lodge('entC'), PORT.code);
  const signed = ok(await asLinGang('signComplaint', v(accepted)));
  const replied = ok(
    await asLinGang('replyComplaint', { ...v(signed), findings: '查明情况', measures: '处理措施' }),
  );
  return walk.rate(await walk.resolve(replied), 2, 'entC', '没有解决');
}

describe('reassigning a complaint nobody can sign', () => {
  it('moves a reopened complaint stuck in a small department to another one, where an officer signs it', async () => {
    time.set(city('2026-09-14T10:00:00'));
    const reopened = await reopenedAtPort();
    expect(reopened).toMatchObject({
      state: 'assigned',
      reopenCount: 1,
      assignedDepartment: { code: PORT.code, name: PORT.nameZh },
      deadline: { step: 'sign', dueAt: endOf('2026-09-15') },
    });

    // Stuck: the port's only officer handled it before; no other department's officer may sign it.
    expect(await asLinGang('signComplaint', v(reopened))).toMatchObject(
      failure(complaintMessages.complaintHandledBefore.zh),
    );
    expect(ok(await asLinGang('getComplaint', { id: reopened.id })).allowedActions).toEqual([]);
    expect(await as('zhaoQiang', 'signComplaint', v(reopened))).toMatchObject({ status: 404 });

    // It waits on the office at once, not only once its sign deadline has passed; the complainant is not told why.
    expect(await todoOf('zhouZheng', reopened.id)).toMatchObject({ stuck: true, overdue: false });
    expect(await todoOf('wuMin', reopened.id)).toMatchObject({ stuck: true });
    expect(ok(await as('zhouZheng', 'getComplaint', { id: reopened.id })).stuck).toBe(true);
    expect(ok(await asLinGang('getComplaint', { id: reopened.id })).stuck).toBe(true);
    expect(ok(await as('entC', 'getComplaint', { id: reopened.id })).stuck).toBe(false);
    expect(ok(await as('entC', 'listComplaints', {})).items.find((c) => c.id === reopened.id)).toMatchObject({
      stuck: false,
    });
    time.set(city('2026-09-17T10:00:00'));
    await runComplaintDeadlineSweep({ db: db(), now: time.now, config: testConfig() });
    const overdue = ok(await as('zhouZheng', 'getComplaint', { id: reopened.id }));
    expect(overdue).toMatchObject({ overdue: true, allowedActions: ['reassign'] });
    expect(overdue.timeline.at(-1)).toMatchObject({ action: 'overdue', note: `${PORT.nameZh}签收超期` });

    // Refused: the department it is at, an unknown one, no reason.
    const at = (departmentCode: string, note = '港口管理局唯一的执法人员已办理过') => ({
      ...v(overdue),
      departmentCode,
      note,
    });
    expect(await as('zhouZheng', 'reassignComplaint', at(PORT.code))).toMatchObject({
      status: 400,
      fields: { departmentCode: complaintMessages.reasonComplaintSameDepartment.zh },
    });
    expect(await as('zhouZheng', 'reassignComplaint', at(PORT.code), 'en')).toMatchObject({
      status: 400,
      fields: { departmentCode: complaintMessages.reasonComplaintSameDepartment.en },
    });
    expect(await as('zhouZheng', 'reassignComplaint', at('nowhere'))).toMatchObject({
      status: 400,
      fields: { departmentCode: complaintMessages.reasonComplaintDepartmentUnknown.zh },
    });
    expect(await as('zhouZheng', 'reassignComplaint', at('market', ' '))).toMatchObject({
      status: 400,
      fields: { note: expect.any(String) },
    });
    expect(await stateOf(db(), reopened.id)).toMatchObject({
      version: overdue.version,
      assignedDepartmentCode: PORT.code,
    });

    tick();
    const reassigned = ok(await as('zhouZheng', 'reassignComplaint', at('market')));
    // The sign deadline starts again from now (Thursday: by the end of Friday); the old one no longer counts.
    expect(reassigned).toMatchObject({
      state: 'assigned',
      version: overdue.version + 1,
      reopenCount: 1,
      escalated: false,
      assignedDepartment: { code: 'market', name: '市场监督管理局' },
      deadline: { step: 'sign', dueAt: endOf('2026-09-18'), tone: 'ok' },
      overdue: false,
      allowedActions: ['reassign'],
    });
    // due tomorrow: the reassignment itself is the day-before reminder
    expect(await stateOf(db(), reopened.id)).toMatchObject({ overdueAt: null, remindedAt: time.now });
    expect(reassigned.timeline.at(-1)).toMatchObject({
      action: 'reassign',
      actor: 'supervisor',
      actorName: '市司法局执法监督处',
      state: 'assigned',
      note: '改派至市场监督管理局办理\n港口管理局唯一的执法人员已办理过',
    });

    // The new department's officers are asked to sign; the complainant is told where it went, not why.
    expect(recipientsOf(await toldNow(reopened.id, 'complaintAction'))).toEqual(MARKET);
    const told = await toldNow(reopened.id, 'complaintUpdated');
    expect(told.map((m) => m.userId)).toEqual([ID.entC]);
    expect(told[0]!.bodyZh).toContain('改派至市场监督管理局');
    expect(told[0]!.bodyEn).toContain('Market Supervision Administration');
    const mine = ok(await as('entC', 'getComplaint', { id: reopened.id }));
    expect(mine).toMatchObject({ departmentName: '市场监督管理局', deadline: { step: 'sign' } });
    expect(mine.timeline.at(-1)).toMatchObject({ action: 'reassign', note: '改派至市场监督管理局办理' });
    expect(JSON.stringify(mine)).not.toContain('唯一的执法人员');
    const mineEn = ok(await as('entC', 'getComplaint', { id: reopened.id }, 'en'));
    expect(mineEn.timeline.at(-1)!.note).toBe('Reassigned to Market Supervision Administration');

    // The market has officers who may sign it: off the office's list.
    expect(await todoOf('zhouZheng', reopened.id)).toBeUndefined();
    expect(reassigned.stuck).toBe(false);
    // The port no longer sees it; an officer of the market signs it.
    expect(await asLinGang('getComplaint', { id: reopened.id })).toMatchObject({ status: 404 });
    expect(ok(await as('zhaoQiang', 'getComplaint', { id: reopened.id })).allowedActions).toEqual(['sign']);
    const signed = await walk.sign(reassigned, 'zhaoQiang');
    expect(signed).toMatchObject({ state: 'handling', deadline: { step: 'reply' } });
    const events = await db()
      .select()
      .from(complaintEvents)
      .where(and(eq(complaintEvents.complaintId, reopened.id), eq(complaintEvents.action, 'reassign')));
    expect(events).toMatchObject([{ actorId: ID.zhouZheng, departmentCode: 'justice', state: 'assigned' }]);
  });

  it('keeps out of the new department whoever handled it before', async () => {
    tick();
    const replied = await walk.resolve(
      await walk.reply(await walk.sign(await walk.accept(await walk.lodge('entC')))),
    );
    const reopened = await walk.rate(replied, 2, 'entC');
    tick();
    const atPort = ok(
      await as('zhouZheng', 'reassignComplaint', {
        ...v(reopened),
        departmentCode: PORT.code,
        note: '改由港口管理局办理',
      }),
    );
    expect(recipientsOf(await toldNow(reopened.id, 'complaintAction'))).toEqual([LIN_GANG.id]);
    expect(ok(await asLinGang('getComplaint', { id: reopened.id })).allowedActions).toEqual(['sign']);

    tick();
    const back = ok(
      await as('zhouZheng', 'reassignComplaint', {
        ...v(atPort),
        departmentCode: 'market',
        note: '仍由市场监管办理',
      }),
    );
    expect(recipientsOf(await toldNow(reopened.id, 'complaintAction'))).toEqual(
      MARKET.filter((id) => id !== ID.liMing),
    );
    expect(await as('liMing', 'signComplaint', v(back))).toMatchObject(
      failure(complaintMessages.complaintHandledBefore.zh),
    );
    expect((await walk.sign(back, 'sunLi')).state).toBe('handling');
  });

  it('reassigns a freshly accepted complaint sent to the wrong department', async () => {
    tick();
    const accepted = await walk.accept(await walk.lodge('entC'), 'health');
    const moved = ok(
      await as('wuMin', 'reassignComplaint', {
        ...v(accepted),
        departmentCode: 'justice',
        note: '本处自行办理',
      }),
    );
    expect(moved).toMatchObject({ assignedDepartment: { code: 'justice' }, escalated: false });
    expect(await as('wangFang', 'getComplaint', { id: accepted.id })).toMatchObject({ status: 404 });
    expect((await walk.sign(moved, 'zhouZheng')).state).toBe('handling');
  });

  it('moves an escalated complaint only by the office head, and keeps it escalated: the new department head signs it', async () => {
    tick();
    const id = await insertInState(db(), 'assigned', time.now, {
      assignedDepartmentCode: 'justice',
      reopenCount: 2,
      escalated: true,
      step: 'sign',
      dueAt: new Date(time.now.getTime() - 60_000),
    });
    tick();
    const input = { id, version: 1, departmentCode: 'market', note: '负责人已回避' };
    expect(await as('zhouZheng', 'reassignComplaint', input)).toMatchObject(
      failure(complaintMessages.complaintHeadOnly.zh),
    );
    const moved = ok(await as('wuMin', 'reassignComplaint', input));
    expect(moved).toMatchObject({ escalated: true, reopenCount: 2, assignedDepartment: { code: 'market' } });
    expect(recipientsOf(await toldNow(id, 'complaintAction'))).toEqual([ID.heJing]);
    expect(await as('zhaoQiang', 'signComplaint', v(moved))).toMatchObject(
      failure(complaintMessages.complaintHeadOnly.zh),
    );
    const signed = await walk.sign(moved, 'heJing');
    expect(signed.state).toBe('handling');
    // away from the supervision office, the reply is reviewed as any other
    expect((await walk.reply(signed, 'heJing')).state).toBe('reviewing');
  });

  it('lists an escalated complaint whose department head handled it before for the office head only', async () => {
    tick();
    const id = await insertInState(db(), 'assigned', time.now, {
      assignedDepartmentCode: 'market',
      reopenCount: 2,
      escalated: true,
      step: 'sign',
      dueAt: new Date(time.now.getTime() + 86_400_000),
    });
    expect(await todoOf('wuMin', id)).toBeUndefined();
    await db().insert(complaintEvents).values({
      complaintId: id,
      action: 'sign',
      actor: 'department',
      actorId: ID.heJing,
      departmentCode: 'market',
      state: 'handling',
      at: time.now,
    });
    // The market's other officers may not sign an escalated complaint; its head did before.
    expect(await todoOf('wuMin', id)).toMatchObject({ stuck: true, escalated: true });
    expect(await todoOf('zhouZheng', id)).toBeUndefined();
    expect(await todoOf('zhaoQiang', id)).toBeUndefined();
  });
});
