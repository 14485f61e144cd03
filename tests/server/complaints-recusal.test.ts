import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  actAs,
  DEMO_PASSWORD,
  ENTERPRISE,
  failure,
  ID,
  insertInState,
  messagesAbout,
  movableClock,
  prepareEnterprises,
  recipientsOf,
  USERS,
  walker,
} from './complaints-fixtures';
import { CERT } from './loop-fixtures';
import { ok, useTestApp, type TestDatabase } from './test-app';
import type { ApiInput } from '../../contract/api-schemas';
import type { ComplaintDetail } from '../../contract/complaints/schemas';
import type { Database } from '../../server/db/client';
import { inspectionNotices } from '../../server/db/schema/notices';
import { departments } from '../../server/db/schema/officers';
import { registrations, type OfficerSnapshot } from '../../server/db/schema/registrations';
import { users } from '../../server/db/schema/session';
import { complaintMessages } from '../../server/modules/complaints/complaints-messages';
import { hashPassword } from '../../server/modules/session/password';

const city = (local: string) => new Date(`${local}+08:00`);
const RECUSED = complaintMessages.complaintRecused;

/** A department of one officer, 林港: a complaint about his own inspection has nobody there to sign it. */
const PORT = { code: 'port', nameZh: '港口管理局', nameEn: 'Port Authority' };
const LIN_GANG = { id: 'usr-13922220001', phone: '13922220001', name: '林港', cert: '44030067891' };

async function prepare(database: TestDatabase) {
  await prepareEnterprises(database);
  const db = database.handle.db;
  await db.insert(departments).values({ ...PORT, sort: 6 });
  await db.insert(users).values({
    id: LIN_GANG.id,
    phone: LIN_GANG.phone,
    name: LIN_GANG.name,
    role: 'officer',
    departmentCode: PORT.code,
    certificateNumber: LIN_GANG.cert,
    passwordHash: await hashPassword(DEMO_PASSWORD),
  });
}

const time = movableClock(city('2026-09-14T10:00:00'));
const server = useTestApp({ users: { ...USERS, linGang: LIN_GANG.phone }, clock: time.clock, prepare });
const as = actAs(server);
const walk = walker(server);
const db = () => server.database.handle.db;
const asLinGang = <K extends 'getComplaint' | 'signComplaint'>(name: K, input: ApiInput<K>) =>
  server.call(name, input, { token: server.tokens.linGang });

const v = (c: ComplaintDetail) => ({ id: c.id, version: c.version });
const officer = (name: string, certificateNumber: string): OfficerSnapshot => ({ name, certificateNumber });
const LI_MING = officer('李明', CERT.liMing);
const ZHAO_QIANG = officer('赵强', CERT.zhaoQiang);

/** Each step a minute later, so each step's messages are told apart by their time. */
const tick = () => time.set(new Date(time.now.getTime() + 60_000));
async function toldNow(id: string, kind: string) {
  const rows = await messagesAbout(db(), id, kind);
  return rows.filter((m) => m.createdAt.getTime() === time.now.getTime());
}
async function todoOf(user: 'liMing' | 'sunLi' | 'zhouZheng' | 'wuMin', id: string) {
  return ok(await as(user, 'listHandlingComplaints', { view: 'todo' })).items.find((c) => c.id === id);
}

/** An inspection of entC by `departmentCode`, made by `createdBy` with `officers`. */
async function inspection(
  database: Database,
  createdBy: string,
  officers: OfficerSnapshot[],
  departmentCode = 'market',
): Promise<string> {
  const id = randomUUID();
  const startedAt = city('2026-09-01T10:00:00');
  await database.insert(registrations).values({
    id,
    registrationNumber: `JCR${id.replaceAll('-', '').slice(0, 13)}`,
    enterpriseId: ENTERPRISE.entC!,
    departmentCode,
    createdBy,
    clientRequestId: randomUUID(),
    platform: 'main',
    type: 'triggered',
    triggerReason: 'test',
    officers,
    startedAt,
    endedAt: new Date(startedAt.getTime() + 3_600_000),
    registeredAt: new Date(startedAt.getTime() + 3_600_000),
    noFindings: false,
    problemCount: 1,
  });
  return id;
}

const aboutInspection = (registrationId: string) => ({
  subject: { type: 'registration' as const, registrationId },
});

