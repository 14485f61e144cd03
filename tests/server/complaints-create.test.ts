import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  actAs,
  complaintInput,
  ENTERPRISE,
  failure,
  ID,
  movableClock,
  prepareEnterprises,
  registrationOf,
  stateOf,
  uploadPhoto,
  USERS,
  walker,
} from './complaints-fixtures';
import { ok, testConfig, useTestApp } from './test-app';
import { complaintEvents, complaints } from '../../server/db/schema/complaints';
import { inspectionNotices } from '../../server/db/schema/notices';
import { complaintMessages } from '../../server/modules/complaints/complaints-messages';
import { signNoticeToken } from '../../server/modules/notices/notice-token';

// 00:30 in the city is still the day before in UTC: the number carries the city's date.
const time = movableClock(new Date('2026-09-15T00:30:00+08:00'));
const server = useTestApp({
  users: USERS,
  clock: time.clock,
  prepare: prepareEnterprises,
});
const as = actAs(server);
const walk = walker(server);
const db = () => server.database.handle.db;
const secret = testConfig().codeSigningSecret;

async function noticeOf(enterpriseId: string): Promise<string> {
  const id = randomUUID();
  await db()
    .insert(inspectionNotices)
    .values({
      id,
      kind: 'door',
      planId: 'plan-market-food-2026',
      departmentCode: 'market',
      enterpriseId,
      issuedBy: ID.liMing,
      title: '食品经营专项检查',
      legalBasis: '《中华人民共和国食品安全法》',
      itemCodes: ['MK-01'],
      officers: [{ name: '李明', certificateNumber: '44030012345' }],
      periodFrom: '2026-01-01',
      periodTo: '2026-12-31',
      issuedAt: time.now,
    });
  return id;
}
const tokenOf = (noticeId: string, key = secret) =>
  signNoticeToken(key, { noticeId, expiresAtSeconds: Math.floor(time.now.getTime() / 1000) + 600 });

