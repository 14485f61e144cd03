import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  actAs,
  failure,
  ID,
  messagesAbout,
  movableClock,
  prepareEnterprises,
  recipientsOf,
  USERS,
  walker,
} from './complaints-fixtures';
import { ok, useTestApp } from './test-app';
import type { ComplaintDetail } from '../../contract/complaints/schemas';
import { complaintMessages } from '../../server/modules/complaints/complaints-messages';

const time = movableClock(new Date('2026-09-14T10:00:00+08:00'));
const server = useTestApp({ users: USERS, clock: time.clock, prepare: prepareEnterprises });
const as = actAs(server);
const walk = walker(server);
const db = () => server.database.handle.db;

const SUPERVISORS = [ID.zhouZheng, ID.wuMin].sort();
const MARKET = [ID.liMing, ID.zhaoQiang, ID.sunLi, ID.heJing].sort();
const v = (c: ComplaintDetail) => ({ id: c.id, version: c.version });

async function repliedBy(c: ComplaintDetail, handler: 'liMing' | 'zhaoQiang' | 'sunLi') {
  return walk.resolve(await walk.reply(await walk.sign(c, handler), handler));
}

describe('reopening and escalation', () => {
  it('reopens on a poor rating, to another handler; the second reopen goes to the head of the supervision office', async () => {
    const replied = await repliedBy(await walk.accept(await walk.lodge()), 'liMing');
    expect(replied).toMatchObject({ state: 'replied', allowedActions: [] });
    expect(ok(await as('entA', 'getComplaint', { id: replied.id })).allowedActions).toEqual([
      'rate',
      'addInformation',
    ]);

    const noReason = await as('entA', 'rateComplaint', { ...v(replied), level: 2, comment: '' });
    expect(noReason).toMatchObject({ status: 400, code: 400, fields: { comment: expect.any(String) } });

    const reopened = await walk.rate(replied, 2, 'entA', '问题仍未解决');
    expect(reopened).toMatchObject({
      state: 'assigned',
      reopenCount: 1,
      escalated: false,
      assignedDepartment: { code: 'market' },
      rating: { level: 2, comment: '问题仍未解决' },
      deadline: { step: 'sign' },
    });
    const previous = await as('liMing', 'signComplaint', v(reopened));
    expect(previous).toMatchObject(failure(complaintMessages.complaintHandledBefore.zh));
    expect(ok(await as('liMing', 'getComplaint', { id: reopened.id }))).toMatchObject({
      allowedActions: [],
      complainant: null,
    });

    const second = await repliedBy(reopened, 'zhaoQiang');
    const escalated = await walk.rate(second, 1);
    expect(escalated).toMatchObject({
      state: 'assigned',
      reopenCount: 2,
      escalated: true,
      assignedDepartment: { code: 'justice', name: '市司法局执法监督处' },
    });
    expect(await as('zhaoQiang', 'getComplaint', { id: escalated.id })).toMatchObject({ status: 404 });
    expect(await as('heJing', 'getComplaint', { id: escalated.id })).toMatchObject({ status: 404 });
    expect(await as('zhouZheng', 'signComplaint', v(escalated))).toMatchObject(
      failure(complaintMessages.complaintHeadOnly.zh),
    );

    const signed = await walk.sign(escalated, 'wuMin');
    const answered = await walk.reply(signed, 'wuMin');
    expect(answered).toMatchObject({ state: 'replied', deadline: { step: 'rate' } });
    // Messages sent in one instant have no order among themselves; the closing one comes a minute later.
    time.clock.advanceClock!(60_000);
    const closed = await walk.rate(answered, 1, 'entA', '仍不满意');
    expect(closed).toMatchObject({
      state: 'resolved',
      deadline: null,
      rating: { level: 1, comment: '仍不满意' },
      allowedActions: [],
    });
    const told = await messagesAbout(db(), closed.id, 'complaintUpdated');
    expect(told.at(-1)).toMatchObject({ userId: ID.entA });
    expect(told.at(-1)!.bodyZh).toContain('行政复议');
    expect(closed.timeline.map((e) => e.action)).toEqual([
      'submit',
      'accept',
      'sign',
      'reply',
      'resolve',
      'rate',
      'sign',
      'reply',
      'resolve',
      'rate',
      'sign',
      'reply',
      'rate',
    ]);
  });

  it('resolves on a satisfactory rating', async () => {
    const replied = await repliedBy(await walk.accept(await walk.lodge()), 'liMing');
    expect(await walk.rate(replied, 4)).toMatchObject({ state: 'resolved', rating: { level: 4 } });
  });

  it('sends a reply back to the same handler, who replies again', async () => {
    const reviewing = await walk.reply(await walk.sign(await walk.accept(await walk.lodge())));
    const bare = await as('zhouZheng', 'reviewComplaint', {
      ...v(reviewing),
      decision: 'sendBack',
      note: '',
    });
    expect(bare).toMatchObject({ status: 400, fields: { note: expect.any(String) } });
    const sent = ok(
      await as('zhouZheng', 'reviewComplaint', { ...v(reviewing), decision: 'sendBack', note: '依据不足' }),
    );
    expect(sent).toMatchObject({ state: 'handling' });
    const forHandler = ok(await as('liMing', 'getComplaint', { id: sent.id }));
    expect(forHandler.allowedActions).toContain('reply');
    expect(forHandler.timeline.map((line) => line.action)).toContain('sendBack');
    // The office's critique of the reply is internal: the complainant sees the case back in handling, not why.
    const forComplainant = ok(await as('entA', 'getComplaint', { id: sent.id }));
    expect(forComplainant.state).toBe('handling');
    expect(forComplainant.timeline.map((line) => line.action)).not.toContain('sendBack');
    expect(JSON.stringify(forComplainant)).not.toContain('依据不足');
    expect((await walk.reply(sent)).state).toBe('reviewing');
  });
});

