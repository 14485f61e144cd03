import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  actAs,
  ENTERPRISE,
  failure,
  registrationOf,
  ID,
  movableClock,
  prepareEnterprises,
  USERS,
  walker,
  type UserName,
} from './complaints-fixtures';
import { ok, useTestApp } from './test-app';
import type { ComplaintDetail } from '../../contract/complaints/schemas';
import { complaints } from '../../server/db/schema/complaints';
import { complaintMessages } from '../../server/modules/complaints/complaints-messages';
import { listComplaintPage } from '../../server/modules/complaints/complaints-queries';

const MINUTE = 60_000;
const time = movableClock(new Date('2026-09-14T10:00:00+08:00'));
const server = useTestApp({ users: USERS, clock: time.clock, prepare: prepareEnterprises });
const as = actAs(server);
const walk = walker(server);
const db = () => server.database.handle.db;
const later = (minutes = 1) => time.set(new Date(time.now.getTime() + minutes * MINUTE));

const handlingIds = async (user: UserName, view: 'todo' | 'open' | 'overdue' | 'closed') =>
  ok(await as(user, 'listHandlingComplaints', { view })).items.map((c) => c.id);
const ownIds = async (user: UserName, filter?: 'all' | 'open' | 'toRate' | 'closed') =>
  ok(await as(user, 'listComplaints', filter ? { filter } : {})).items.map((c) => c.id);
const counts = async (user: UserName) => ok(await as(user, 'getUnreadCounts', {})).complaints;
const detail = async (user: UserName, c: ComplaintDetail) => ok(await as(user, 'getComplaint', { id: c.id }));

describe('who sees a complaint', () => {
  it('the complaining enterprise, the supervision office, the department it is assigned to; anyone else gets 404', async () => {
    const lodged = await walk.lodge('entC');
    expect(await as('entD', 'getComplaint', { id: lodged.id })).toMatchObject({ status: 404, code: 404 });
    expect(await as('entA', 'getComplaint', { id: lodged.id })).toMatchObject({ status: 404 });
    expect(await as('liMing', 'getComplaint', { id: lodged.id })).toMatchObject({ status: 404 });
    expect((await detail('zhouZheng', lodged)).id).toBe(lodged.id);
    expect(await ownIds('entD')).not.toContain(lodged.id);

    const accepted = await walk.accept(lodged);
    expect((await detail('zhaoQiang', accepted)).id).toBe(lodged.id);
    expect(await as('wangFang', 'getComplaint', { id: lodged.id })).toMatchObject({ status: 404 });
    for (const view of ['todo', 'open', 'overdue', 'closed'] as const)
      expect(await handlingIds('wangFang', view)).not.toContain(lodged.id);
    expect(await handlingIds('huangLei', 'open')).not.toContain(lodged.id);
    expect(await handlingIds('zhouZheng', 'open')).toContain(lodged.id);
  });

  it('shows who complained to the enterprise, the supervisors and the handler only', async () => {
    const accepted = await walk.accept(await walk.lodge('entC'));
    const identity = {
      name: '钱进',
      phone: '13800000001',
      enterpriseName: expect.stringMatching(/^测试企业/),
    };
    expect((await detail('liMing', accepted)).complainant).toBeNull();
    expect((await detail('heJing', accepted)).complainant).toBeNull();
    expect((await detail('zhouZheng', accepted)).complainant).toMatchObject(identity);
    expect((await detail('entC', accepted)).complainant).toMatchObject(identity);
    const signed = await walk.sign(accepted);
    expect(signed.complainant).toMatchObject(identity);
    expect((await detail('zhaoQiang', signed)).complainant).toBeNull();
    expect((await detail('zhaoQiang', signed)).timeline.map((e) => e.actorName)).toEqual([
      '投诉人',
      '市司法局执法监督处',
      '市场监督管理局',
    ]);
  });
});

