import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_USERS,
  MONDAY_MORNING,
  openMarketForBookings,
  recheckInput,
  TUESDAY,
} from './appointment-fixtures';
import { movableClock } from './complaints-fixtures';
import { registrationInput } from './loop-fixtures';
import { ok, useTestApp, type CallResult } from './test-app';
import type { ApiName } from '../../contract/api-routes';
import {
  APPOINTMENT_STATES,
  APPOINTMENT_TRANSITIONS,
  type AppointmentAction,
  type AppointmentState,
} from '../../contract/appointments/rules';
import type { Appointment, AppointmentSlot } from '../../contract/appointments/schemas';
import { dateText } from '../../contract/city-calendar';
import { appointments } from '../../server/db/schema/appointments';
import { messages } from '../../server/db/schema/messages';
import { users } from '../../server/db/schema/session';

const time = movableClock(MONDAY_MORNING);
const server = useTestApp({ clock: time.clock, config: { testClock: true }, users: APPOINTMENT_USERS });
const { call, tokens } = server;
const as = (who: keyof typeof tokens) => ({ token: tokens[who] });

const WEDNESDAY: AppointmentSlot = { date: '2026-11-25', period: 'afternoon' };
const THURSDAY: AppointmentSlot = { date: '2026-11-26', period: 'morning' };
const FRIDAY: AppointmentSlot = { date: '2026-11-27', period: 'morning' };

let marketOfficerIds: string[] = [];
let followedRegistrationId = '';

beforeAll(async () => {
  const { db } = server.database.handle;
  const officers = await db.select({ id: users.id }).from(users).where(eq(users.departmentCode, 'market'));
  marketOfficerIds = officers.map((o) => o.id);
  followedRegistrationId = await openMarketForBookings(server);
});

function book(overrides: Partial<Parameters<typeof call<'createAppointment'>>[1]> = {}) {
  return call(
    'createAppointment',
    recheckInput(followedRegistrationId, { slots: [TUESDAY, WEDNESDAY], ...overrides }),
    as('enterprise'),
  );
}

const booked = async () => ok(await book());

function refusedWith(result: CallResult<ApiName>, status: number, message?: RegExp) {
  expect(result.status, JSON.stringify(result)).toBe(status);
  if (message) expect(result.message).toMatch(message);
}

describe('what can be booked', () => {
  it('lists the departments with their kinds, and two weeks of open half days', async () => {
    const options = ok(await call('getAppointmentOptions', {}, as('enterprise')));
    expect(options.departments.find((d) => d.code === 'market')).toMatchObject({
      name: '市场监督管理局',
      kinds: ['recheck', 'guidance', 'licensing'],
    });
    expect(options.answerWorkingDays).toBe(3);
    const slots = ok(await call('listAppointmentSlots', { departmentCode: 'health' }, as('enterprise')));
    // tomorrow (Tue 24th) to Mon 7 Dec: 10 working days, two half days each
    expect(slots).toHaveLength(20);
    expect(slots[0]).toEqual({ date: '2026-11-24', period: 'morning', left: 4 });
    expect(slots.some((s) => s.date === '2026-11-28')).toBe(false);
  });

  it('only a department head sets the department’s times', async () => {
    const refused = await call(
      'setAppointmentAvailability',
      { weeklySlots: [], dailyCapacity: 1 },
      as('officer'),
    );
    refusedWith(refused, 200, /部门负责人/);
    refusedWith(
      await call('setAppointmentAvailability', { weeklySlots: [], dailyCapacity: 1 }, as('enterprise')),
      403,
    );
  });
});

