import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENTERPRISE, ID, movableClock, prepareEnterprises, USERS } from './complaints-fixtures';
import { insertRegistration } from './loop-fixtures';
import { testConfig, useTestApp } from './test-app';
import { DAY_MS } from '../../contract/city-calendar';
import { EVALUATION_REMINDER_AFTER_DAYS } from '../../contract/registrations/rules';
import { runTimeSweeps } from '../../server/composition/time-sweeps';
import { messageOutbox, messages } from '../../server/db/schema/messages';
import { evaluations } from '../../server/db/schema/registrations';
import { OUTBOX_SENT_KEPT_DAYS } from '../../server/modules/messages/outbox';

const start = new Date('2026-09-14T10:00:00+08:00');
const time = movableClock(start);
const server = useTestApp({ users: USERS, clock: time.clock, prepare: prepareEnterprises });
const db = () => server.database.handle.db;
const HOUR = 3_600_000;

const sweepAt = async (at: Date) => {
  time.set(at);
  await runTimeSweeps(db(), at, testConfig());
};

async function remindersOf(registrationId: string) {
  const rows = await db()
    .select({ userId: messages.userId, link: messages.link, title: messages.titleZh })
    .from(messages)
    .where(eq(messages.kind, 'evaluationReminder'));
  return rows.filter((row) => row.link?.params.id === registrationId);
}

describe('the evaluation reminder (issue 14): once, three days after an inspection nobody evaluated', () => {
  it('reminds every user of the enterprise once, after three days, not before and not again', async () => {
    const registered = new Date(start.getTime() - HOUR);
    const id = await insertRegistration(db(), {
      enterpriseId: ENTERPRISE.entA!,
      startedAt: new Date(registered.getTime() - HOUR),
      registeredAt: registered,
    });
    await sweepAt(new Date(registered.getTime() + EVALUATION_REMINDER_AFTER_DAYS * DAY_MS - HOUR));
    expect(await remindersOf(id)).toEqual([]);
    await sweepAt(new Date(registered.getTime() + EVALUATION_REMINDER_AFTER_DAYS * DAY_MS + HOUR));
    const sent = await remindersOf(id);
    expect(sent.map((row) => row.userId)).toEqual([ID.entA]);
    expect(sent[0]!.title).toBe('请评价对贵单位的检查');
    expect(sent[0]!.link).toEqual({ path: 'registrationDetail', params: { id } });
    await sweepAt(new Date(registered.getTime() + EVALUATION_REMINDER_AFTER_DAYS * DAY_MS + 2 * HOUR));
    expect(await remindersOf(id)).toHaveLength(1);
  });

  it('does not remind of an evaluated inspection, nor of one whose day passed while no sweep ran', async () => {
    const now = new Date(start.getTime() + 30 * DAY_MS);
    const evaluated = await insertRegistration(db(), {
      enterpriseId: ENTERPRISE.entA!,
      startedAt: new Date(now.getTime() - 4 * DAY_MS),
      registeredAt: new Date(now.getTime() - 3.5 * DAY_MS),
    });
    await db().insert(evaluations).values({
      registrationId: evaluated,
      departmentCode: 'market',
      level: 'satisfied',
      comment: '',
      firstEvaluatedAt: now,
      evaluatedAt: now,
    });
    const stale = await insertRegistration(db(), {
      enterpriseId: ENTERPRISE.entA!,
      startedAt: new Date(now.getTime() - 6 * DAY_MS),
      registeredAt: new Date(now.getTime() - 5 * DAY_MS),
    });
    await sweepAt(now);
    expect(await remindersOf(evaluated)).toEqual([]);
    expect(await remindersOf(stale)).toEqual([]);
  });
});

describe('the outbox of delivered messages (issue 14: never pruned)', () => {
  it(`forgets a delivered row after ${OUTBOX_SENT_KEPT_DAYS} days; newer ones and failed ones stay`, async () => {
    const now = new Date(start.getTime() + 60 * DAY_MS);
    const message = async () => {
      const id = randomUUID();
      await db().insert(messages).values({
        id,
        userId: ID.entA!,
        kind: 'systemNotice',
        box: 'system',
        titleZh: 't',
        bodyZh: 'b',
        titleEn: 't',
        bodyEn: 'b',
        link: null,
        createdAt: now,
      });
      return id;
    };
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const old = await message();
    const recent = await message();
    const failed = await message();
    await db()
      .insert(messageOutbox)
      .values([
        {
          messageId: old,
          status: 'sent',
          nextAttemptAt: daysAgo(40),
          sentAt: daysAgo(OUTBOX_SENT_KEPT_DAYS + 1),
        },
        {
          messageId: recent,
          status: 'sent',
          nextAttemptAt: daysAgo(40),
          sentAt: daysAgo(OUTBOX_SENT_KEPT_DAYS - 1),
        },
        { messageId: failed, status: 'failed', nextAttemptAt: daysAgo(90) },
      ]);
    await sweepAt(now);
    const left = await db()
      .select({ messageId: messageOutbox.messageId })
      .from(messageOutbox)
      .where(and(inArray(messageOutbox.messageId, [old, recent, failed])));
    expect(left.map((row) => row.messageId).sort()).toEqual([recent, failed].sort());
  });
});
