import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  actAs,
  failure,
  ID,
  insertInState,
  movableClock,
  prepareEnterprises,
  stateOf,
  USERS,
  walker,
  type UserName,
} from './complaints-fixtures';
import { ok, testConfig, useTestApp, type CallResult } from './test-app';
import type { ApiName } from '../../contract/api-routes';
import {
  COMPLAINT_ACTIONS,
  COMPLAINT_STATES,
  COMPLAINT_TRANSITIONS,
  targetOf,
  type ComplaintAction,
  type ComplaintState,
} from '../../contract/complaints/rules';
import type { complaints } from '../../server/db/schema/complaints';
import { runComplaintDeadlineSweep } from '../../server/modules/complaints/complaint-deadlines';
import { complaintMessages } from '../../server/modules/complaints/complaints-messages';

const time = movableClock(new Date('2026-09-14T10:00:00+08:00'));
const server = useTestApp({ users: USERS, clock: time.clock, prepare: prepareEnterprises });
const as = actAs(server);
const walk = walker(server);
const db = () => server.database.handle.db;

type Version = { id: string; version: number };
interface Case {
  user: UserName;
  run: (v: Version) => Promise<CallResult<ApiName>>;
  extra?: Partial<typeof complaints.$inferInsert>;
}

const CASES: Record<Exclude<ComplaintAction, 'close'>, Case> = {
  accept: {
    user: 'zhouZheng',
    run: (v) => as('zhouZheng', 'acceptComplaint', { ...v, departmentCode: 'market', note: '' }),
  },
  reject: {
    user: 'zhouZheng',
    run: (v) => as('zhouZheng', 'rejectComplaint', { ...v, reason: 'outOfScope', note: '不属于受理范围' }),
  },
  reassign: {
    user: 'zhouZheng',
    run: (v) =>
      as('zhouZheng', 'reassignComplaint', { ...v, departmentCode: 'health', note: '本部门无人可签收' }),
  },
  withdraw: { user: 'entA', run: (v) => as('entA', 'withdrawComplaint', { ...v, note: '' }) },
  sign: { user: 'zhaoQiang', run: (v) => as('zhaoQiang', 'signComplaint', v) },
  contact: {
    user: 'liMing',
    run: (v) => as('liMing', 'recordComplaintContact', { ...v, note: '已电话联系' }),
  },
  requestExtension: {
    user: 'liMing',
    run: (v) => as('liMing', 'requestComplaintExtension', { ...v, workingDays: 5, reason: '需现场复核' }),
  },
  decideExtension: {
    user: 'zhouZheng',
    run: (v) => as('zhouZheng', 'decideComplaintExtension', { ...v, approve: true, note: '' }),
    extra: { extensionState: 'requested', extensionWorkingDays: 5, extensionReason: '需现场复核' },
  },
  reply: {
    user: 'liMing',
    run: (v) => as('liMing', 'replyComplaint', { ...v, findings: '查明情况', measures: '处理措施' }),
  },
  resolve: {
    user: 'zhouZheng',
    run: (v) => as('zhouZheng', 'reviewComplaint', { ...v, decision: 'resolve', note: '' }),
  },
  sendBack: {
    user: 'zhouZheng',
    run: (v) => as('zhouZheng', 'reviewComplaint', { ...v, decision: 'sendBack', note: '请补充处理依据' }),
  },
  rate: { user: 'entA', run: (v) => as('entA', 'rateComplaint', { ...v, level: 4, comment: '' }) },
  addInformation: {
    user: 'entA',
    run: (v) =>
      as('entA', 'addComplaintInformation', {
        id: v.id,
        clientRequestId: randomUUID(),
        note: '补充说明',
        photoIds: [],
      }),
  },
};

/** Officers see a complaint only while it is assigned to their department. */
const seenBy = (user: UserName, state: ComplaintState) =>
  !['liMing', 'zhaoQiang'].includes(user) || !['submitted', 'notAccepted', 'duplicate'].includes(state);

