import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  actAs,
  ID,
  messagesAbout,
  movableClock,
  prepareEnterprises,
  recipientsOf,
  stateOf,
  USERS,
  walker,
} from './complaints-fixtures';
import { ok, useTestApp } from './test-app';
import type { ComplaintDetail } from '../../contract/complaints/schemas';
import { complaintEvents } from '../../server/db/schema/complaints';

const city = (local: string) => new Date(`${local}+08:00`);
/** "By the end of" a city day: the next midnight in the city. */
const endOf = (date: string) => new Date(Date.parse(`${date}T00:00:00+08:00`) + 86_400_000).toISOString();

const time = movableClock(city('2026-09-11T10:00:00'));
const server = useTestApp({
  users: USERS,
  clock: time.clock,
  prepare: prepareEnterprises,
  config: { testClock: true },
});
const as = actAs(server);
const walk = walker(server);
const db = () => server.database.handle.db;

/** Moves the server's clock to `at` through the test-clock endpoint, which sweeps at once. */
async function advanceTo(at: Date) {
  const hours = Math.round((at.getTime() - time.now.getTime()) / 3_600_000);
  const moved = ok(await server.call('advanceTestClock', { hours }));
  expect(moved.now).toBe(at.toISOString());
}

const overdueEvents = (id: string) =>
  db()
    .select()
    .from(complaintEvents)
    .where(and(eq(complaintEvents.complaintId, id), eq(complaintEvents.action, 'overdue')));

const SUPERVISORS = [ID.zhouZheng, ID.wuMin].sort();
const v = (c: ComplaintDetail) => ({ id: c.id, version: c.version });

describe('deadlines in working days over the city calendar', () => {
  it('counts acceptance over a weekend: lodged on a Friday, due by the end of Tuesday', async () => {
    time.set(city('2026-09-11T10:00:00'));
    const lodged = await walk.lodge('entC');
    expect(lodged.deadline).toEqual({ step: 'accept', dueAt: endOf('2026-09-15'), tone: 'ok' });
  });

  it('counts a weekend day worked: lodged Friday 18 September, due by the end of Monday 21 (Sunday 20 is worked)', async () => {
    time.set(city('2026-09-18T10:00:00'));
    const lodged = await walk.lodge('entC');
    expect(lodged.deadline!.dueAt).toBe(endOf('2026-09-21'));
  });

  it('counts the reply over Mid-Autumn and National Day, and an approved extension after them', async () => {
    time.set(city('2026-09-23T10:00:00'));
    const signed = await walk.sign(await walk.accept(await walk.lodge('entC')));
    // 24, 28-30 Sep, 8-9 Oct, Saturday 10 Oct (worked), 12-16 and 19-21 Oct.
    expect(signed.deadline).toMatchObject({ step: 'reply', dueAt: endOf('2026-10-21') });
    expect(signed.contactDueAt).toBe(city('2026-09-24T10:00:00').toISOString());

    const asked = ok(
      await as('liMing', 'requestComplaintExtension', {
        ...v(signed),
        workingDays: 5,
        reason: '需要检测报告',
      }),
    );
    expect(asked.deadline!.dueAt).toBe(endOf('2026-10-21'));
    time.clock.advanceClock!(60_000); // after the messages of lodging, accepting and signing
    const approved = ok(
      await as('zhouZheng', 'decideComplaintExtension', { ...v(asked), approve: true, note: '' }),
    );
    expect(approved.deadline).toMatchObject({ step: 'reply', dueAt: endOf('2026-10-28') });
    const seen = ok(await as('entC', 'getComplaint', { id: signed.id }));
    expect(seen).toMatchObject({
      deadline: { dueAt: endOf('2026-10-28') },
      extension: { state: 'approved', workingDays: 5, reason: '需要检测报告' },
    });
    const told = await messagesAbout(db(), signed.id, 'complaintUpdated');
    expect(told.at(-1)!.bodyEn).toContain('extended by 5 working days');

    // Sent back after the deadline, the reply keeps the deadline it had.
    time.set(city('2026-10-27T10:00:00'));
    const reviewing = await walk.reply(approved);
    expect(reviewing.deadline).toMatchObject({ step: 'review', dueAt: endOf('2026-10-29') });
    const back = ok(
      await as('zhouZheng', 'reviewComplaint', { ...v(reviewing), decision: 'sendBack', note: '补充' }),
    );
    expect(back.deadline).toMatchObject({ step: 'reply', dueAt: endOf('2026-10-28'), tone: 'ok' });
  });
});