describe('booking', () => {
  it('books a re-check of an inspection; a double tap makes one appointment; the department is told', async () => {
    const clientRequestId = randomUUID();
    const [first, second] = await Promise.all([book({ clientRequestId }), book({ clientRequestId })]);
    const appointment = ok(first);
    expect(ok(second).id).toBe(appointment.id);
    expect(appointment).toMatchObject({
      state: 'requested',
      kind: 'recheck',
      enterpriseName: '深圳市鹏程食品有限公司',
      followsRegistrationId: followedRegistrationId,
      allowedActions: ['edit', 'cancel'],
    });
    expect(appointment.appointmentNumber).toMatch(/^YY20261123\d{4}$/);
    // three working days to answer: due at the end of Thursday
    expect(appointment.answerDueAt).toBe('2026-11-26T16:00:00.000Z');
    const told = await server.database.handle.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, 'usr-13900000001'), eq(messages.kind, 'appointmentAction')));
    expect(told.some((m) => m.titleZh.includes(appointment.appointmentNumber))).toBe(true);
  });

  it('refuses what cannot be booked, naming the field', async () => {
    refusedWith(await book({ registrationId: undefined }), 400);
    const foreign = await book({ departmentCode: 'health' });
    expect(foreign.fields).toHaveProperty('registrationId');
    const saturday = await book({ slots: [{ date: '2026-11-28', period: 'morning' }] });
    expect(saturday.fields).toHaveProperty('slots');
    const today = await book({ slots: [{ date: '2026-11-23', period: 'afternoon' }] });
    expect(today.fields).toHaveProperty('slots');
    const tooMany = await book({
      slots: [TUESDAY, WEDNESDAY, THURSDAY, { date: '2026-11-27', period: 'morning' }],
    });
    refusedWith(tooMany, 400);
    refusedWith(await call('createAppointment', { ...(await bookInput()) }, as('officer')), 403);
    // guidance needs no inspection to follow up
    expect(ok(await book({ kind: 'guidance', registrationId: undefined })).state).toBe('requested');
  });
});

async function bookInput() {
  return {
    clientRequestId: randomUUID(),
    departmentCode: 'market',
    kind: 'guidance' as const,
    slots: [TUESDAY],
    address: 'x',
    contactName: 'x',
    contactPhone: '13800000001',
    description: 'x',
    photoIds: [],
  };
}

describe('who sees what', () => {
  it('the enterprise its own, the department those addressed to it, the supervision office all', async () => {
    const a = await booked();
    expect(ok(await call('getAppointment', { id: a.id }, as('officer'))).allowedActions).toEqual([
      'confirm',
      'propose',
      'decline',
    ]);
    expect(ok(await call('getAppointment', { id: a.id }, as('supervisor'))).allowedActions).toEqual([]);
    refusedWith(await call('getAppointment', { id: a.id }, as('otherEnterprise')), 404);
    refusedWith(await call('getAppointment', { id: a.id }, as('healthOfficer')), 404);
    refusedWith(
      await call(
        'confirmAppointment',
        { id: a.id, version: a.version, slot: TUESDAY, officerIds: marketOfficerIds },
        as('healthOfficer'),
      ),
      404,
    );
    refusedWith(
      await call('cancelAppointment', { id: a.id, version: a.version }, as('otherEnterprise')),
      404,
    );

    const listed = (who: keyof typeof tokens) =>
      call('listAppointments', { offset: 0, limit: 50 }, as(who)).then((r) => ok(r).items.map((i) => i.id));
    expect(await listed('enterprise')).toContain(a.id);
    expect(await listed('officer')).toContain(a.id);
    expect(await listed('supervisor')).toContain(a.id);
    expect(await listed('otherEnterprise')).not.toContain(a.id);
    expect(await listed('healthOfficer')).not.toContain(a.id);

    const ofDepartment = (who: keyof typeof tokens, departmentCode: string) =>
      call('listAppointments', { departmentCode, offset: 0, limit: 50 }, as(who));
    expect(ok(await ofDepartment('supervisor', 'market')).items.map((i) => i.id)).toContain(a.id);
    expect(ok(await ofDepartment('supervisor', 'health')).items.map((i) => i.id)).not.toContain(a.id);
    expect(ok(await ofDepartment('officer', 'market')).items.map((i) => i.id)).toContain(a.id);
    refusedWith(await ofDepartment('healthOfficer', 'market'), 404);
  });

  it('narrows the list to the days an appointment was booked on (the analysis figure’s list), both ends kept', async () => {
    const older = await booked();
    const today = await booked();
    // Booked on Tuesday 10 November (city time) instead.
    await server.database.handle.db
      .update(appointments)
      .set({ createdAt: new Date('2026-11-10T02:00:00Z') })
      .where(eq(appointments.id, older.id));
    const listed = async (who: keyof typeof tokens, days: { from?: string; to?: string }) =>
      ok(await call('listAppointments', { ...days, offset: 0, limit: 50 }, as(who))).items.map((i) => i.id);
    for (const who of ['enterprise', 'officer'] as const) {
      expect(await listed(who, { from: '2026-11-10', to: '2026-11-10' })).toEqual([older.id]);
      const fromToday = await listed(who, { from: dateText(MONDAY_MORNING) });
      expect(fromToday).toContain(today.id);
      expect(fromToday).not.toContain(older.id);
      const upToEleventh = await listed(who, { to: '2026-11-11' });
      expect(upToEleventh).toContain(older.id);
      expect(upToEleventh).not.toContain(today.id);
    }
    expect(await listed('healthOfficer', { from: '2026-11-10', to: '2026-11-10' })).toEqual([]);
  });
});