describe('the transition table', () => {
  const table = Object.keys(CASES).flatMap((action) =>
    COMPLAINT_STATES.map((state) => [action as keyof typeof CASES, state] as const),
  );

  it.each(table)('%s from %s: allowed exactly when COMPLAINT_TRANSITIONS says so', async (action, state) => {
    const { user, run, extra } = CASES[action];
    const id = await insertInState(db(), state, time.now, extra);
    const allowed = COMPLAINT_TRANSITIONS[action].from.includes(state);
    if (seenBy(user, state)) {
      const detail = ok(await as(user, 'getComplaint', { id }));
      expect(detail.allowedActions.includes(action)).toBe(allowed);
    }
    const result = await run({ id, version: 1 });
    if (allowed) {
      const to = targetOf(action, state, { rejectReason: 'outOfScope', level: 4, reopenCount: 0 });
      expect(ok(result)).toMatchObject({ state: to });
      expect((await stateOf(db(), id)).version).toBe(2);
    } else if (seenBy(user, state)) {
      expect(result).toMatchObject(failure(complaintMessages.complaintWrongState.zh));
    } else {
      expect(result).toMatchObject({ status: 404, code: 404 });
    }
    if (!allowed) expect(await stateOf(db(), id)).toMatchObject({ state, version: 1 });
  });

  it.each(COMPLAINT_STATES)('close (the system, a reply not rated in time) from %s', async (state) => {
    const due = new Date(time.now.getTime() - 60_000);
    const id = await insertInState(db(), state, new Date(time.now.getTime() - 8 * 86_400_000), {
      step: state === 'replied' ? 'rate' : null,
      dueAt: due,
    });
    await runComplaintDeadlineSweep({ db: db(), now: time.now, config: testConfig() });
    const after = await stateOf(db(), id);
    expect(after.state).toBe(COMPLAINT_TRANSITIONS.close.from.includes(state) ? 'resolved' : state);
  });

  it('never offers the system’s action to anyone', async () => {
    const id = await insertInState(db(), 'replied', time.now);
    for (const user of ['entA', 'liMing', 'zhouZheng', 'wuMin'] as const)
      expect(ok(await as(user, 'getComplaint', { id })).allowedActions).not.toContain('close');
    expect(COMPLAINT_ACTIONS.filter((a) => a !== 'close').sort()).toEqual(
      [...Object.keys(CASES), 'resolve', 'sendBack'].filter((a, i, all) => all.indexOf(a) === i).sort(),
    );
  });
});

