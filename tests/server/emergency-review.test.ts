import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newEnterprise, OFFICERS, registrationInput } from './loop-fixtures';
import { ok, useTestApp } from './test-app';
import { enterpriseYearStats } from '../../server/db/schema/analysis';
import { messages } from '../../server/db/schema/messages';
import { emergencyReviews } from '../../server/db/schema/registrations';
import type { AuthSession } from '../../server/http/auth';
import { foldStats } from '../../server/modules/analysis/analysis-queries';
import { emergencyReviewRefusal } from '../../server/modules/registrations/emergency-review-steps';

/** Issue 41, 1: an emergency inspection is excepted on the officer's word, so the supervision office reviews it. */
const server = useTestApp({
  users: {
    liMing: OFFICERS.liMing,
    wangFang: OFFICERS.wangFang,
    head: '13900000003',
    supervisor: '13700000001',
    chief: '13700000002',
    owner: '13800000001',
  },
});
const { call, tokens } = server;
const db = () => server.database.handle.db;

async function emergencyInspection(enterpriseNumber?: string) {
  const number = enterpriseNumber ?? (await newEnterprise(db())).enterpriseNumber;
  const created = ok(
    await call(
      'createRegistration',
      registrationInput({
        enterpriseNumber: number,
        type: 'case',
        caseReason: 'emergency',
        caseReference: '冷库氨气泄漏报警，须立即到场处置',
      }),
      { token: tokens.liMing },
    ),
  );
  return created.id;
}

const detail = (id: string, token: string, locale?: 'en') =>
  call('getRegistration', { id }, { token, locale });
const review = (id: string, token: string, decision: 'uphold' | 'notUphold', note?: string, locale?: 'en') =>
  call('reviewEmergencyInspection', { id, decision, ...(note ? { note } : {}) }, { token, locale });

describe('an emergency inspection is queued for the supervision office when registered', () => {
  it('is pending, the supervisors are told, and each party sees the pending review', async () => {
    const id = await emergencyInspection('SZ440305000123');
    const [stored] = await db()
      .select()
      .from(emergencyReviews)
      .where(eq(emergencyReviews.registrationId, id));
    expect(stored).toMatchObject({ status: 'pending', reviewedBy: null });
    const told = await db().select().from(messages).where(eq(messages.kind, 'emergencyReviewAction'));
    expect(told.map((m) => m.userId)).toEqual(expect.arrayContaining(['usr-13700000001', 'usr-13700000002']));

    const pending = { status: 'pending', reviewerName: null, reviewedAt: null, note: null };
    expect(ok(await detail(id, tokens.supervisor))).toMatchObject({
      emergencyReview: pending,
      canReviewEmergency: true,
    });
    expect(ok(await detail(id, tokens.liMing))).toMatchObject({
      emergencyReview: pending,
      canReviewEmergency: false,
    });
    expect(ok(await detail(id, tokens.owner))).toMatchObject({
      emergencyReview: pending,
      canReviewEmergency: false,
    });
    // another department does not read the record at all
    expect(await detail(id, tokens.wangFang)).toMatchObject({ status: 404 });
  });

  it('another kind has no review', async () => {
    const created = ok(
      await call(
        'createRegistration',
        registrationInput({ enterpriseNumber: (await newEnterprise(db())).enterpriseNumber }),
        {
          token: tokens.liMing,
        },
      ),
    );
    expect(ok(await detail(created.id, tokens.supervisor))).toMatchObject({
      caseReason: 'complaint',
      emergencyReview: null,
      canReviewEmergency: false,
    });
    expect(await review(created.id, tokens.supervisor, 'uphold')).toMatchObject({
      code: 500,
      message: expect.stringContaining('不是待审查的应急检查'),
    });
  });
});