/** Brings a fresh appointment to a state by the calls users make (the terminal ones by the database). */
async function inState(state: AppointmentState): Promise<Appointment> {
  const a = await booked();
  const { db } = server.database.handle;
  const department = { id: a.id, version: a.version };
  switch (state) {
    case 'requested':
      return a;
    case 'confirmed':
      return ok(
        await call(
          'confirmAppointment',
          { ...department, slot: TUESDAY, officerIds: marketOfficerIds },
          as('officer'),
        ),
      );
    case 'rescheduled':
      return ok(await call('proposeAppointmentTime', { ...department, slot: THURSDAY }, as('officer')));
    case 'declined':
      return ok(
        await call('declineAppointment', { ...department, reason: '不属于本部门职责' }, as('officer')),
      );
    case 'cancelled':
      return ok(await call('cancelAppointment', { ...department }, as('enterprise')));
    case 'completed':
    case 'expired':
      await db.update(appointments).set({ state, version: 9 }).where(eq(appointments.id, a.id));
      return ok(await call('getAppointment', { id: a.id }, as('enterprise')));
  }
}

function act(action: Exclude<AppointmentAction, 'complete' | 'expire'>, a: Appointment) {
  const v = { id: a.id, version: a.version };
  switch (action) {
    case 'edit':
      return call(
        'editAppointment',
        {
          ...v,
          slots: [WEDNESDAY],
          address: '新地址',
          contactName: '张伟',
          contactPhone: '13800000001',
          description: '改为周三',
          photoIds: [],
        },
        as('enterprise'),
      );
    case 'cancel':
      return call('cancelAppointment', v, as('enterprise'));
    case 'confirm':
      return call('confirmAppointment', { ...v, slot: TUESDAY, officerIds: marketOfficerIds }, as('officer'));
    case 'assignOfficers':
      return call(
        'assignAppointmentOfficers',
        { ...v, officerIds: marketOfficerIds.slice(0, 2) },
        as('officer'),
      );
    case 'propose':
      return call('proposeAppointmentTime', { ...v, slot: THURSDAY, note: '周二已满' }, as('officer'));
    case 'decline':
      return call('declineAppointment', { ...v, reason: '不属于本部门职责' }, as('officer'));
    case 'cancelByDepartment':
      return call('cancelAppointmentByDepartment', { ...v, reason: '执法人员另有紧急任务' }, as('officer'));
    case 'acceptProposal':
      return call('answerAppointmentProposal', { ...v, accept: true }, as('enterprise'));
    case 'declineProposal':
      return call('answerAppointmentProposal', { ...v, accept: false }, as('enterprise'));
    case 'rate':
      return call('rateAppointment', { id: a.id, rating: 5 }, as('enterprise'));
  }
}

