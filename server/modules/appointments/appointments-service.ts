import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { askDepartment, slotOf, tellEnterprise } from './appointment-notifications';
import { replaceOfficers, requireOfficersOfDepartment } from './appointment-officers';
import {
  attachBookedPhotos,
  listAppointmentPhotos,
  replaceAppointmentPhotos,
  requireRequestPhotos,
} from './appointment-photos';
import {
  claimPlaceOnDay,
  findCalendar,
  listOfferedSlots,
  requireOfferedSlots,
  type CalendarRow,
} from './appointment-slots';
import { transition, type AppointmentRow } from './appointment-transitions';
import {
  OPEN_APPOINTMENT_STATES,
  RELAUNCHABLE_STATES,
  allowedAppointmentActions,
  type AppointmentActor,
} from '../../../contract/appointments/rules';
import type {
  Appointment,
  AppointmentSlot,
  AppointmentSummary,
} from '../../../contract/appointments/schemas';
import {
  dateText,
  daysAsInstants,
  endOfWorkingDays,
  startOfDate,
  type HolidayCalendar,
} from '../../../contract/city-calendar';
import type { Locale } from '../../../contract/locales';
import type { Database, Transaction } from '../../db/client';
import { nextCounter } from '../../db/counters';
import {
  appointmentCalendars,
  appointmentEvents,
  appointmentOfficers,
  appointments,
} from '../../db/schema/appointments';
import { enterprises } from '../../db/schema/enterprises';
import { departments } from '../../db/schema/officers';
import { registrations } from '../../db/schema/registrations';
import { users } from '../../db/schema/session';
import type { AuthSession } from '../../http/auth';
import type { AppContext, EndpointInput } from '../../http/endpoint';
import { FieldRuleError, NotFoundError, OperationFailedError } from '../../http/errors';
import { hasCapability, requireDepartment } from '../../http/guards';
import { loadHolidayCalendar } from '../calendar';

type Reader = Database | Transaction;

const named = (locale: Locale, zh: string, en: string | null) => (locale === 'en' && en ? en : zh);

/** The answer deadline of a request or a proposal: N working days, and never after the proposed day begins. */
function answerDue(
  ctx: AppContext,
  at: Date,
  calendar: HolidayCalendar,
  proposed: AppointmentSlot | null = null,
): Date {
  const due = endOfWorkingDays(at, ctx.config.appointmentAnswerWorkingDays, calendar);
  const dayStart = proposed ? startOfDate(proposed.date) : null;
  return dayStart && dayStart < due ? dayStart : due;
}

// ---- who may see and act ----

/** The side the session acts for on this appointment, or null for a reader (the supervision office). */
function actorOf(session: AuthSession, row: AppointmentRow): AppointmentActor | null {
  if (session.user.role === 'enterprise')
    return session.enterpriseId === row.enterpriseId ? 'enterprise' : null;
  return session.user.departmentCode === row.departmentCode ? 'department' : null;
}

/** An enterprise sees only its own, a department only those addressed to it, the supervision office all. */
async function loadVisible(db: Reader, session: AuthSession, id: string): Promise<AppointmentRow> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!row) throw new NotFoundError('appointmentNotFound');
  if (actorOf(session, row) === null && !hasCapability(session, 'supervisor'))
    throw new NotFoundError('appointmentNotFound');
  return row;
}

/** The appointment as the side that acts on it; a version given must be the one the user saw (checked first). */
async function loadAs(
  db: Reader,
  session: AuthSession,
  id: string,
  actor: AppointmentActor,
  version?: number,
) {
  const row = await loadVisible(db, session, id);
  if (actorOf(session, row) !== actor) throw new NotFoundError('appointmentNotFound');
  if (version !== undefined && version !== row.version)
    throw new OperationFailedError('appointmentVersionConflict');
  return row;
}

// ---- views ----

