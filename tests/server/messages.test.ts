import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ok, useTestApp } from './test-app';
import type { MessageKind } from '../../contract/messages/rules';
import { messageOutbox, messages } from '../../server/db/schema/messages';
import { inspectionNotices } from '../../server/db/schema/notices';
import { users } from '../../server/db/schema/session';
import type { MessageChannel, OutboxDelivery } from '../../server/modules/messages/message-channel';
import { notify } from '../../server/modules/messages/notify';
import {
  drainOutbox,
  OUTBOX_BACKOFF_MS,
  OUTBOX_MAX_ATTEMPTS,
  startOutboxWorker,
} from '../../server/modules/messages/outbox';

const server = useTestApp({
  users: {
    zhangWei: '13800000001',
    chenJing: '13800000002',
    liMing: '13900000001',
    supervisor: '13700000001',
    approver: '13900000003',
    liuYang: '13800000003',
  },
});
const { call, callUnchecked, tokens } = server;
const db = () => server.database.handle.db;
const ZHANG_WEI = 'usr-13800000001';
const CHEN_JING = 'usr-13800000002';
const MINUTE = 60_000;

async function send(userId: string, at: Date, kind: MessageKind = 'registrationMade', n = 0) {
  await notify(db(), [userId], {
    kind,
    texts: { zh: { title: `中文标题${n}`, body: '正文' }, en: { title: `English title ${n}`, body: 'Body' } },
    link: { path: 'registrationDetail', params: { id: `reg-${n}` } },
    at,
  });
}

async function readAll(token: string, box: 'system' | 'personal') {
  const seen: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = ok(await call('listMessages', { box, cursor }, { token }));
    seen.push(...page.items.map((m) => m.id));
    cursor = page.nextCursor ?? undefined;
    pages += 1;
  } while (cursor && pages < 50);
  return { seen, pages };
}