/** Lodged by entC, then a minute later accepted for the department. */
async function lodgedAndAccepted(overrides: Partial<ApiInput<'createComplaint'>>, departmentCode = 'market') {
  const lodged = await walk.lodge('entC', overrides);
  tick();
  return walk.accept(lodged, departmentCode);
}

describe('recusal from a complaint about one’s own inspection', () => {
  it('shows in the demo: 李明 may not take the complaint about his and 孙丽’s inspection, 赵强 may', async () => {
    const demo = { id: 'cmp-demo-8' };
    for (const user of ['liMing', 'sunLi'] as const)
      expect(ok(await as(user, 'getComplaint', demo))).toMatchObject({
        state: 'assigned',
        allowedActions: [],
        recusal: RECUSED.zh,
        complainant: null,
      });
    expect(ok(await as('zhaoQiang', 'getComplaint', demo))).toMatchObject({
      allowedActions: ['sign'],
      recusal: null,
    });
    expect(await todoOf('liMing', demo.id)).toBeUndefined();
  });

  it('keeps the inspecting officers from signing, knowing who complained or being asked; a colleague signs', async () => {
    const registrationId = await inspection(db(), ID.liMing, [LI_MING, ZHAO_QIANG]);
    const accepted = await lodgedAndAccepted(aboutInspection(registrationId));
    // assign: only those who may sign are asked
    expect(recipientsOf(await toldNow(accepted.id, 'complaintAction'))).toEqual([ID.heJing, ID.sunLi].sort());

    // sign: the creator and the officer listed with him are refused, saying why
    expect(await as('liMing', 'signComplaint', v(accepted))).toMatchObject(failure(RECUSED.zh));
    expect(await as('liMing', 'signComplaint', v(accepted), 'en')).toMatchObject(failure(RECUSED.en));
    expect(await as('zhaoQiang', 'signComplaint', v(accepted))).toMatchObject(failure(RECUSED.zh));

    // view: nothing offered, the reason, and nothing that leads to the complainant
    const seen = ok(await as('liMing', 'getComplaint', { id: accepted.id }));
    expect(seen).toMatchObject({ allowedActions: [], recusal: RECUSED.zh, complainant: null, stuck: false });
    expect(seen.subject.registration).toMatchObject({ id: null, registrationNumber: null });
    expect(ok(await as('liMing', 'getComplaint', { id: accepted.id }, 'en')).recusal).toBe(RECUSED.en);
    expect(ok(await as('sunLi', 'getComplaint', { id: accepted.id }))).toMatchObject({
      allowedActions: ['sign'],
      recusal: null,
    });
    expect(ok(await as('zhouZheng', 'getComplaint', { id: accepted.id })).recusal).toBeNull();
    expect(await todoOf('liMing', accepted.id)).toBeUndefined();
    expect(await todoOf('sunLi', accepted.id)).toBeDefined();

    // handled by a colleague, the contact still stays out of the inspecting officer's sight
    const signed = await walk.sign(accepted, 'sunLi');
    const contacted = ok(
      await as('sunLi', 'recordComplaintContact', { ...v(signed), note: '已致电钱进 13800000001' }),
    );
    expect(contacted.complainant).toMatchObject({ phone: '13800000001' });
    const later = ok(await as('liMing', 'getComplaint', { id: accepted.id }));
    expect(later).toMatchObject({ complainant: null, recusal: RECUSED.zh, allowedActions: [] });
    expect(later.timeline.find((e) => e.action === 'contact')?.note).toBeNull();
    expect(JSON.stringify(later)).not.toContain('13800000001');
  });

  it('refuses a recused handler the reply, the contact and an extension, and hides who complained', async () => {
    // signed by 李明 for his own inspection before the rule held
    const registrationId = await inspection(db(), ID.zhaoQiang, [ZHAO_QIANG, LI_MING]);
    tick();
    const id = await insertInState(db(), 'handling', time.now, {
      subjectType: 'registration',
      registrationId,
      concernedDepartmentCode: 'market',
      step: 'reply',
      dueAt: city('2026-10-09T00:00:00'),
    });
    const input = { id, version: 1 };
    expect(
      await as('liMing', 'replyComplaint', { ...input, findings: '查明情况', measures: '处理措施' }),
    ).toMatchObject(failure(RECUSED.zh));
    expect(await as('liMing', 'recordComplaintContact', { ...input, note: '已联系' })).toMatchObject(
      failure(RECUSED.zh),
    );
    expect(
      await as('liMing', 'requestComplaintExtension', { ...input, workingDays: 5, reason: '需复核' }),
    ).toMatchObject(failure(RECUSED.zh));
    expect(ok(await as('liMing', 'getComplaint', { id }))).toMatchObject({
      version: 1,
      allowedActions: [],
      complainant: null,
      recusal: RECUSED.zh,
    });
    expect(await todoOf('liMing', id)).toBeUndefined();
  });

  it('recuses the officers a notice names and a no-scan report names, by name in its department or certificate', async () => {
    const noticeId = randomUUID();
    await db()
      .insert(inspectionNotices)
      .values({
        id: noticeId,
        kind: 'door',
        planId: 'plan-market-food-2026',
        departmentCode: 'market',
        enterpriseId: ENTERPRISE.entC!,
        issuedBy: ID.sunLi,
        title: '食品经营专项检查',
        legalBasis: '《中华人民共和国食品安全法》',
        itemCodes: ['MK-01'],
        officers: [officer('孙丽', CERT.sunLi), LI_MING],
        periodFrom: '2026-01-01',
        periodTo: '2026-12-31',
        issuedAt: time.now,
      });
    tick();
    const notice = await lodgedAndAccepted({ subject: { type: 'notice', noticeId } });
    expect(recipientsOf(await toldNow(notice.id, 'complaintAction'))).toEqual(
      [ID.heJing, ID.zhaoQiang].sort(),
    );
    expect(await as('sunLi', 'signComplaint', v(notice))).toMatchObject(failure(RECUSED.zh));
    expect(await as('liMing', 'signComplaint', v(notice))).toMatchObject(failure(RECUSED.zh));

    tick();
    const occurredAt = '2026-09-13T09:00:00+08:00';
    const subject = {
      type: 'noScan' as const,
      departmentCode: 'market',
      officers: `自称李明的人员，另一人执法证号${CERT.zhaoQiang}`,
      occurredAt,
      place: '车间',
    };
    const noScan = await lodgedAndAccepted({ category: 'noScan', subject });
    expect(recipientsOf(await toldNow(noScan.id, 'complaintAction'))).toEqual([ID.heJing, ID.sunLi].sort());
    expect(await as('liMing', 'signComplaint', v(noScan))).toMatchObject(failure(RECUSED.zh));
    expect(await as('zhaoQiang', 'signComplaint', v(noScan))).toMatchObject(failure(RECUSED.zh));
    // the supervision office's own officers are not named by a market report's names
    expect(ok(await as('zhouZheng', 'getComplaint', { id: noScan.id })).complainant).not.toBeNull();
    expect((await walk.sign(noScan, 'sunLi')).state).toBe('handling');
  });

  it('tells the office when nobody in the department may sign, and keeps the named officer out of the new one', async () => {
    // a joint inspection of the port with 李明 of the market
    const registrationId = await inspection(
      db(),
      LIN_GANG.id,
      [officer('林港', LIN_GANG.cert), LI_MING],
      PORT.code,
    );
    tick();
    const accepted = await lodgedAndAccepted(aboutInspection(registrationId), PORT.code);
    expect(await asLinGang('signComplaint', v(accepted))).toMatchObject(failure(RECUSED.zh));
    // the office is told at once, and has it in its to-do as stuck
    const told = await toldNow(accepted.id, 'complaintAction');
    expect(recipientsOf(told)).toEqual([ID.wuMin, ID.zhouZheng].sort());
    expect(told[0]!.titleZh).toContain('港口管理局无人可签收，请改派');
    expect(told[0]!.titleEn).toContain('nobody at Port Authority may sign for it');
    expect(await todoOf('zhouZheng', accepted.id)).toMatchObject({ stuck: true });
    expect(ok(await as('zhouZheng', 'getComplaint', { id: accepted.id })).allowedActions).toEqual([
      'reassign',
    ]);

    // reassign: the market is asked without 李明, who may not sign there either
    tick();
    const moved = ok(
      await as('zhouZheng', 'reassignComplaint', {
        ...v(accepted),
        departmentCode: 'market',
        note: '港口管理局唯一的执法人员须回避',
      }),
    );
    expect(moved.stuck).toBe(false);
    expect(recipientsOf(await toldNow(accepted.id, 'complaintAction'))).toEqual(
      [ID.heJing, ID.sunLi, ID.zhaoQiang].sort(),
    );
    expect(await as('liMing', 'signComplaint', v(moved))).toMatchObject(failure(RECUSED.zh));
    expect((await walk.sign(moved, 'zhaoQiang')).state).toBe('handling');
  });

  it('reopens to someone neither recused nor the one who handled it, and tells the office once nobody is left', async () => {
    const registrationId = await inspection(db(), ID.liMing, [LI_MING, ZHAO_QIANG]);
    tick();
    const accepted = await lodgedAndAccepted(aboutInspection(registrationId));
    /** Signed, replied and resolved, then a minute later rated. */
    const handledAndRated = async (c: ComplaintDetail, user: 'sunLi' | 'heJing', level: number) => {
      const resolved = await walk.resolve(await walk.reply(await walk.sign(c, user), user));
      tick();
      return walk.rate(resolved, level, 'entC');
    };
    tick();
    const reopened = await handledAndRated(accepted, 'sunLi', 2);
    expect(reopened).toMatchObject({ state: 'assigned', reopenCount: 1, escalated: false });
    // reopen: 孙丽 handled it, 李明 and 赵强 are recused: the head alone is asked
    expect(recipientsOf(await toldNow(accepted.id, 'complaintAction'))).toEqual([ID.heJing]);
    expect(await as('liMing', 'signComplaint', v(reopened))).toMatchObject(failure(RECUSED.zh));
    expect(await as('zhaoQiang', 'signComplaint', v(reopened))).toMatchObject(failure(RECUSED.zh));

    // reopened again, it is escalated to the head of the supervision office, whom the inspection does not name
    tick();
    const escalated = await handledAndRated(reopened, 'heJing', 1);
    expect(escalated).toMatchObject({ escalated: true, assignedDepartment: { code: 'justice' } });
    expect(recipientsOf(await toldNow(accepted.id, 'complaintAction'))).toEqual([ID.wuMin]);

    // escalation: moved back to the market, where only the head may sign and she handled it before, the office head
    // is told, and nobody in the market may sign
    tick();
    const back = ok(
      await as('wuMin', 'reassignComplaint', {
        ...v(escalated),
        departmentCode: 'market',
        note: '交回市场监管',
      }),
    );
    const told = await toldNow(accepted.id, 'complaintAction');
    expect(recipientsOf(told)).toEqual([ID.wuMin]);
    expect(told[0]!.titleZh).toContain('市场监督管理局无人可签收');
    expect(await todoOf('wuMin', accepted.id)).toMatchObject({ stuck: true, escalated: true });
    for (const user of ['liMing', 'zhaoQiang'] as const)
      expect(await as(user, 'signComplaint', v(back))).toMatchObject(failure(RECUSED.zh));
    expect(await as('heJing', 'signComplaint', v(back))).toMatchObject(
      failure(complaintMessages.complaintHandledBefore.zh),
    );
  });

  it('escalated to a department whose head took part, the office head is told and the head may not sign', async () => {
    const registrationId = await inspection(db(), ID.heJing, [officer('何静', '44030012340')]);
    tick();
    const id = await insertInState(db(), 'assigned', time.now, {
      subjectType: 'registration',
      registrationId,
      assignedDepartmentCode: 'justice',
      reopenCount: 2,
      escalated: true,
      step: 'sign',
      dueAt: city('2026-10-09T00:00:00'),
    });
    tick();
    const moved = ok(
      await as('wuMin', 'reassignComplaint', {
        id,
        version: 1,
        departmentCode: 'market',
        note: '由市场监管负责人办理',
      }),
    );
    expect(recipientsOf(await toldNow(id, 'complaintAction'))).toEqual([ID.wuMin]);
    expect(await as('heJing', 'signComplaint', v(moved))).toMatchObject(failure(RECUSED.zh));
    expect(await todoOf('wuMin', id)).toMatchObject({ stuck: true });
    tick();
    const health = ok(
      await as('wuMin', 'reassignComplaint', {
        ...v(moved),
        departmentCode: 'health',
        note: '改由卫健负责人办理',
      }),
    );
    expect(recipientsOf(await toldNow(id, 'complaintAction'))).toEqual([ID.huangLei]);
    expect((await walk.sign(health, 'huangLei')).state).toBe('handling');
  });
});