async function summaries(db: Reader, rows: AppointmentRow[], locale: Locale): Promise<AppointmentSummary[]> {
  if (rows.length === 0) return [];
  const names = await db
    .select({
      id: enterprises.id,
      number: enterprises.enterpriseNumber,
      zh: enterprises.name,
      en: enterprises.nameEn,
    })
    .from(enterprises)
    .where(inArray(enterprises.id, [...new Set(rows.map((r) => r.enterpriseId))]));
  const depts = await db.select().from(departments);
  const coming = await db
    .select({ appointmentId: appointmentOfficers.appointmentId, name: users.name })
    .from(appointmentOfficers)
    .innerJoin(users, eq(users.id, appointmentOfficers.userId))
    .where(
      inArray(
        appointmentOfficers.appointmentId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(users.name));
  return rows.map((row) => {
    const enterprise = names.find((n) => n.id === row.enterpriseId)!;
    const department = depts.find((d) => d.code === row.departmentCode)!;
    return {
      id: row.id,
      appointmentNumber: row.appointmentNumber,
      kind: row.kind,
      state: row.state,
      enterpriseNumber: enterprise.number,
      enterpriseName: named(locale, enterprise.zh, enterprise.en),
      departmentCode: row.departmentCode,
      departmentName: named(locale, department.nameZh, department.nameEn),
      slot: slotOf(row),
      preferredSlots: row.preferredSlots,
      answerDueAt: row.answerDueAt?.toISOString() ?? null,
      officerNames: coming.filter((o) => o.appointmentId === row.id).map((o) => o.name),
      createdAt: row.createdAt.toISOString(),
      version: row.version,
    };
  });
}

async function detailOf(
  { db, config }: AppContext,
  session: AuthSession,
  row: AppointmentRow,
  locale: Locale,
): Promise<Appointment> {
  const [summary] = await summaries(db, [row], locale);
  const officers = await db
    .select({ userId: users.id, name: users.name, certificateNumber: users.certificateNumber })
    .from(appointmentOfficers)
    .innerJoin(users, eq(users.id, appointmentOfficers.userId))
    .where(eq(appointmentOfficers.appointmentId, row.id))
    .orderBy(asc(users.name));
  const events = await db
    .select({ event: appointmentEvents, actorName: users.name })
    .from(appointmentEvents)
    .leftJoin(users, eq(users.id, appointmentEvents.actorId))
    .where(eq(appointmentEvents.appointmentId, row.id))
    .orderBy(asc(appointmentEvents.at), asc(appointmentEvents.id));
  const linked = [row.followsRegistrationId, row.registrationId].filter((id): id is string => Boolean(id));
  const numbers = linked.length
    ? await db
        .select({ id: registrations.id, number: registrations.registrationNumber })
        .from(registrations)
        .where(inArray(registrations.id, linked))
    : [];
  const numberOf = (id: string | null) => numbers.find((n) => n.id === id)?.number ?? null;
  const actor = actorOf(session, row);
  return {
    ...summary!,
    followsRegistrationId: row.followsRegistrationId,
    followsRegistrationNumber: numberOf(row.followsRegistrationId),
    registrationId: row.registrationId,
    registrationNumber: numberOf(row.registrationId),
    visitId: row.visitId,
    relaunchedFrom: row.relaunchedFrom,
    address: row.address,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    description: row.description,
    photos: await listAppointmentPhotos(db, config, row.id),
    officers: officers.map((o) => ({ ...o, certificateNumber: o.certificateNumber ?? '' })),
    reason: row.reason,
    rating: row.rating,
    ratingComment: row.ratingComment,
    timeline: events.map(({ event, actorName }) => ({
      action: event.action as Appointment['timeline'][number]['action'],
      actorName: event.actorId ? actorName : null,
      at: event.at.toISOString(),
      note: event.note,
      slot: slotOf({
        slotDate: event.slotDate,
        slotPeriod: event.slotPeriod as AppointmentSlot['period'] | null,
      }),
    })),
    allowedActions: actor ? allowedAppointmentActions(row.state, actor, row.rating !== null) : [],
  };
}

export async function getAppointment(ctx: AppContext, session: AuthSession, id: string, locale: Locale) {
  return detailOf(ctx, session, await loadVisible(ctx.db, session, id), locale);
}

export async function listAppointments(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'listAppointments'>,
  locale: Locale,
) {
  const conditions: SQL[] = [];
  if (session.user.role === 'enterprise') {
    if (!session.enterpriseId) return { items: [], total: 0 };
    conditions.push(eq(appointments.enterpriseId, session.enterpriseId));
    if (input.departmentCode) conditions.push(eq(appointments.departmentCode, input.departmentCode));
  } else if (!hasCapability(session, 'supervisor')) {
    const own = requireDepartment(session);
    if (input.departmentCode && input.departmentCode !== own) throw new NotFoundError();
    conditions.push(eq(appointments.departmentCode, own));
  } else if (input.departmentCode) {
    conditions.push(eq(appointments.departmentCode, input.departmentCode));
  }
  if (input.state) conditions.push(eq(appointments.state, input.state));
  if (input.on) conditions.push(eq(appointments.slotDate, input.on));
  const booked = daysAsInstants(input.from, input.to);
  if (booked.from) conditions.push(gte(appointments.createdAt, booked.from));
  if (booked.before) conditions.push(lt(appointments.createdAt, booked.before));
  if (input.enterpriseNumber) {
    const [enterprise] = await ctx.db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.enterpriseNumber, input.enterpriseNumber));
    if (!enterprise) return { items: [], total: 0 };
    conditions.push(eq(appointments.enterpriseId, enterprise.id));
  }
  const where = and(...conditions);
  const open = sql`${appointments.state} in (${sql.join(
    OPEN_APPOINTMENT_STATES.map((s) => sql`${s}`),
    sql`, `,
  )})`;
  const rows = await ctx.db
    .select()
    .from(appointments)
    .where(where)
    // open ones first, by their day (or when they were asked), then the ended ones, newest first
    .orderBy(
      desc(open),
      sql`case when ${open} then coalesce(${appointments.slotDate}, '9999') end asc`,
      desc(appointments.createdAt),
    )
    .limit(input.limit)
    .offset(input.offset);
  const [total] = await ctx.db.select({ n: count() }).from(appointments).where(where);
  return { items: await summaries(ctx.db, rows, locale), total: total?.n ?? 0 };
}