describe('what the department learns before one of them signs', () => {
  it('names the inspection without its record (which leads to the enterprise) and hides contact notes', async () => {
    const registrationId = await registrationOf(db(), ENTERPRISE.entC!);
    const lodged = await walk.lodge('entC', { subject: { type: 'registration', registrationId } });
    const accepted = await walk.accept(lodged);
    expect((await detail('zhaoQiang', accepted)).subject.registration).toMatchObject({
      id: null,
      registrationNumber: null,
      departmentName: '市场监督管理局',
    });
    expect((await detail('zhouZheng', accepted)).subject.registration?.id).toBe(registrationId);
    expect((await detail('entC', accepted)).subject.registration?.id).toBe(registrationId);
    // 李明 made the registration: a colleague signs (complaints-recusal.test.ts)
    const signed = await walk.sign(accepted, 'sunLi');
    expect(signed.subject.registration?.id).toBe(registrationId);
    const contacted = ok(
      await as('sunLi', 'recordComplaintContact', {
        id: signed.id,
        version: signed.version,
        note: '已致电钱进 13800000001',
      }),
    );
    const noteOf = (c: ComplaintDetail) => c.timeline.find((e) => e.action === 'contact')?.note;
    expect(noteOf(contacted)).toContain('钱进');
    expect(noteOf(await detail('zhouZheng', contacted))).toContain('钱进');
    const colleague = await detail('zhaoQiang', contacted);
    expect(colleague.subject.registration?.id).toBeNull();
    expect(noteOf(colleague)).toBeNull();
  });
});

describe('nobody approves their own handling', () => {
  it('a supervisor handling one for the office neither reviews the reply nor decides the extension', async () => {
    const accepted = await walk.accept(await walk.lodge('entC'), 'justice');
    const signed = await walk.sign(accepted, 'wuMin');
    const asked = ok(
      await as('wuMin', 'requestComplaintExtension', {
        id: signed.id,
        version: signed.version,
        workingDays: 3,
        reason: '需现场复核',
      }),
    );
    expect(asked.allowedActions).not.toContain('decideExtension');
    expect(
      await as('wuMin', 'decideComplaintExtension', {
        id: asked.id,
        version: asked.version,
        approve: true,
        note: '',
      }),
    ).toMatchObject(failure(complaintMessages.complaintOwnWork.zh));
    const decided = ok(
      await as('zhouZheng', 'decideComplaintExtension', {
        id: asked.id,
        version: asked.version,
        approve: true,
        note: '',
      }),
    );
    const seen = ok(await as('entC', 'getComplaint', { id: decided.id }));
    expect(seen.timeline.map((line) => line.action)).not.toContain('requestExtension');
    expect(seen.timeline.find((line) => line.action === 'decideExtension')?.note).toBe('同意延期 3 个工作日');
    expect(JSON.stringify(seen.timeline)).not.toContain('需现场复核');
    const replied = await walk.reply(decided, 'wuMin');
    expect(
      await as('wuMin', 'reviewComplaint', {
        id: replied.id,
        version: replied.version,
        decision: 'resolve',
        note: '',
      }),
    ).toMatchObject(failure(complaintMessages.complaintOwnWork.zh));
    expect((await walk.resolve(replied, 'zhouZheng')).state).toBe('replied');
  });
});

