import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ok, useTestApp } from './test-app';
import type { MessageKind } from '../../contract/messages/rules';
import { messageOutbox, messages, notificationPreferences } from '../../server/db/schema/messages';
import { notify } from '../../server/modules/messages/notify';

const server = useTestApp({
  users: {
    zhangWei: '13800000001',
    chenJing: '13800000002',
    liMing: '13900000001',
    provider: '13600000001',
  },
});
const { call, callUnchecked, tokens } = server;
const db = () => server.database.handle.db;
const ZHANG_WEI = 'usr-13800000001';
const CHEN_JING = 'usr-13800000002';

/** Tells both enterprise users something, as a module does: inside the change's transaction. */
async function tellBoth(kind: MessageKind, title: string) {
  await db().transaction(async (tx) => {
    await notify(tx, [ZHANG_WEI, CHEN_JING], {
      kind,
      texts: { zh: { title, body: '正文' }, en: { title, body: 'Body' } },
      link: null,
      at: new Date('2026-07-01T02:00:00Z'),
    });
  });
  const sent = await db()
    .select({ id: messages.id, userId: messages.userId })
    .from(messages)
    .where(eq(messages.titleZh, title));
  const outbox = await db()
    .select({ messageId: messageOutbox.messageId })
    .from(messageOutbox)
    .where(
      inArray(
        messageOutbox.messageId,
        sent.map((m) => m.id),
      ),
    );
  const pushed = new Set(outbox.map((o) => o.messageId));
  const pushedTo = (userId: string) => sent.some((m) => m.userId === userId && pushed.has(m.id));
  return { sent, pushedTo };
}

describe('notification preferences', () => {
  it('start with nothing muted, offering the topics of the caller’s role', async () => {
    expect(ok(await call('getNotificationPreferences', {}, { token: tokens.chenJing }))).toEqual({
      topics: ['inspections', 'complaints', 'appointments', 'shop'],
      muted: [],
    });
    expect(ok(await call('getNotificationPreferences', {}, { token: tokens.liMing }))).toEqual({
      topics: ['plans', 'complaints', 'appointments'],
      muted: [],
    });
    expect(ok(await call('getNotificationPreferences', {}, { token: tokens.provider }))).toEqual({
      topics: ['shop'],
      muted: [],
    });
    expect((await call('getNotificationPreferences', {}, {})).status).toBe(401);
  });

  it('saves the muted topics and reads them back, leaving everyone else’s as they were', async () => {
    const saved = ok(
      await call(
        'saveNotificationPreferences',
        { muted: ['shop', 'complaints'] },
        { token: tokens.zhangWei },
      ),
    );
    expect(saved).toEqual({
      topics: ['inspections', 'complaints', 'appointments', 'shop'],
      muted: ['complaints', 'shop'],
    });
    expect(ok(await call('getNotificationPreferences', {}, { token: tokens.zhangWei })).muted).toEqual([
      'complaints',
      'shop',
    ]);
    expect(ok(await call('getNotificationPreferences', {}, { token: tokens.chenJing })).muted).toEqual([]);

    ok(await call('saveNotificationPreferences', { muted: ['complaints'] }, { token: tokens.zhangWei }));
    expect(ok(await call('getNotificationPreferences', {}, { token: tokens.zhangWei })).muted).toEqual([
      'complaints',
    ]);
    const rows = await db()
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, ZHANG_WEI));
    expect(rows).toHaveLength(1);
    expect((await call('saveNotificationPreferences', { muted: [] }, {})).status).toBe(401);
  });

  it('refuses a topic not of the role, an unknown one or one named twice, naming the field', async () => {
    const before = ok(await call('getNotificationPreferences', {}, { token: tokens.liMing }));
    const notMine = await call(
      'saveNotificationPreferences',
      { muted: ['plans', 'shop'] },
      { token: tokens.liMing },
    );
    expect(notMine).toMatchObject({
      status: 400,
      code: 400,
      fields: { 'muted.1': '不是您的账号可以设置的消息类别' },
    });
    expect(notMine.message).toContain('muted.1');
    const inEnglish = await call(
      'saveNotificationPreferences',
      { muted: ['shop'] },
      { token: tokens.liMing, locale: 'en' },
    );
    expect(inEnglish).toMatchObject({
      status: 400,
      fields: { 'muted.0': 'is not a message topic your account can set' },
    });

    const unknown = await callUnchecked(
      'saveNotificationPreferences',
      { muted: ['weather'] },
      { token: tokens.liMing },
    );
    expect(unknown).toMatchObject({ status: 400, fields: { 'muted.0': expect.stringContaining('plans') } });
    const twice = await call(
      'saveNotificationPreferences',
      { muted: ['plans', 'plans'] },
      { token: tokens.liMing, locale: 'en' },
    );
    expect(twice).toMatchObject({ status: 400, fields: { 'muted.1': 'is listed more than once' } });
    const extra = await callUnchecked(
      'saveNotificationPreferences',
      { muted: [], userId: ZHANG_WEI },
      { token: tokens.liMing },
    );
    expect(extra).toMatchObject({ status: 400, fields: { userId: expect.any(String) } });

    expect(ok(await call('getNotificationPreferences', {}, { token: tokens.liMing }))).toEqual(before);
  });

  it('keeps a muted topic’s message in the message center but sends it outside the app only to who did not mute it', async () => {
    ok(await call('saveNotificationPreferences', { muted: ['complaints'] }, { token: tokens.zhangWei }));

    const complaint = await tellBoth('complaintUpdated', '投诉进展-静音测试');
    expect(complaint.sent.map((m) => m.userId).sort()).toEqual([ZHANG_WEI, CHEN_JING]);
    expect(complaint.pushedTo(ZHANG_WEI)).toBe(false);
    expect(complaint.pushedTo(CHEN_JING)).toBe(true);
    const muted = complaint.sent.find((m) => m.userId === ZHANG_WEI)!;
    expect(ok(await call('getMessage', { id: muted.id }, { token: tokens.zhangWei }))).toMatchObject({
      kind: 'complaintUpdated',
      title: '投诉进展-静音测试',
    });

    // another topic still reaches the phone
    const appointment = await tellBoth('appointmentUpdated', '预约进展-未静音');
    expect(appointment.pushedTo(ZHANG_WEI)).toBe(true);
    expect(appointment.pushedTo(CHEN_JING)).toBe(true);

    // unmuted again: sent as before
    ok(await call('saveNotificationPreferences', { muted: [] }, { token: tokens.zhangWei }));
    expect((await tellBoth('complaintUpdated', '投诉进展-取消静音')).pushedTo(ZHANG_WEI)).toBe(true);
  });

  it('holds only known topics, whatever writes the table', async () => {
    await expect(
      db()
        .insert(notificationPreferences)
        .values({ userId: CHEN_JING, pushMuted: ['weather' as never], updatedAt: new Date() }),
    ).rejects.toThrow();
  });
});