// ---- what can be booked ----

export async function getAppointmentOptions(ctx: AppContext, locale: Locale) {
  const rows = await ctx.db
    .select({ calendar: appointmentCalendars, department: departments })
    .from(appointmentCalendars)
    .innerJoin(departments, eq(departments.code, appointmentCalendars.departmentCode))
    .orderBy(asc(departments.sort));
  return {
    departments: rows.map(({ calendar, department }) => ({
      code: department.code,
      name: named(locale, department.nameZh, department.nameEn),
      kinds: calendar.kinds,
      dailyCapacity: calendar.dailyCapacity,
      weeklySlots: calendar.weeklySlots,
    })),
    answerWorkingDays: ctx.config.appointmentAnswerWorkingDays,
  };
}

async function requireCalendar(db: Reader, departmentCode: string): Promise<CalendarRow> {
  const calendar = await findCalendar(db, departmentCode);
  if (!calendar) throw new FieldRuleError('departmentCode', 'appointmentKindNotOffered');
  return calendar;
}

export async function listSlots(ctx: AppContext, departmentCode: string) {
  const calendar = await findCalendar(ctx.db, departmentCode);
  if (!calendar) throw new NotFoundError();
  return listOfferedSlots(ctx.db, calendar, await loadHolidayCalendar(ctx.db), ctx.now());
}