describe('the state machine refuses every transition it does not list', () => {
  const userActions = Object.keys(APPOINTMENT_TRANSITIONS).filter(
    (a) => a !== 'complete' && a !== 'expire',
  ) as Array<Exclude<AppointmentAction, 'complete' | 'expire'>>;
  for (const state of APPOINTMENT_STATES) {
    for (const action of userActions) {
      const rule = APPOINTMENT_TRANSITIONS[action];
      const allowed = rule.from.includes(state);
      it(`${action} from ${state}: ${allowed ? `to ${rule.to}` : 'refused'}`, async () => {
        const a = await inState(state);
        const result = await act(action, a);
        if (allowed) {
          expect(ok(result).state).toBe(rule.to);
        } else {
          refusedWith(result, 200, /状态不允许/);
          expect(ok(await call('getAppointment', { id: a.id }, as('enterprise'))).state).toBe(state);
        }
      });
    }
  }

  it('an answer on a version the user did not see is refused', async () => {
    const a = await booked();
    ok(await act('edit', a));
    refusedWith(await act('confirm', a), 200, /已有新的进展/);
  });

  it('a completed appointment is rated once', async () => {
    const a = await inState('completed');
    ok(await act('rate', a));
    refusedWith(await act('rate', a), 200, /已评价/);
  });
});

describe('answers', () => {
  it('confirming takes one of the enterprise’s times and enough officers of the department', async () => {
    const a = await booked();
    const v = { id: a.id, version: a.version };
    const other = await call(
      'confirmAppointment',
      { ...v, slot: THURSDAY, officerIds: marketOfficerIds },
      as('officer'),
    );
    expect(other.fields).toHaveProperty('slot');
    const alone = await call(
      'confirmAppointment',
      { ...v, slot: TUESDAY, officerIds: [marketOfficerIds[0]!] },
      as('officer'),
    );
    expect(alone.fields).toHaveProperty('officerIds');
    const health = await call(
      'confirmAppointment',
      { ...v, slot: TUESDAY, officerIds: ['usr-13900000002', marketOfficerIds[0]!] },
      as('officer'),
    );
    expect(health.fields).toHaveProperty('officerIds');
    const confirmed = ok(
      await call(
        'confirmAppointment',
        { ...v, slot: TUESDAY, officerIds: marketOfficerIds.slice(0, 2) },
        as('officer'),
      ),
    );
    expect(confirmed).toMatchObject({ state: 'confirmed', slot: TUESDAY, answerDueAt: null });
    expect(confirmed.officers).toHaveLength(2);
    const told = await server.database.handle.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, 'usr-13800000001'), eq(messages.kind, 'appointmentUpdated')));
    expect(told.some((m) => m.titleZh.includes(`${a.appointmentNumber} 已确认`))).toBe(true);
  });

  it('a proposed time the enterprise declines goes back to the department with its own times', async () => {
    const proposed = await inState('rescheduled');
    expect(proposed).toMatchObject({ slot: THURSDAY, allowedActions: ['cancelByDepartment'] });
    const seen = ok(await call('getAppointment', { id: proposed.id }, as('enterprise')));
    expect(seen.allowedActions).toEqual(['cancel', 'acceptProposal', 'declineProposal']);
    const back = ok(await act('declineProposal', proposed));
    expect(back).toMatchObject({ state: 'requested', slot: null, preferredSlots: [TUESDAY, WEDNESDAY] });
    expect(back.timeline.map((e) => e.action)).toEqual(['book', 'propose', 'declineProposal']);
  });

  it('a relaunch books again from a declined one, keeping the link; an open one cannot be relaunched', async () => {
    const declined = await inState('declined');
    const again = ok(await book({ relaunchedFrom: declined.id }));
    expect(again).toMatchObject({ state: 'requested', relaunchedFrom: declined.id });
    refusedWith(await book({ relaunchedFrom: again.id }), 200, /重新预约/);
  });
});