describe('the review: pending -> upheld | notUpheld, once, by a supervisor who took no part', () => {
  it('a supervisor upholds it; it is final; the registering officer is told', async () => {
    const id = await emergencyInspection();
    const upheld = ok(await review(id, tokens.supervisor, 'uphold'));
    expect(upheld.emergencyReview).toMatchObject({ status: 'upheld', reviewerName: '周正', note: null });
    expect(upheld.emergencyReview!.reviewedAt).not.toBeNull();
    expect(upheld.canReviewEmergency).toBe(false);
    for (const decision of ['uphold', 'notUphold'] as const) {
      expect(await review(id, tokens.chief, decision, '理由', 'en')).toMatchObject({
        code: 500,
        message: expect.stringContaining('not an emergency inspection waiting for review'),
      });
    }
    const told = await db().select().from(messages).where(eq(messages.kind, 'emergencyReviewUpdated'));
    expect(told.find((m) => m.userId === 'usr-13900000001' && m.titleZh.includes('成立'))).toBeDefined();
  });

  it('not upheld needs its reasons, then records them for the enterprise to read too', async () => {
    const id = await emergencyInspection('SZ440305000123');
    expect(await review(id, tokens.chief, 'notUphold', undefined, 'en')).toMatchObject({
      status: 400,
      fields: { note: 'Give the reasons when the emergency is not upheld' },
    });
    expect(await review(id, tokens.chief, 'notUphold', '   ')).toMatchObject({ status: 400 });
    const decided = ok(
      await review(id, tokens.chief, 'notUphold', '报警记录显示为误报，且到场前已排除，不属于应急情形'),
    );
    expect(decided.emergencyReview).toMatchObject({ status: 'notUpheld', reviewerName: '吴敏' });
    expect(ok(await detail(id, tokens.owner)).emergencyReview).toMatchObject({
      status: 'notUpheld',
      note: '报警记录显示为误报，且到场前已排除，不属于应急情形',
    });
    expect(await review(id, tokens.supervisor, 'uphold')).toMatchObject({ code: 500 });
  });

  it('not upheld, it counts against the annual cap after all, folded or not, and in the figures', async () => {
    const enterprise = await newEnterprise(db());
    const used = async () =>
      ok(
        await call(
          'getEnterprisePreview',
          { enterpriseNumber: enterprise.enterpriseNumber },
          { token: tokens.liMing },
        ),
      ).allowance.used;
    const figures = async () =>
      ok(await call('getDepartmentAnalysis', { period: 'month' }, { token: tokens.liMing })).inspections;
    const before = await figures();
    const id = await emergencyInspection(enterprise.enterpriseNumber);
    expect(await used()).toBe(0);
    const upheldId = await emergencyInspection(enterprise.enterpriseNumber);
    ok(await review(upheldId, tokens.supervisor, 'uphold'));
    ok(await review(id, tokens.chief, 'notUphold', '到场时并无险情，属日常检查'));
    expect(await used()).toBe(1);
    await foldStats(db());
    expect(await used()).toBe(1);
    const [year] = await db()
      .select()
      .from(enterpriseYearStats)
      .where(eq(enterpriseYearStats.enterpriseId, enterprise.id));
    expect(year).toMatchObject({ inspections: 2, capped: 1 });
    const after = await figures();
    expect(after.caseSpecific.current).toBe(before.caseSpecific.current + 2);
    expect(after.emergencyNotUpheld.current).toBe(before.emergencyNotUpheld.current + 1);
  });

  it('no one outside the supervision office decides: not the officer, not his head, not the enterprise', async () => {
    const id = await emergencyInspection();
    for (const token of [tokens.liMing, tokens.head]) {
      expect(await review(id, token, 'uphold')).toMatchObject({
        code: 500,
        message: expect.stringContaining('执法监督处负责'),
      });
    }
    expect(await review(id, tokens.owner, 'uphold')).toMatchObject({ status: 403 });
    const [stored] = await db()
      .select()
      .from(emergencyReviews)
      .where(eq(emergencyReviews.registrationId, id));
    expect(stored!.status).toBe('pending');
  });

  it('a supervisor who registered it or came on it is recused (the rule itself)', () => {
    const supervisor = {
      userId: 'usr-s',
      user: { role: 'officer', certificateNumber: '44030099999', capabilities: ['supervisor'] },
    } as unknown as AuthSession;
    const facts = {
      status: 'pending' as const,
      createdBy: 'usr-other',
      officerCertificates: ['44030011111'],
    };
    expect(emergencyReviewRefusal('uphold', facts, supervisor)).toBeNull();
    expect(emergencyReviewRefusal('notUphold', { ...facts, createdBy: 'usr-s' }, supervisor)).toBe(
      'emergencyReviewOwnInspection',
    );
    expect(
      emergencyReviewRefusal('uphold', { ...facts, officerCertificates: ['44030099999'] }, supervisor),
    ).toBe('emergencyReviewOwnInspection');
    for (const status of ['upheld', 'notUpheld'] as const)
      expect(emergencyReviewRefusal('uphold', { ...facts, status }, supervisor)).toBe(
        'emergencyReviewNotPending',
      );
    const officer = {
      ...supervisor,
      user: { ...supervisor.user, capabilities: [] },
    } as unknown as AuthSession;
    expect(emergencyReviewRefusal('uphold', facts, officer)).toBe('emergencyReviewSupervisorOnly');
  });
});

describe('the supervision office’s queue', () => {
  it('lists the pending ones and counts them on the desk; an officer sees only his department’s', async () => {
    const id = await emergencyInspection();
    const pending = ok(
      await call(
        'listRegistrations',
        { emergencyReview: 'pending', limit: 50 },
        { token: tokens.supervisor },
      ),
    );
    expect(pending.items.map((i) => i.id)).toContain(id);
    expect(
      ok(await call('getUnreadCounts', {}, { token: tokens.supervisor })).emergencyReviews,
    ).toBeGreaterThan(0);
    expect(ok(await call('getUnreadCounts', {}, { token: tokens.liMing })).emergencyReviews).toBe(0);

    ok(await review(id, tokens.supervisor, 'uphold'));
    const after = ok(
      await call(
        'listRegistrations',
        { emergencyReview: 'pending', limit: 50 },
        { token: tokens.supervisor },
      ),
    );
    expect(after.items.map((i) => i.id)).not.toContain(id);
    const upheld = ok(
      await call('listRegistrations', { emergencyReview: 'upheld', limit: 50 }, { token: tokens.supervisor }),
    );
    expect(upheld.items.map((i) => i.id)).toContain(id);
    const health = ok(
      await call('listRegistrations', { emergencyReview: 'upheld', limit: 50 }, { token: tokens.wangFang }),
    );
    expect(health.items.map((i) => i.id)).not.toContain(id);
  });
});