export async function setAvailability(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'setAppointmentAvailability'>,
  locale: Locale,
) {
  const departmentCode = requireDepartment(session);
  if (!hasCapability(session, 'departmentHead')) throw new OperationFailedError('appointmentHeadOnly');
  await requireCalendar(ctx.db, departmentCode);
  await ctx.db
    .update(appointmentCalendars)
    .set({ weeklySlots: input.weeklySlots, dailyCapacity: input.dailyCapacity, updatedAt: ctx.now() })
    .where(eq(appointmentCalendars.departmentCode, departmentCode));
  return (await getAppointmentOptions(ctx, locale)).departments.find((d) => d.code === departmentCode)!;
}

// ---- the enterprise ----

async function requireFollowedRegistration(
  db: Reader,
  enterpriseId: string,
  departmentCode: string,
  registrationId: string | undefined,
  kind: AppointmentRow['kind'],
): Promise<string | null> {
  if (!registrationId) {
    if (kind === 'recheck') throw new FieldRuleError('registrationId', 'appointmentRecheckNeedsRegistration');
    return null;
  }
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.id, registrationId),
        eq(registrations.enterpriseId, enterpriseId),
        eq(registrations.departmentCode, departmentCode),
      ),
    );
  if (!row) throw new FieldRuleError('registrationId', 'appointmentRecheckNeedsRegistration');
  return row.id;
}

export async function createAppointment(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'createAppointment'>,
  locale: Locale,
): Promise<Appointment> {
  const { db } = ctx;
  const byRequest = () =>
    db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.createdBy, session.userId),
          eq(appointments.clientRequestId, input.clientRequestId),
        ),
      );
  // A retry or a double tap gets the first appointment back.
  const [saved] = await byRequest();
  if (saved) return detailOf(ctx, session, saved, locale);
  const enterpriseId = session.enterpriseId;
  if (!enterpriseId) throw new OperationFailedError('appointmentNeedsEnterprise');
  const at = ctx.now();
  const calendar = await requireCalendar(db, input.departmentCode);
  if (!calendar.kinds.includes(input.kind)) throw new FieldRuleError('kind', 'appointmentKindNotOffered');
  const follows = await requireFollowedRegistration(
    db,
    enterpriseId,
    input.departmentCode,
    input.registrationId,
    input.kind,
  );
  const holidays = await loadHolidayCalendar(db);
  await requireOfferedSlots(db, calendar, holidays, at, input.slots, 'slots');
  if (input.relaunchedFrom) {
    const earlier = await loadAs(db, session, input.relaunchedFrom, 'enterprise');
    if (!RELAUNCHABLE_STATES.includes(earlier.state))
      throw new OperationFailedError('appointmentNotRelaunchable');
  }
  await requireRequestPhotos(db, session.userId, input.photoIds, input.relaunchedFrom ?? null);
  const day = dateText(at).replaceAll('-', '');
  const number = `YY${day}${String(await nextCounter(db, `appointment:${day}`)).padStart(4, '0')}`;
  const dueAt = answerDue(ctx, at, holidays);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(appointments)
      .values({
        id: randomUUID(),
        appointmentNumber: number,
        enterpriseId,
        departmentCode: input.departmentCode,
        kind: input.kind,
        state: 'requested',
        followsRegistrationId: follows,
        preferredSlots: input.slots,
        address: input.address,
        contactName: input.contactName,
        contactPhone: input.contactPhone,
        description: input.description,
        answerDueAt: dueAt,
        relaunchedFrom: input.relaunchedFrom ?? null,
        createdBy: session.userId,
        clientRequestId: input.clientRequestId,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return; // the same request, inserted meanwhile by its twin
    await attachBookedPhotos(tx, session.userId, row.id, input.photoIds, input.relaunchedFrom ?? null);
    await tx
      .insert(appointmentEvents)
      .values({ appointmentId: row.id, action: 'book', actorId: session.userId, at });
    await askDepartment(tx, row, 'answer', at);
  });
  const [created] = await byRequest();
  return detailOf(ctx, session, created!, locale);
}