describe('who is told', () => {
  /** Each step a minute later, so each step's messages are told apart by their time. */
  const tick = () => time.set(new Date(time.now.getTime() + 60_000));
  async function toldNow(id: string, kind: string) {
    const rows = await messagesAbout(db(), id, kind);
    return rows.filter((m) => m.createdAt.getTime() === time.now.getTime());
  }

  it('tells the complainant of every change and asks the officers who owe the next step', async () => {
    tick();
    const lodged = await walk.lodge('entC');
    const id = lodged.id;
    const asked = async () => recipientsOf(await toldNow(id, 'complaintAction'));
    const updated = async () => (await toldNow(id, 'complaintUpdated')).map((m) => m.userId);
    expect(await asked()).toEqual(SUPERVISORS);
    expect((await toldNow(id, 'complaintAction'))[0]!.link).toEqual({
      path: 'complaintDetailIndex',
      params: { id },
    });
    expect(await updated()).toEqual([]); // the one who lodged it knows

    tick();
    const accepted = await walk.accept(lodged);
    expect(await updated()).toEqual([ID.entC]);
    expect((await toldNow(id, 'complaintUpdated'))[0]!.link).toEqual({
      path: 'complaintDetailView',
      params: { id },
    });
    expect(await asked()).toEqual(MARKET);

    tick();
    const signed = await walk.sign(accepted);
    expect(await updated()).toEqual([ID.entC]);
    expect(await asked()).toEqual([]);

    tick();
    const asking = ok(
      await as('liMing', 'requestComplaintExtension', { ...v(signed), workingDays: 5, reason: '需现场复核' }),
    );
    expect(await asked()).toEqual(SUPERVISORS);
    expect(await updated()).toEqual([]);

    tick();
    const approved = ok(
      await as('zhouZheng', 'decideComplaintExtension', { ...v(asking), approve: true, note: '' }),
    );
    expect(await asked()).toEqual([ID.liMing]);
    expect(await updated()).toEqual([ID.entC]);
    expect((await toldNow(id, 'complaintUpdated'))[0]!.bodyZh).toContain('延长 5 个工作日');
    expect(approved.extension).toMatchObject({ state: 'approved', workingDays: 5 });

    tick();
    const info = ok(
      await as('entC', 'addComplaintInformation', {
        id,
        clientRequestId: randomUUID(),
        note: '补充说明',
        photoIds: [],
      }),
    );
    expect(await asked()).toEqual([ID.liMing]);

    tick();
    const reviewing = await walk.reply(info);
    expect(await asked()).toEqual(SUPERVISORS);
    expect(await updated()).toEqual([ID.entC]);

    tick();
    const back = ok(
      await as('zhouZheng', 'reviewComplaint', { ...v(reviewing), decision: 'sendBack', note: '依据不足' }),
    );
    expect(await asked()).toEqual([ID.liMing]);
    expect(await updated()).toEqual([ID.entC]);

    tick();
    const replied = await walk.resolve(await walk.reply(back));
    expect(await updated()).toEqual([ID.entC, ID.entC]);

    tick();
    await walk.rate(replied, 5, 'entC');
    expect(await updated()).toEqual([]); // the complainant's own act
  });

  it('asks the department’s other officers to sign a reopened complaint, and the head once escalated', async () => {
    const replied = await repliedBy(await walk.accept(await walk.lodge('entC')), 'liMing');
    tick();
    const reopened = await walk.rate(replied, 2, 'entC');
    expect(recipientsOf(await toldNow(reopened.id, 'complaintAction'))).toEqual(
      MARKET.filter((id) => id !== ID.liMing),
    );
    expect((await toldNow(reopened.id, 'complaintUpdated')).map((m) => m.userId)).toEqual([]);
    const second = await repliedBy(reopened, 'sunLi');
    tick();
    const escalated = await walk.rate(second, 1, 'entC');
    expect(recipientsOf(await toldNow(escalated.id, 'complaintAction'))).toEqual([ID.wuMin]);
  });
});