describe('createComplaint', () => {
  it('numbers complaints TS + the city date + a 4-digit sequence of the day', async () => {
    const first = await walk.lodge('entC');
    const second = await walk.lodge('entC');
    expect(first.complaintNumber).toMatch(/^TS20260915\d{4}$/);
    expect(Number(second.complaintNumber.slice(10))).toBe(Number(first.complaintNumber.slice(10)) + 1);
    expect(first).toMatchObject({
      state: 'submitted',
      version: 1,
      deadline: { step: 'accept', dueAt: '2026-09-17T16:00:00.000Z', tone: 'ok' },
      complainant: { name: '钱进', phone: '13800000001' },
      allowedActions: ['withdraw', 'addInformation'],
      timeline: [{ action: 'submit', actor: 'complainant', state: 'submitted' }],
    });
  });

  it('creates one complaint for a repeated request id, answering the same', async () => {
    const input = complaintInput({ contactPhone: '13800000001' });
    const [a, b] = await Promise.all([
      as('entC', 'createComplaint', input),
      as('entC', 'createComplaint', input),
    ]);
    const again = ok(await as('entC', 'createComplaint', { ...input, description: '改过的描述' }));
    expect(ok(a).id).toBe(ok(b).id);
    expect(again).toMatchObject({ id: ok(a).id, description: input.description });
    const rows = await db()
      .select()
      .from(complaints)
      .where(eq(complaints.clientRequestId, input.clientRequestId));
    expect(rows).toHaveLength(1);
    const events = await db()
      .select()
      .from(complaintEvents)
      .where(eq(complaintEvents.complaintId, ok(a).id));
    expect(events).toHaveLength(1);
  });

  it('takes the enterprise’s own registration and preselects its department; another’s is not found', async () => {
    const own = await registrationOf(db(), ENTERPRISE.entC!, 'health');
    const created = await walk.lodge('entC', { subject: { type: 'registration', registrationId: own } });
    expect(created).toMatchObject({
      departmentName: '卫生健康委员会',
      suggestedDepartmentCode: 'health',
      subject: { type: 'registration', registration: { id: own, departmentName: '卫生健康委员会' } },
    });
    const theirs = await registrationOf(db(), ENTERPRISE.entD!);
    const refused = await as(
      'entC',
      'createComplaint',
      complaintInput({ subject: { type: 'registration', registrationId: theirs } }),
    );
    expect(refused).toMatchObject({
      status: 404,
      message: complaintMessages.complaintRegistrationNotFound.zh,
    });
    expect(
      await as(
        'entC',
        'createComplaint',
        complaintInput({ subject: { type: 'registration', registrationId: 'nope' } }),
      ),
    ).toMatchObject({ status: 404 });
  });

  it('takes a notice: its own by id, a scanned one that did not verify as evidence', async () => {
    const own = await noticeOf(ENTERPRISE.entA!);
    const byId = await walk.lodge('entA', { subject: { type: 'notice', noticeId: own } });
    expect(byId).toMatchObject({
      suggestedDepartmentCode: 'market',
      subject: { notice: { id: own, title: '食品经营专项检查' } },
    });

    const scanned = await walk.lodge('entA', { subject: { type: 'notice', token: tokenOf(own) } });
    const verification = ok(await as('entA', 'verifyNotice', { token: tokenOf(own) }));
    expect(scanned.subject.notice).toMatchObject({ id: own, verified: verification.result === 'valid' });

    const theirs = await noticeOf(ENTERPRISE.entB!);
    expect(
      await as('entA', 'createComplaint', complaintInput({ subject: { type: 'notice', noticeId: theirs } })),
    ).toMatchObject({
      status: 404,
      message: complaintMessages.complaintNoticeNotFound.zh,
    });
    const shownAtOurDoor = await walk.lodge('entA', { subject: { type: 'notice', token: tokenOf(theirs) } });
    expect(shownAtOurDoor.subject.notice).toMatchObject({ id: theirs, verified: false });
    expect((await stateOf(db(), shownAtOurDoor.id)).noticeVerified).toBe(false);

    const forged = tokenOf(own, 'another-secret-of-at-least-32-characters');
    const evidence = await walk.lodge('entA', { subject: { type: 'notice', token: forged } });
    expect(evidence.subject).toMatchObject({ type: 'notice', notice: null });
    expect(evidence.timeline[0]!.note).toContain(forged);
    expect((await stateOf(db(), evidence.id)).noticeVerified).toBe(false);
  });

  it('needs a known inspecting department for a no-scan report, and no date ahead of now', async () => {
    const noScan = (departmentCode: string, occurredAt = '2026-09-14T09:00:00+08:00') =>
      complaintInput({
        category: 'noScan',
        subject: { type: 'noScan', departmentCode, officers: '', occurredAt, place: '车间' },
      });
    const created = ok(await as('entC', 'createComplaint', noScan('health')));
    expect(created.subject.noScan).toEqual({
      departmentName: '卫生健康委员会',
      officers: '',
      occurredAt: '2026-09-14T09:00:00+08:00',
      place: '车间',
    });
    for (const code of ['justice', 'nosuch'])
      expect(await as('entC', 'createComplaint', noScan(code))).toMatchObject({
        status: 400,
        fields: { 'subject.departmentCode': expect.any(String) },
      });
    expect(await as('entC', 'createComplaint', noScan('health', '2026-09-16T09:00:00+08:00'))).toMatchObject({
      status: 400,
      fields: { 'subject.occurredAt': expect.any(String) },
    });
    const opinion = await as('entC', 'createComplaint', { ...noScan('health'), kind: 'opinion' });
    expect(opinion.status).toBe(400);
    const uncategorised = await as('entC', 'createComplaint', complaintInput({ category: undefined }));
    expect(uncategorised).toMatchObject({ status: 400, fields: { category: expect.any(String) } });
    expect(
      ok(await as('entC', 'createComplaint', complaintInput({ kind: 'opinion', category: undefined }))).kind,
    ).toBe('opinion');
  });

  it('attaches the user’s own unused photos (at most 9) and serves them to readers only through signed URLs', async () => {
    const photo = ok(await uploadPhoto(server.app, server.tokens.entC));
    const created = await walk.lodge('entC', { photoIds: [photo.photoId] });
    expect(created.photos).toMatchObject([{ photoId: photo.photoId, contentType: 'image/png' }]);
    const url = new URL(created.photos[0]!.url);
    expect(url.pathname).toBe(`/api/complaint-photos/${photo.photoId}`);
    const served = await server.app.inject({ url: url.pathname + url.search });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const tampered = await server.app.inject({
      url: `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=x`,
    });
    expect(tampered.statusCode).toBe(403);
    // the signature names the path: the same URL under another photo table's path opens nothing
    for (const other of ['/api/photos/', '/api/appointment-photos/'])
      expect(
        (await server.app.inject({ url: `${other}${photo.photoId}${url.search}` })).statusCode,
        other,
      ).toBe(403);

    const reused = await as('entC', 'createComplaint', complaintInput({ photoIds: [photo.photoId] }));
    expect(reused).toMatchObject({ status: 400, fields: { photoIds: expect.any(String) } });
    const someoneElses = ok(await uploadPhoto(server.app, server.tokens.entD));
    expect(
      await as('entC', 'createComplaint', complaintInput({ photoIds: [someoneElses.photoId] })),
    ).toMatchObject({
      status: 400,
    });
    const fresh = ok(await uploadPhoto(server.app, server.tokens.entC));
    expect(
      await as('entC', 'createComplaint', complaintInput({ photoIds: [fresh.photoId, fresh.photoId] })),
    ).toMatchObject({
      status: 400,
    });
    const ten = Array.from({ length: 10 }, () => fresh.photoId);
    expect((await as('entC', 'createComplaint', complaintInput({ photoIds: ten }))).status).toBe(400);
    expect((await uploadPhoto(server.app, server.tokens.liMing)).status).toBe(403);
  });

  it('adds information with photos to the timeline, once however often the request is sent', async () => {
    const created = await walk.lodge('entC');
    const photo = ok(await uploadPhoto(server.app, server.tokens.entC));
    const input = {
      id: created.id,
      clientRequestId: randomUUID(),
      note: '现场照片',
      photoIds: [photo.photoId],
    };
    const added = ok(await as('entC', 'addComplaintInformation', input));
    expect(added.timeline.at(-1)).toMatchObject({
      action: 'addInformation',
      note: '现场照片',
      photos: [{ photoId: photo.photoId }],
    });
    expect(added.photos).toEqual([]);
    // a retry after a lost answer, and two at once: still one line
    const again = ok(await as('entC', 'addComplaintInformation', input));
    const both = await Promise.all([
      as('entC', 'addComplaintInformation', {
        ...input,
        clientRequestId: randomUUID(),
        note: '另一条',
        photoIds: [],
      }),
      as('entC', 'addComplaintInformation', {
        ...input,
        clientRequestId: randomUUID(),
        note: '另一条',
        photoIds: [],
      }),
    ]);
    const raced = { ...input, clientRequestId: randomUUID(), note: '同时发送', photoIds: [] };
    const racing = await Promise.all([
      as('entC', 'addComplaintInformation', raced),
      as('entC', 'addComplaintInformation', raced),
    ]);
    expect(racing.map((r) => r.status)).toEqual([200, 200]);
    const lines = (ok(racing[1]!).timeline ?? []).filter((line) => line.action === 'addInformation');
    expect(again.timeline.filter((line) => line.action === 'addInformation')).toHaveLength(1);
    expect(both.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(lines.filter((line) => line.note === '同时发送')).toHaveLength(1);
    expect(lines.filter((line) => line.note === '现场照片')).toHaveLength(1);
  });

  it('refuses an account without an enterprise, and an officer', async () => {
    expect(await as('liuYang', 'createComplaint', complaintInput())).toMatchObject(
      failure(complaintMessages.complaintNeedsEnterprise.zh),
    );
    expect((await as('liMing', 'createComplaint', complaintInput())).status).toBe(403);
    expect(ok(await as('liuYang', 'listComplaints', {}))).toEqual({ items: [], nextCursor: null });
  });
});