describe('assigning officers', () => {
  const [LI_MING, HE_JING, ZHAO_QIANG, SUN_LI] = [
    'usr-13900000001',
    'usr-13900000003',
    'usr-13900000011',
    'usr-13900000012',
  ];
  const assign = (a: Appointment, officerIds: string[], who: keyof typeof tokens = 'officer') =>
    call('assignAppointmentOfficers', { id: a.id, version: a.version, officerIds }, as(who));

  it('a proposal the enterprise accepted is confirmed with nobody; the department names who comes, and may change them', async () => {
    const proposed = await inState('rescheduled');
    const accepted = ok(await act('acceptProposal', proposed));
    expect(accepted).toMatchObject({ state: 'confirmed', slot: THURSDAY, officers: [] });
    const seen = ok(await call('getAppointment', { id: accepted.id }, as('officer')));
    expect(seen.allowedActions).toEqual(['assignOfficers', 'cancelByDepartment']);

    // who may not: another department's officer (it is not theirs to see), the enterprise, the supervision office
    refusedWith(await assign(seen, [ZHAO_QIANG, SUN_LI], 'healthOfficer'), 404);
    refusedWith(await assign(seen, [ZHAO_QIANG, SUN_LI], 'supervisor'), 404);
    refusedWith(await assign(seen, [ZHAO_QIANG, SUN_LI], 'enterprise'), 403);
    // whom not, as confirming refuses them: too few, another department's officer, an uncertified one
    expect((await assign(seen, [ZHAO_QIANG])).fields).toHaveProperty('officerIds');
    expect((await assign(seen, [ZHAO_QIANG, 'usr-13900000002'])).fields).toHaveProperty('officerIds');
    const { db } = server.database.handle;
    const fresh = await booked(); // before the uncertified one exists: it is told of nothing
    const uncertified = 'usr-13900000019';
    await db.insert(users).values({
      id: uncertified,
      phone: '13900000019',
      name: '见习人员',
      role: 'officer',
      departmentCode: 'market',
      passwordHash: 'x',
    });
    try {
      expect((await assign(seen, [ZHAO_QIANG, uncertified])).fields).toHaveProperty('officerIds');
      const confirming = await call(
        'confirmAppointment',
        { id: fresh.id, version: fresh.version, slot: TUESDAY, officerIds: [ZHAO_QIANG, uncertified] },
        as('officer'),
      );
      expect(confirming.fields).toHaveProperty('officerIds');
    } finally {
      await db.delete(users).where(eq(users.id, uncertified));
    }

    const assigned = ok(await assign(seen, [ZHAO_QIANG, SUN_LI]));
    expect(assigned).toMatchObject({ state: 'confirmed', slot: THURSDAY, version: seen.version + 1 });
    expect(assigned.officers.map((o) => o.userId).sort()).toEqual([ZHAO_QIANG, SUN_LI].sort());
    expect(assigned.officers.every((o) => o.certificateNumber !== '')).toBe(true);
    expect(assigned.timeline.at(-1)).toMatchObject({
      action: 'assignOfficers',
      actorName: '李明',
      note: '赵强、孙丽',
    });
    const detail = ok(await call('getAppointment', { id: seen.id }, as('enterprise')));
    expect(detail.officers.map((o) => o.name).sort()).toEqual(['孙丽', '赵强'].sort());
    const told = await db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, 'usr-13800000001'), eq(messages.kind, 'appointmentUpdated')));
    const news = told.find((m) => m.titleZh.includes(`${seen.appointmentNumber} 上门人员已确定`));
    expect(news?.bodyZh).toContain('上门人员已确定：赵强、孙丽');
    expect(news?.bodyEn).toContain('The officers coming: 赵强, 孙丽');

    // on the version the user saw before, refused; nothing changes
    refusedWith(await assign(seen, [LI_MING, HE_JING]), 200, /已有新的进展/);
    // the head names others when someone falls ill: they replace the ones before
    const again = ok(await assign(assigned, [LI_MING, HE_JING], 'head'));
    expect(again.officers.map((o) => o.userId).sort()).toEqual([LI_MING, HE_JING].sort());
    expect(again.state).toBe('confirmed');
    // the lists (the desk's today, the scan) name them too
    const listed = ok(
      await call('listAppointments', { state: 'confirmed', limit: 50, offset: 0 }, as('officer')),
    );
    expect(listed.items.find((item) => item.id === seen.id)?.officerNames.sort()).toEqual(
      again.officers.map((o) => o.name).sort(),
    );
  });
});