describe('the message center', () => {
  it('lists only the caller’s messages of a box, newest first, in pages without duplicates or gaps', async () => {
    const base = Date.parse('2026-05-01T02:00:00Z');
    // 45 personal messages, some at the same instant (the id breaks the tie), and one for someone else.
    for (let i = 0; i < 45; i += 1)
      await send(ZHANG_WEI, new Date(base + Math.floor(i / 3) * MINUTE), 'registrationMade', i);
    await send(CHEN_JING, new Date(base), 'registrationMade', 99);

    const { seen, pages } = await readAll(tokens.zhangWei, 'personal');
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    const stored = await db()
      .select({ id: messages.id, createdAt: messages.createdAt })
      .from(messages)
      .where(eq(messages.userId, ZHANG_WEI));
    const personal = stored.filter((m) => seen.includes(m.id));
    expect(personal).toHaveLength(45);
    const times = seen.map((id) => stored.find((m) => m.id === id)!.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const first = ok(
      await call('listMessages', { box: 'personal' }, { token: tokens.zhangWei, locale: 'en' }),
    );
    expect(first.items[0]).toMatchObject({
      kind: 'registrationMade',
      box: 'personal',
      // 42, 43 and 44 share the latest instant; the id orders them.
      title: expect.stringMatching(/^English title 4[234]$/),
      body: 'Body',
      read: false,
      link: { path: 'registrationDetail', params: { id: expect.stringMatching(/^reg-4[234]$/) } },
    });
    expect(
      ok(await call('listMessages', { box: 'personal' }, { token: tokens.zhangWei })).items[0]!.title,
    ).toMatch(/^中文标题4[234]$/);
    expect(ok(await call('listMessages', { box: 'system' }, { token: tokens.liMing })).items).toEqual([]);
    const forged = await callUnchecked(
      'listMessages',
      { box: 'personal', cursor: 'bm90LWEtY3Vyc29y' },
      {
        token: tokens.zhangWei,
      },
    );
    expect(forged).toMatchObject({ status: 400, fields: { cursor: expect.any(String) } });
  });

  it('opens only one’s own message (anyone else’s is not found); opening changes nothing, the POST marks it read', async () => {
    await send(CHEN_JING, new Date('2026-05-02T02:00:00Z'), 'planApproved', 7);
    const [mine] = ok(await call('listMessages', { box: 'personal' }, { token: tokens.chenJing })).items;
    const stranger = await call('getMessage', { id: mine!.id }, { token: tokens.zhangWei });
    expect(stranger).toMatchObject({ status: 404, code: 404 });
    expect(ok(await call('getMessage', { id: mine!.id }, { token: tokens.chenJing })).read).toBe(false);
    expect(ok(await call('getMessage', { id: mine!.id }, { token: tokens.chenJing })).read).toBe(false);
    ok(await call('markMessagesRead', { ids: [mine!.id] }, { token: tokens.chenJing }));
    expect(ok(await call('getMessage', { id: mine!.id }, { token: tokens.chenJing })).read).toBe(true);
    expect((await call('getMessage', { id: 'no-such-message' }, { token: tokens.chenJing })).status).toBe(
      404,
    );
  });

  it('counts unread messages per box and inspection notices, and marks named messages or a whole box read', async () => {
    const before = ok(await call('getUnreadCounts', {}, { token: tokens.zhangWei }));
    await send(ZHANG_WEI, new Date('2026-05-03T02:00:00Z'), 'systemNotice', 1);
    await send(ZHANG_WEI, new Date('2026-05-03T02:01:00Z'), 'systemNotice', 2);
    const counts = ok(await call('getUnreadCounts', {}, { token: tokens.zhangWei }));
    expect(counts.system).toBe(before.system + 2);
    const unreadNotices = await db()
      .select({ id: inspectionNotices.id })
      .from(inspectionNotices)
      .where(eq(inspectionNotices.enterpriseId, 'ent-pengcheng-food'));
    expect(counts.notices).toBeLessThanOrEqual(unreadNotices.length);
    expect(ok(await call('getUnreadCounts', {}, { token: tokens.liMing })).notices).toBe(0);

    const system = ok(await call('listMessages', { box: 'system' }, { token: tokens.zhangWei })).items;
    const [chenJings] = ok(await call('listMessages', { box: 'personal' }, { token: tokens.chenJing })).items;
    const chenBefore = ok(await call('getUnreadCounts', {}, { token: tokens.chenJing }));
    // Someone else's id marks nothing of theirs.
    const afterOne = ok(
      await call('markMessagesRead', { ids: [system[0]!.id, chenJings!.id] }, { token: tokens.zhangWei }),
    );
    expect(afterOne.system).toBe(counts.system - 1);
    expect(ok(await call('getUnreadCounts', {}, { token: tokens.chenJing }))).toEqual(chenBefore);

    const afterBox = ok(await call('markMessagesRead', { box: 'personal' }, { token: tokens.zhangWei }));
    expect(afterBox).toMatchObject({ personal: 0, system: counts.system - 1 });
    expect(ok(await call('markMessagesRead', { box: 'system' }, { token: tokens.zhangWei })).system).toBe(0);
    const neither = await callUnchecked('markMessagesRead', {}, { token: tokens.zhangWei });
    expect(neither.status).toBe(400);
  });

  it('counts unread messages up to 100 (a badge shows 99+), whatever the backlog', async () => {
    await db()
      .insert(messages)
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          id: `backlog-${i}`,
          userId: 'usr-13800000003',
          kind: 'systemNotice' as const,
          box: 'system' as const,
          titleZh: '通知',
          titleEn: 'Notice',
          bodyZh: '正文',
          bodyEn: 'Body',
          createdAt: new Date(Date.parse('2026-05-04T02:00:00Z') + i * MINUTE),
        })),
      );
    expect(ok(await call('getUnreadCounts', {}, { token: tokens.liuYang }))).toEqual({
      system: 100,
      personal: 0,
      notices: 0,
      complaints: 0,
      emergencyReviews: 0,
    });
    expect(ok(await call('markMessagesRead', { box: 'system' }, { token: tokens.liuYang })).system).toBe(0);
  });

  it('lets only a supervisor publish; every user of the audience gets it unread, once per request', async () => {
    const input = {
      clientRequestId: randomUUID(),
      audience: 'enterprise' as const,
      titleZh: '关于开展2026年度行政检查的通知',
      bodyZh: '各企业：本年度行政检查计划已公布。',
      titleEn: 'Administrative inspections in 2026',
      bodyEn: 'This year’s inspection plans are published.',
    };
    expect(await call('publishSystemNotice', input, { token: tokens.liMing })).toMatchObject({ status: 403 });
    expect(await call('publishSystemNotice', input, { token: tokens.approver })).toMatchObject({
      status: 403,
    });
    expect(await call('publishSystemNotice', input, { token: tokens.zhangWei })).toMatchObject({
      status: 403,
    });

    const enterpriseUsers = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'enterprise'));
    const [a, b] = await Promise.all([
      call('publishSystemNotice', input, { token: tokens.supervisor }),
      call('publishSystemNotice', input, { token: tokens.supervisor }),
    ]);
    const published = ok(a);
    expect(ok(b)).toEqual(published);
    expect(published.recipients).toBe(enterpriseUsers.length);
    const rows = await db().select().from(messages).where(eq(messages.systemNoticeId, published.id));
    expect(rows).toHaveLength(enterpriseUsers.length);
    expect(new Set(rows.map((r) => r.userId))).toEqual(new Set(enterpriseUsers.map((u) => u.id)));

    for (const token of [tokens.zhangWei, tokens.chenJing]) {
      const [latest] = ok(await call('listMessages', { box: 'system' }, { token, locale: 'en' })).items;
      expect(latest).toMatchObject({
        kind: 'systemNotice',
        title: input.titleEn,
        body: input.bodyEn,
        read: false,
        link: { path: 'systemNoticeDetail', params: { id: latest!.id } },
      });
    }
    expect(
      ok(await call('listMessages', { box: 'system' }, { token: tokens.liMing })).items.some((m) =>
        rows.some((r) => r.id === m.id),
      ),
    ).toBe(false);
    const outbox = await db()
      .select()
      .from(messageOutbox)
      .where(
        inArray(
          messageOutbox.messageId,
          rows.map((r) => r.id),
        ),
      );
    expect(outbox).toEqual([]);

    const toAll = ok(
      await call(
        'publishSystemNotice',
        { ...input, clientRequestId: randomUUID(), audience: 'all' },
        {
          token: tokens.supervisor,
        },
      ),
    );
    expect(toAll.recipients).toBe((await db().select({ id: users.id }).from(users)).length);
  });
});