describe('the deadline sweep', () => {
  it('reminds the working day before, once; reports a missed step once, to the supervisors and the owing department’s head', async () => {
    time.set(city('2026-09-11T10:00:00'));
    const lodged = await walk.lodge('entC');
    const reminders = async () => messagesAbout(db(), lodged.id, 'complaintReminder');
    const overdue = async () => messagesAbout(db(), lodged.id, 'complaintOverdue');

    await advanceTo(city('2026-09-13T12:00:00')); // Sunday
    expect(await reminders()).toEqual([]);
    await advanceTo(city('2026-09-14T09:00:00')); // Monday, the working day before Tuesday
    expect(recipientsOf(await reminders())).toEqual(SUPERVISORS);
    expect((await reminders())[0]!.link).toEqual({ path: 'complaintDetailIndex', params: { id: lodged.id } });
    await advanceTo(city('2026-09-14T15:00:00'));
    expect(await reminders()).toHaveLength(2);
    expect(await overdue()).toEqual([]);

    await advanceTo(city('2026-09-16T01:00:00')); // Tuesday has ended
    expect(recipientsOf(await overdue())).toEqual(SUPERVISORS);
    expect(await overdueEvents(lodged.id)).toMatchObject([
      { step: 'accept', departmentCode: 'justice', actor: 'system', state: 'submitted' },
    ]);
    const seen = ok(await as('zhouZheng', 'getComplaint', { id: lodged.id }));
    expect(seen).toMatchObject({ overdue: true, deadline: { step: 'accept', tone: 'overdue' } });
    expect(seen.timeline.at(-1)).toMatchObject({
      action: 'overdue',
      actorName: '系统',
      note: '市司法局执法监督处受理超期',
    });
    await advanceTo(city('2026-09-16T09:00:00'));
    expect(await overdueEvents(lodged.id)).toHaveLength(1);
    expect((await stateOf(db(), lodged.id)).overdueAt).toEqual(city('2026-09-16T01:00:00'));

    const accepted = await walk.accept(seen);
    expect(accepted).toMatchObject({
      overdue: false,
      deadline: { step: 'sign', dueAt: endOf('2026-09-17') },
    });
    await advanceTo(city('2026-09-18T08:00:00'));
    const events = await overdueEvents(lodged.id);
    expect(events.map((e) => [e.step, e.departmentCode])).toEqual([
      ['accept', 'justice'],
      ['sign', 'market'],
    ]);
    const latest = (await overdue()).filter((m) => m.createdAt.getTime() === time.now.getTime());
    expect(recipientsOf(latest)).toEqual([...SUPERVISORS, ID.heJing].sort());
  });

  it('reports a complainant not contacted within 24 hours once, against the department', async () => {
    time.set(city('2026-09-21T10:00:00'));
    const signed = await walk.sign(await walk.accept(await walk.lodge('entC')));
    await advanceTo(city('2026-09-22T09:00:00'));
    expect(await overdueEvents(signed.id)).toEqual([]);
    await advanceTo(city('2026-09-22T11:00:00'));
    await advanceTo(city('2026-09-22T12:00:00'));
    expect((await overdueEvents(signed.id)).map((e) => [e.step, e.departmentCode])).toEqual([
      ['contact', 'market'],
    ]);
    expect(ok(await as('liMing', 'getComplaint', { id: signed.id })).contactDueAt).toBe(
      city('2026-09-22T10:00:00').toISOString(),
    );
  });

  it('closes a reply not rated within 7 days as resolved, by the system, and tells the complainant', async () => {
    time.set(city('2026-10-12T10:00:00'));
    const replied = await walk.resolve(
      await walk.reply(await walk.sign(await walk.accept(await walk.lodge('entC')))),
    );
    expect(replied.deadline).toMatchObject({
      step: 'rate',
      dueAt: city('2026-10-19T10:00:00').toISOString(),
    });
    await advanceTo(city('2026-10-16T09:00:00')); // Friday, the working day before Monday 19
    expect(recipientsOf(await messagesAbout(db(), replied.id, 'complaintReminder'))).toEqual([ID.entC]);
    await advanceTo(city('2026-10-19T09:00:00'));
    expect((await stateOf(db(), replied.id)).state).toBe('replied');
    await advanceTo(city('2026-10-19T11:00:00'));
    const closed = ok(await as('entC', 'getComplaint', { id: replied.id }));
    expect(closed).toMatchObject({ state: 'resolved', deadline: null, rating: null, allowedActions: [] });
    expect(closed.timeline.at(-1)).toMatchObject({ action: 'close', actor: 'system', state: 'resolved' });
    const told = await messagesAbout(db(), replied.id, 'complaintUpdated');
    expect(told.at(-1)).toMatchObject({ userId: ID.entC });
    expect(await overdueEvents(replied.id)).toEqual([]);
  });
});