describe('capacity', () => {
  it('a full day is not offered and cannot be confirmed, however many officers confirm at once', async () => {
    ok(
      await call(
        'setAppointmentAvailability',
        { weeklySlots: ['5-morning', '5-afternoon'], dailyCapacity: 1 },
        as('head'),
      ),
    );
    try {
      const first = await book({ slots: [FRIDAY] });
      const second = await book({ slots: [FRIDAY] });
      const [a, b] = [ok(first), ok(second)];
      const results = await Promise.all(
        [a, b].map((x) =>
          call(
            'confirmAppointment',
            { id: x.id, version: x.version, slot: FRIDAY, officerIds: marketOfficerIds },
            as('officer'),
          ),
        ),
      );
      expect(results.filter((r) => r.code === 20000)).toHaveLength(1);
      expect(results.find((r) => r.code !== 20000)?.message).toMatch(/已满/);
      const slots = ok(await call('listAppointmentSlots', { departmentCode: 'market' }, as('enterprise')));
      expect(slots.some((s) => s.date === FRIDAY.date)).toBe(false);
      expect((await book({ slots: [FRIDAY] })).fields).toHaveProperty('slots');
    } finally {
      const weekly = [1, 2, 3, 4, 5].flatMap((d) => [`${d}-morning`, `${d}-afternoon`]);
      ok(await call('setAppointmentAvailability', { weeklySlots: weekly, dailyCapacity: 50 }, as('head')));
    }
  });
});

describe('expiry (test clock)', () => {
  it('an unanswered request expires after three working days, and the enterprise is told', async () => {
    const start = time.now;
    const a = await booked();
    const proposed = await inState('rescheduled');
    try {
      // Thursday 23:59: still open
      time.set(new Date('2026-11-26T15:59:00Z'));
      ok(await call('advanceTestClock', { hours: 0 }));
      expect(ok(await call('getAppointment', { id: a.id }, as('enterprise'))).state).toBe('requested');
      // Friday: expired; the proposal for Thursday expired when its day began
      time.set(new Date('2026-11-26T16:00:00Z'));
      ok(await call('advanceTestClock', { hours: 0 }));
      const expired = ok(await call('getAppointment', { id: a.id }, as('enterprise')));
      expect(expired).toMatchObject({ state: 'expired', allowedActions: [] });
      expect(expired.timeline.at(-1)).toMatchObject({ action: 'expire', actorName: null });
      expect(ok(await call('getAppointment', { id: proposed.id }, as('enterprise'))).state).toBe('expired');
      const told = await server.database.handle.db
        .select()
        .from(messages)
        .where(and(eq(messages.userId, 'usr-13800000001'), eq(messages.kind, 'appointmentUpdated')));
      expect(told.some((m) => m.titleZh.includes(`${a.appointmentNumber} 已过期`))).toBe(true);
    } finally {
      time.set(start);
    }
  });

  it('a confirmed appointment nobody registered expires two working days after its day', async () => {
    const start = time.now;
    const a = await inState('confirmed');
    try {
      time.set(new Date('2026-11-26T15:00:00Z')); // Thursday 23:00: Tuesday + 2 working days is still today
      ok(await call('advanceTestClock', { hours: 0 }));
      expect(ok(await call('getAppointment', { id: a.id }, as('enterprise'))).state).toBe('confirmed');
      time.set(new Date('2026-11-26T16:30:00Z')); // Friday 00:30
      ok(await call('advanceTestClock', { hours: 0 }));
      expect(ok(await call('getAppointment', { id: a.id }, as('enterprise'))).state).toBe('expired');
    } finally {
      time.set(start);
    }
  });
});