describe('lists', () => {
  it('the enterprise’s own, newest first, by filter', async () => {
    later();
    const first = await walk.lodge('entD');
    later();
    const second = await walk.lodge('entD');
    const withdrawn = ok(
      await as('entD', 'withdrawComplaint', { id: second.id, version: second.version, note: '已解决' }),
    );
    later();
    const replied = await walk.resolve(
      await walk.reply(await walk.sign(await walk.accept(await walk.lodge('entD')))),
    );
    expect(await ownIds('entD')).toEqual([replied.id, withdrawn.id, first.id]);
    expect(await ownIds('entD', 'open')).toEqual([replied.id, first.id]);
    expect(await ownIds('entD', 'toRate')).toEqual([replied.id]);
    expect(await ownIds('entD', 'closed')).toEqual([withdrawn.id]);
    const [summary] = ok(await as('entD', 'listComplaints', { filter: 'toRate' })).items;
    expect(summary).toMatchObject({
      complaintNumber: replied.complaintNumber,
      state: 'replied',
      excerpt: '检查人员未出示执法证件',
      departmentName: '市场监督管理局',
      deadline: { step: 'rate', tone: 'ok' },
      overdue: false,
    });
    expect(await counts('entD')).toBe(1);
  });

  it('the handling views: what awaits me, open, overdue, closed', async () => {
    const before = { liMing: await counts('liMing'), zhouZheng: await counts('zhouZheng') };
    later();
    const lodged = await walk.lodge('entC');
    expect(await handlingIds('zhouZheng', 'todo')).toContain(lodged.id);
    expect(await counts('zhouZheng')).toBe(before.zhouZheng + 1);
    const accepted = await walk.accept(lodged);
    expect(await handlingIds('zhouZheng', 'todo')).not.toContain(lodged.id);
    expect(await handlingIds('liMing', 'todo')).toContain(lodged.id);
    expect(await handlingIds('zhaoQiang', 'todo')).toContain(lodged.id);
    expect(await counts('liMing')).toBe(before.liMing + 1);
    const signed = await walk.sign(accepted);
    expect(await handlingIds('liMing', 'todo')).toContain(lodged.id);
    expect(await handlingIds('zhaoQiang', 'todo')).not.toContain(lodged.id);
    const asked = ok(
      await as('liMing', 'requestComplaintExtension', {
        id: signed.id,
        version: signed.version,
        workingDays: 2,
        reason: '复核',
      }),
    );
    expect(await handlingIds('zhouZheng', 'todo')).toContain(lodged.id);
    expect(await handlingIds('liMing', 'open')).toContain(lodged.id);
    expect(await handlingIds('liMing', 'overdue')).not.toContain(lodged.id);

    time.set(new Date('2026-10-30T10:00:00+08:00'));
    expect(await handlingIds('liMing', 'overdue')).toContain(lodged.id);
    expect((await detail('liMing', asked)).deadline).toMatchObject({ step: 'reply', tone: 'overdue' });
    const reply = await walk.reply(await detail('liMing', asked));
    expect(await handlingIds('liMing', 'todo')).not.toContain(lodged.id);
    expect(await handlingIds('zhouZheng', 'todo')).toContain(lodged.id);
    await walk.rate(await walk.resolve(reply), 5, 'entC');
    expect(await handlingIds('liMing', 'closed')).toContain(lodged.id);
    expect(await handlingIds('liMing', 'open')).not.toContain(lodged.id);
    expect(await handlingIds('zhouZheng', 'closed')).toContain(lodged.id);
    time.set(new Date('2026-09-14T12:00:00+08:00'));
  });

  it('pages on (created_at, id) with an opaque cursor, none twice, none left out', async () => {
    const at = new Date('2026-08-01T02:00:00Z');
    const rows = Array.from({ length: 45 }, (_, i) => ({
      id: randomUUID(),
      complaintNumber: `TP${randomUUID().slice(0, 12)}`,
      enterpriseId: ENTERPRISE.entD!,
      createdBy: ID.entD,
      clientRequestId: randomUUID(),
      kind: 'complaint' as const,
      category: 'other' as const,
      description: `第${i}件`,
      contactPhone: '13800000002',
      contactAllowed: false,
      subjectType: 'none' as const,
      state: 'resolved' as const,
      // Every fifth shares its instant with the one before: the id breaks the tie.
      createdAt: new Date(at.getTime() - Math.floor(i - (i % 5 === 4 ? 1 : 0)) * MINUTE),
      updatedAt: at,
    }));
    await db().insert(complaints).values(rows);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = ok(
        await as('entD', 'listComplaints', { filter: 'closed', ...(cursor ? { cursor } : {}) }),
      );
      seen.push(...page.items.map((c) => c.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    const expected: string[] = [...rows]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);
    expect(seen.filter((id) => expected.includes(id))).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
    expect((await as('entD', 'listComplaints', { cursor: 'not-a-cursor' })).status).toBe(400);

    const direct = await listComplaintPage(
      db(),
      { enterpriseId: ENTERPRISE.entD!, states: ['resolved'] },
      undefined,
      5,
    );
    expect(direct).toHaveLength(6);
    expect(direct.map((r) => r.complaint.id).slice(0, 5)).toEqual(expected.slice(0, 5));
  });
});

describe('the test clock', () => {
  it('is refused unless TEST_CLOCK is on', async () => {
    expect(await server.call('advanceTestClock', { hours: 1 })).toMatchObject({ status: 404 });
  });
});