describe('who may act', () => {
  it('refuses a stale version, whatever the action', async () => {
    const lodged = await walk.lodge();
    const accepted = await walk.accept(lodged);
    const stale = await as('entA', 'withdrawComplaint', { id: lodged.id, version: lodged.version, note: '' });
    expect(stale).toMatchObject(failure(complaintMessages.complaintVersionConflict.zh));
    const signed = await walk.sign(accepted);
    const again = await as('zhaoQiang', 'signComplaint', { id: accepted.id, version: accepted.version });
    expect(again).toMatchObject(failure(complaintMessages.complaintVersionConflict.zh));
    expect(signed.version).toBe(3);
  });

  it('lets only the assigned department sign: another department, or the office, is told it does not exist', async () => {
    const accepted = await walk.accept(await walk.lodge());
    const v = { id: accepted.id, version: accepted.version };
    expect(await as('wangFang', 'signComplaint', v)).toMatchObject({ status: 404, code: 404 });
    expect(await as('wangFang', 'getComplaint', { id: accepted.id })).toMatchObject({ status: 404 });
    const missing = await as('zhouZheng', 'signComplaint', { ...v, id: 'cmp-no-such' });
    expect(missing).toMatchObject({ status: 404, code: 404 });
    expect(await as('zhouZheng', 'signComplaint', v)).toEqual(missing);
    expect(ok(await as('zhouZheng', 'getComplaint', { id: accepted.id })).allowedActions).toEqual([
      'reassign',
    ]);
  });

  it('lets only the supervision office reassign: not the department, its earlier handler or the complainant', async () => {
    const reopened = await walk.rate(
      await walk.resolve(await walk.reply(await walk.sign(await walk.accept(await walk.lodge())))),
      2,
    );
    const input = { id: reopened.id, version: reopened.version, departmentCode: 'health', note: '改派' };
    for (const user of ['zhaoQiang', 'heJing', 'liMing', 'entA'] as const) {
      expect(await as(user, 'reassignComplaint', input)).toMatchObject({ status: 403 });
      expect(ok(await as(user, 'getComplaint', { id: reopened.id })).allowedActions).not.toContain(
        'reassign',
      );
    }
    expect(ok(await as('wuMin', 'getComplaint', { id: reopened.id })).allowedActions).toEqual(['reassign']);
    expect(ok(await as('zhouZheng', 'reassignComplaint', input))).toMatchObject({
      state: 'assigned',
      assignedDepartment: { code: 'health' },
    });
  });

  it('lets only the handler contact, ask for more time and reply', async () => {
    const signed = await walk.sign(await walk.accept(await walk.lodge()));
    const v = { id: signed.id, version: signed.version };
    expect(ok(await as('zhaoQiang', 'getComplaint', { id: signed.id })).allowedActions).toEqual([]);
    expect(await as('zhaoQiang', 'replyComplaint', { ...v, findings: 'a', measures: 'b' })).toMatchObject(
      failure(complaintMessages.complaintNotHandler.zh),
    );
    expect(ok(await as('liMing', 'getComplaint', { id: signed.id })).allowedActions).toEqual([
      'contact',
      'requestExtension',
      'reply',
    ]);
  });

  it('answers 403 to a role that may not use the call at all', async () => {
    const lodged = await walk.lodge();
    const v = { id: lodged.id, version: lodged.version };
    expect(await as('entA', 'acceptComplaint', { ...v, departmentCode: 'market', note: '' })).toMatchObject({
      status: 403,
    });
    expect(await as('liMing', 'acceptComplaint', { ...v, departmentCode: 'market', note: '' })).toMatchObject(
      {
        status: 403,
      },
    );
    expect(await as('liMing', 'rateComplaint', { ...v, level: 5, comment: '' })).toMatchObject({
      status: 403,
    });
    expect(ok(await as('zhouZheng', 'getComplaint', { id: lodged.id })).allowedActions).toEqual([
      'accept',
      'reject',
    ]);
    expect(ok(await as('entA', 'getComplaint', { id: lodged.id })).allowedActions).toEqual([
      'withdraw',
      'addInformation',
    ]);
  });

  it('refuses a contact the complainant did not allow, or a second one, and a second extension', async () => {
    const quiet = await walk.sign(await walk.accept(await walk.lodge('entA', { contactAllowed: false })));
    expect(
      await as('liMing', 'recordComplaintContact', { id: quiet.id, version: quiet.version, note: '电话' }),
    ).toMatchObject(failure(complaintMessages.complaintContactNotAllowed.zh));

    const signed = await walk.sign(await walk.accept(await walk.lodge()));
    const contacted = ok(
      await as('liMing', 'recordComplaintContact', { id: signed.id, version: signed.version, note: '电话' }),
    );
    expect(contacted).toMatchObject({ contactDueAt: null, contactedAt: time.now.toISOString() });
    const again = await as('liMing', 'recordComplaintContact', {
      id: signed.id,
      version: contacted.version,
      note: '再次',
    });
    expect(again).toMatchObject(failure(complaintMessages.complaintContactedAlready.zh));

    const asked = ok(
      await as('liMing', 'requestComplaintExtension', {
        id: signed.id,
        version: contacted.version,
        workingDays: 3,
        reason: '复核',
      }),
    );
    const refused = ok(
      await as('zhouZheng', 'decideComplaintExtension', {
        id: signed.id,
        version: asked.version,
        approve: false,
        note: '',
      }),
    );
    expect(refused.extension).toEqual({ state: 'refused', workingDays: 3, reason: '复核' });
    const second = await as('liMing', 'requestComplaintExtension', {
      id: signed.id,
      version: refused.version,
      workingDays: 3,
      reason: '再次',
    });
    expect(second).toMatchObject(failure(complaintMessages.complaintExtensionUsed.zh));
    expect(
      await as('zhouZheng', 'decideComplaintExtension', {
        id: signed.id,
        version: refused.version,
        approve: true,
        note: '',
      }),
    ).toMatchObject(failure(complaintMessages.complaintNoExtensionRequest.zh));
  });

  it('records each change on the timeline by department name, the complainant as "you" to itself', async () => {
    const replied = await walk.reply(await walk.sign(await walk.accept(await walk.lodge())));
    const mine = ok(await as('entA', 'getComplaint', { id: replied.id }));
    expect(mine.timeline.map((e) => [e.action, e.actor, e.actorName, e.state])).toEqual([
      ['submit', 'complainant', '您', 'submitted'],
      ['accept', 'supervisor', '市司法局执法监督处', 'assigned'],
      ['sign', 'department', '市场监督管理局', 'handling'],
      ['reply', 'department', '市场监督管理局', 'reviewing'],
    ]);
    expect(mine.timeline[1]!.note).toBe('交由市场监督管理局办理');
    expect(mine.timeline[3]!.note).toBe('查明情况：查明情况\n处理措施：处理措施');
    const theirs = ok(await as('zhouZheng', 'getComplaint', { id: replied.id }, 'en'));
    expect(theirs.timeline[0]).toMatchObject({ actorName: 'Complainant' });
    expect(theirs.timeline[3]!.note).toBe('Findings: 查明情况\nMeasures taken: 处理措施');
    expect(ID.liMing).toBe('usr-13900000001');
  });
});