function fakeChannel(fail: (d: OutboxDelivery) => boolean = () => false) {
  const delivered: OutboxDelivery[] = [];
  const channel: MessageChannel = {
    name: 'fake',
    deliver: async (d) => {
      await new Promise((resolve) => setImmediate(resolve));
      if (fail(d)) throw new Error('channel down');
      delivered.push(d);
    },
  };
  return { channel, delivered };
}

describe('the outbox', () => {
  it('delivers every pending message once, even with two drains at the same time', async () => {
    const at = new Date('2026-06-01T02:00:00Z');
    for (let i = 0; i < 30; i += 1) await send(CHEN_JING, at, 'evaluationReminder', 100 + i);
    const { channel, delivered } = fakeChannel();
    const [first, second] = await Promise.all([
      drainOutbox(db(), channel, at, 1000),
      drainOutbox(db(), channel, at, 1000),
    ]);
    const ids = delivered.map((d) => d.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.sent + second.sent).toBe(ids.length);
    expect(delivered.filter((d) => d.kind === 'evaluationReminder' && d.userId === CHEN_JING)).toHaveLength(
      30,
    );
    expect(delivered[0]).toMatchObject({ phone: expect.any(String), attempt: 1 });
    expect(await drainOutbox(db(), channel, new Date(at.getTime() + 3_600_000))).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    const rows = await db().select().from(messageOutbox).where(inArray(messageOutbox.messageId, ids));
    expect(rows.every((r) => r.status === 'sent' && r.sentAt?.getTime() === at.getTime())).toBe(true);
  });

  it('retries a failed delivery after its backoff and gives up after the last attempt', async () => {
    let at = new Date('2026-06-02T02:00:00Z');
    await send(ZHANG_WEI, at, 'planReturned', 500);
    const [message] = await db().select({ id: messages.id }).from(messages).where(eq(messages.createdAt, at));
    const down = fakeChannel(() => true);
    expect(await drainOutbox(db(), down.channel, at)).toEqual({ sent: 0, retried: 1, failed: 0 });
    // Not due again before its backoff.
    expect(await drainOutbox(db(), down.channel, new Date(at.getTime() + OUTBOX_BACKOFF_MS[0] - 1))).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    for (let attempt = 2; attempt <= OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      at = new Date(at.getTime() + OUTBOX_BACKOFF_MS[attempt - 2]!);
      const result = await drainOutbox(db(), down.channel, at);
      expect(result).toEqual(
        attempt === OUTBOX_MAX_ATTEMPTS
          ? { sent: 0, retried: 0, failed: 1 }
          : { sent: 0, retried: 1, failed: 0 },
      );
    }
    const [row] = await db().select().from(messageOutbox).where(eq(messageOutbox.messageId, message!.id));
    expect(row).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS, lastError: 'channel down' });

    // A delivery that fails once goes out on its retry.
    const later = new Date('2026-06-03T02:00:00Z');
    await send(ZHANG_WEI, later, 'planApproved', 501);
    let failures = 0;
    const flaky = fakeChannel(() => failures++ === 0);
    expect(await drainOutbox(db(), flaky.channel, later)).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await drainOutbox(db(), flaky.channel, new Date(later.getTime() + OUTBOX_BACKOFF_MS[0]))).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    });
    expect(flaky.delivered[0]).toMatchObject({ attempt: 2, texts: { en: { title: 'English title 501' } } });
  });

  it('is drained by the worker on its timer, which stops when asked', async () => {
    const at = new Date('2026-06-04T02:00:00Z');
    await send(CHEN_JING, at, 'planSubmitted', 600);
    const { channel, delivered } = fakeChannel();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const worker = startOutboxWorker({ db: db(), channel, now: () => at, intervalMs: 5_000 });
      await vi.advanceTimersByTimeAsync(4_999);
      expect(delivered).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await worker.stop();
      expect(delivered.map((d) => d.texts.zh.title)).toEqual(['中文标题600']);
      // Stopped: nothing more is drained, however long it waits.
      await send(CHEN_JING, at, 'planSubmitted', 601);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(delivered).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