export async function editAppointment(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'editAppointment'>,
  locale: Locale,
) {
  const { db } = ctx;
  const row = await loadAs(db, session, input.id, 'enterprise', input.version);
  const at = ctx.now();
  const calendar = await requireCalendar(db, row.departmentCode);
  // Slots it had chosen before stay acceptable only if they are still offered.
  await requireOfferedSlots(db, calendar, await loadHolidayCalendar(db), at, input.slots, 'slots');
  await requireRequestPhotos(db, session.userId, input.photoIds, row.id);
  const updated = await db.transaction(async (tx) => {
    const next = await transition(tx, row, {
      action: 'edit',
      actor: 'enterprise',
      actorId: session.userId,
      at,
      patch: {
        preferredSlots: input.slots,
        address: input.address,
        contactName: input.contactName,
        contactPhone: input.contactPhone,
        description: input.description,
      },
    });
    await replaceAppointmentPhotos(tx, session.userId, row.id, input.photoIds);
    await askDepartment(tx, next, 'changed', at);
    return next;
  });
  return detailOf(ctx, session, updated, locale);
}

export async function cancelAppointment(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'cancelAppointment'>,
  locale: Locale,
) {
  const row = await loadAs(ctx.db, session, input.id, 'enterprise', input.version);
  const at = ctx.now();
  const updated = await ctx.db.transaction(async (tx) => {
    const next = await transition(tx, row, {
      action: 'cancel',
      actor: 'enterprise',
      actorId: session.userId,
      at,
      patch: { reason: input.reason ?? null, answerDueAt: null },
      note: input.reason ?? null,
    });
    await askDepartment(tx, next, 'cancelled', at);
    return next;
  });
  return detailOf(ctx, session, updated, locale);
}

export async function answerProposal(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'answerAppointmentProposal'>,
  locale: Locale,
) {
  const row = await loadAs(ctx.db, session, input.id, 'enterprise', input.version);
  const at = ctx.now();
  const dueAt = input.accept ? null : answerDue(ctx, at, await loadHolidayCalendar(ctx.db));
  const updated = await ctx.db.transaction(async (tx) => {
    if (input.accept && row.slotDate) await claimPlaceOnDay(tx, row.departmentCode, row.slotDate);
    const next = await transition(tx, row, {
      action: input.accept ? 'acceptProposal' : 'declineProposal',
      actor: 'enterprise',
      actorId: session.userId,
      at,
      // declined: back to the enterprise's own preferences, waiting for the department again
      patch: input.accept ? { answerDueAt: null } : { slotDate: null, slotPeriod: null, answerDueAt: dueAt },
      slot: slotOf(row),
    });
    await askDepartment(tx, next, input.accept ? 'proposalAccepted' : 'proposalDeclined', at);
    return next;
  });
  return detailOf(ctx, session, updated, locale);
}

export async function rateAppointment(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'rateAppointment'>,
  locale: Locale,
) {
  const row = await loadAs(ctx.db, session, input.id, 'enterprise');
  if (row.rating !== null) throw new OperationFailedError('appointmentAlreadyRated');
  const updated = await ctx.db.transaction((tx) =>
    transition(tx, row, {
      action: 'rate',
      actor: 'enterprise',
      actorId: session.userId,
      at: ctx.now(),
      patch: { rating: input.rating, ratingComment: input.comment ?? null },
      note: input.comment ?? null,
    }),
  );
  return detailOf(ctx, session, updated, locale);
}

// ---- the department ----