describe('the visit registered against the appointment', () => {
  /** A confirmed appointment due today by the server's (test) clock, which registrations and visits read. */
  async function confirmedToday(kind: 'recheck' | 'guidance'): Promise<Appointment> {
    const a = await inState('confirmed');
    await server.database.handle.db
      .update(appointments)
      .set({ kind, slotDate: dateText(time.now) })
      .where(eq(appointments.id, a.id));
    return a;
  }

  it('a re-check registered against it completes it, linked; a wrong reason registers nothing', async () => {
    const a = await confirmedToday('recheck');
    const quota = async () =>
      ok(await call('getQuota', { enterpriseNumber: 'SZ440305000123' }, as('enterprise'))).find(
        (q) => q.departmentCode === 'market',
      )!;
    const warnings = async () =>
      ok(await call('listWarnings', { enterpriseNumber: 'SZ440305000123' }, as('officer'))).length;
    const [usedBefore, warningsBefore] = [(await quota()).used, await warnings()];
    const wrong = await call(
      'createRegistration',
      registrationInput({ type: 'case', caseReason: 'licensing', appointmentId: a.id }, time.now.getTime()),
      as('officer'),
    );
    expect(wrong.fields).toHaveProperty('appointmentId');
    const registered = ok(
      await call(
        'createRegistration',
        registrationInput({ type: 'case', caseReason: 'recheck', appointmentId: a.id }, time.now.getTime()),
        as('officer'),
      ),
    );
    const done = ok(await call('getAppointment', { id: a.id }, as('enterprise')));
    expect(done).toMatchObject({
      state: 'completed',
      registrationId: registered.id,
      allowedActions: ['rate'],
    });
    // the visit the enterprise asked for never counts toward the annual cap or the frequency warnings
    expect((await quota()).used).toBe(usedBefore);
    expect(await warnings()).toBe(warningsBefore);
    // once completed, nothing more can be registered against it
    const again = await call(
      'createRegistration',
      registrationInput({ type: 'case', caseReason: 'recheck', appointmentId: a.id }, time.now.getTime()),
      as('officer'),
    );
    refusedWith(again, 200, /状态不允许/);
  });

  it('guidance is a service visit; an appointment of another day is refused', async () => {
    const a = await confirmedToday('guidance');
    const visit = {
      clientRequestId: randomUUID(),
      enterpriseNumber: 'SZ440305000123',
      purpose: '开业前指导',
      startedAt: new Date(time.now.getTime() - 30 * 60_000).toISOString(),
      endedAt: new Date(time.now.getTime() - 5 * 60_000).toISOString(),
    };
    const made = ok(await call('createVisit', { ...visit, appointmentId: a.id }, as('officer')));
    expect(ok(await call('getAppointment', { id: a.id }, as('enterprise')))).toMatchObject({
      state: 'completed',
      visitId: made.id,
    });

    const later = await inState('confirmed');
    await server.database.handle.db
      .update(appointments)
      .set({ slotDate: '2026-12-01' })
      .where(eq(appointments.id, later.id));
    const refused = await call(
      'createRegistration',
      registrationInput({ type: 'case', caseReason: 'recheck', appointmentId: later.id }, time.now.getTime()),
      as('officer'),
    );
    refusedWith(refused, 200, /不在今天/);
  });
});