export async function confirmAppointment(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'confirmAppointment'>,
  locale: Locale,
) {
  const row = await loadAs(ctx.db, session, input.id, 'department', input.version);
  const at = ctx.now();
  const slot = input.slot;
  const preferred = row.preferredSlots.some((s) => s.date === slot.date && s.period === slot.period);
  // One of the enterprise's own choices, still ahead; any other time is proposed instead.
  if (!preferred || slot.date <= dateText(at)) throw new FieldRuleError('slot', 'appointmentSlotUnavailable');
  const officers = await requireOfficersOfDepartment(ctx.db, row.departmentCode, input.officerIds, row.kind);
  const updated = await ctx.db.transaction(async (tx) => {
    await claimPlaceOnDay(tx, row.departmentCode, slot.date);
    const next = await transition(tx, row, {
      action: 'confirm',
      actor: 'department',
      actorId: session.userId,
      at,
      patch: { slotDate: slot.date, slotPeriod: slot.period, answerDueAt: null },
      slot,
    });
    await replaceOfficers(tx, row.id, officers);
    await tellEnterprise(
      tx,
      next,
      { kind: 'state', state: 'confirmed', slot, reason: null },
      session.userId,
      at,
    );
    return next;
  });
  return detailOf(ctx, session, updated, locale);
}

/** Names who comes to a confirmed visit (none yet after an accepted proposal, or one fell ill); the enterprise is told. */
export async function assignOfficers(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'assignAppointmentOfficers'>,
  locale: Locale,
) {
  const row = await loadAs(ctx.db, session, input.id, 'department', input.version);
  const at = ctx.now();
  const officers = await requireOfficersOfDepartment(ctx.db, row.departmentCode, input.officerIds, row.kind);
  const names = officers.map((o) => o.name);
  const updated = await ctx.db.transaction(async (tx) => {
    const next = await transition(tx, row, {
      action: 'assignOfficers',
      actor: 'department',
      actorId: session.userId,
      at,
      note: names.join('、'),
    });
    await replaceOfficers(tx, row.id, officers);
    await tellEnterprise(tx, next, { kind: 'officers', names, slot: slotOf(row) }, session.userId, at);
    return next;
  });
  return detailOf(ctx, session, updated, locale);
}

export async function proposeTime(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'proposeAppointmentTime'>,
  locale: Locale,
) {
  const { db } = ctx;
  const row = await loadAs(db, session, input.id, 'department', input.version);
  const at = ctx.now();
  const calendar = await requireCalendar(db, row.departmentCode);
  const holidays = await loadHolidayCalendar(db);
  await requireOfferedSlots(db, calendar, holidays, at, [input.slot], 'slot');
  const dueAt = answerDue(ctx, at, holidays, input.slot);
  const updated = await db.transaction(async (tx) => {
    const next = await transition(tx, row, {
      action: 'propose',
      actor: 'department',
      actorId: session.userId,
      at,
      patch: {
        slotDate: input.slot.date,
        slotPeriod: input.slot.period,
        answerDueAt: dueAt,
        reason: input.note ?? null,
      },
      note: input.note ?? null,
      slot: input.slot,
    });
    await tellEnterprise(
      tx,
      next,
      { kind: 'proposed', slot: input.slot, note: input.note ?? null },
      session.userId,
      at,
    );
    return next;
  });
  return detailOf(ctx, session, updated, locale);
}

export async function declineAppointment(
  ctx: AppContext,
  session: AuthSession,
  input: EndpointInput<'declineAppointment'> & { byDepartment?: boolean },
  locale: Locale,
) {
  const row = await loadAs(ctx.db, session, input.id, 'department', input.version);
  const at = ctx.now();
  const action = input.byDepartment ? 'cancelByDepartment' : 'decline';
  const updated = await ctx.db.transaction(async (tx) => {
    const next = await transition(tx, row, {
      action,
      actor: 'department',
      actorId: session.userId,
      at,
      patch: { reason: input.reason, answerDueAt: null },
      note: input.reason,
    });
    const state = action === 'decline' ? 'declined' : 'cancelled';
    await tellEnterprise(
      tx,
      next,
      { kind: 'state', state, slot: slotOf(row), reason: input.reason },
      session.userId,
      at,
    );
    return next;
  });
  return detailOf(ctx, session, updated, locale);
}
