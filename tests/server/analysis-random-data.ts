/** A random data set for the analysis's figures (analysis-figures.test.ts), the same for the same seed. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CERT, newEnterprise } from './loop-fixtures';
import { APPOINTMENT_STATES, type AppointmentState } from '../../contract/appointments/rules';
import { DAY_MS, dateText, startOfDate } from '../../contract/city-calendar';
import { COMPLAINT_STATES } from '../../contract/complaints/rules';
import { evaluationLevelSchema } from '../../contract/registrations/schemas';
import type { Database } from '../../server/db/client';
import { appointmentEvents, appointments } from '../../server/db/schema/appointments';
import { complaintEvents, complaints } from '../../server/db/schema/complaints';
import { regions } from '../../server/db/schema/content';
import { enterprises } from '../../server/db/schema/enterprises';
import { departments } from '../../server/db/schema/officers';
import { plans, planTargets } from '../../server/db/schema/plans';
import { evaluations, registrations } from '../../server/db/schema/registrations';
import { codeScans } from '../../server/db/schema/supervision-codes';

const earliest = (a: Date, b: Date) => (a < b ? a : b);

/**
 * Inserts what happened from `since` to `until`, drawn from `random`: enterprises of their own (some without a region),
 * registrations (a few on both sides of the city's midnight at a month's and a year's end), evaluations, complaints
 * with decisions and overdue reports at any time after lodging, appointments (a registration re-checked twice, answers
 * that later expired) and plans under which some registrations were made.
 */
export async function insertRandomData(database: Database, random: () => number, since: Date, until: Date) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;
  const between = (from: Date, to: Date) =>
    new Date(from.getTime() + random() * (to.getTime() - from.getTime()));
  const codes = (await database.select().from(departments).where(eq(departments.inspects, true))).map(
    (d) => d.code,
  );
  const regionCodes = (await database.select({ code: regions.code }).from(regions)).map((r) => r.code);
  const demoScans = await database.select().from(codeScans).orderBy(codeScans.id).limit(5);
  // Beside the demo's, a check-in far from the enterprise and one without a position, each new to this data.
  const [first] = demoScans;
  const checkIns = first
    ? [
        { ...first, id: `scan-far-${randomUUID()}`, far: true },
        {
          ...first,
          id: `scan-unlocated-${randomUUID()}`,
          far: false,
          latitude: null,
          longitude: null,
          distanceMeters: null,
          noPositionReason: 'noSignal' as const,
        },
      ]
    : [];
  if (checkIns.length) await database.insert(codeScans).values(checkIns);
  const scans = [...demoScans, ...checkIns].map((s) => s.id);
  const ours: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    const enterprise = await newEnterprise(database);
    // Some without a region: their inspections count in no district.
    const regionCode = chance(0.85) ? pick(regionCodes) : null;
    await database.update(enterprises).set({ regionCode }).where(eq(enterprises.id, enterprise.id));
    ours.push(enterprise.id);
  }

  // Plans first: registrations may be made under them.
  const planRows: Array<typeof plans.$inferInsert> = [];
  for (let i = 0; i < 8; i += 1) {
    const periodFrom = dateText(between(since, until));
    const periodTo = dateText(
      new Date(startOfDate(periodFrom).getTime() + Math.floor(random() * 90) * DAY_MS),
    );
    planRows.push({
      id: `plan-figures-${randomUUID()}`,
      departmentCode: pick(codes),
      title: `随机计划 ${i}`,
      legalBasis: '《测试法》',
      periodFrom,
      periodTo,
      status: pick(['approved', 'approved', 'approved', 'cancelled', 'draft'] as const),
    });
  }
  await database.insert(plans).values(planRows);
  const targets = planRows.flatMap((plan) =>
    ours.filter(() => chance(0.4)).map((enterpriseId) => ({ planId: plan.id!, enterpriseId })),
  );
  if (targets.length > 0) await database.insert(planTargets).values(targets);

  const registrationRows: Array<typeof registrations.$inferInsert> = [];
  const registrationAt = (startedAt: Date) => {
    const problemCount = chance(0.6) ? 0 : 1 + Math.floor(random() * 3);
    const departmentCode = pick(codes);
    const plan = chance(0.2) ? pick(planRows.filter((p) => p.departmentCode === departmentCode)) : undefined;
    const id = randomUUID();
    const type = pick(['routine', 'triggered', 'triggered', 'case'] as const);
    registrationRows.push({
      id,
      registrationNumber: `JCF${id.replaceAll('-', '').slice(0, 13)}`,
      // A few enterprises inspected often, as the caps and the top list need.
      enterpriseId: chance(0.5) ? pick(ours.slice(0, 3)) : pick(ours),
      departmentCode,
      createdBy: 'usr-13900000001',
      clientRequestId: randomUUID(),
      platform: 'main',
      type,
      planId: plan?.id ?? null,
      officers: [{ name: '李明', certificateNumber: CERT.liMing }],
      startedAt,
      endedAt: new Date(startedAt.getTime() + 30 * 60_000),
      registeredAt: new Date(startedAt.getTime() + 31 * 60_000),
      ...scanned(),
      allowanceBasis: type === 'case' ? 'excepted' : chance(0.1) ? 'approved' : 'within',
      late: chance(0.1),
      problemCount,
      noFindings: problemCount === 0 && chance(0.8),
      frequencyWarned: chance(0.15),
    });
  };
  // A scan of the code, of the business licence, or a typed number (with or without the scan of its lookup).
  const scanned = () => {
    const scanId = scans.length > 0 && chance(0.7) ? pick(scans) : null;
    const method = pick(['code', 'code', 'licence', 'number'] as const);
    return { scanId, method: scanId ? method : ('number' as const) };
  };
  for (let i = 0; i < 320; i += 1) registrationAt(between(since, until));
  // On both sides of the city's midnight at a month's and a year's end.
  for (const at of [
    '2025-12-31T23:59:59.999+08:00',
    '2026-01-01T00:00:00+08:00',
    '2026-10-31T23:59:00+08:00',
    '2026-11-01T00:00:00+08:00',
    '2026-12-31T23:59:00+08:00',
    '2027-01-01T00:00:00+08:00',
  ]) {
    const when = new Date(at);
    if (when >= since && when < until) registrationAt(when);
  }
  await database.insert(registrations).values(registrationRows);

  const evaluationRows = registrationRows
    .filter(() => chance(0.7))
    .map((r) => {
      const at = earliest(new Date(r.startedAt!.getTime() + random() * 20 * DAY_MS), until);
      return {
        registrationId: r.id!,
        departmentCode: r.departmentCode!,
        level: pick(evaluationLevelSchema.options),
        comment: '',
        firstEvaluatedAt: at,
        evaluatedAt: at,
      };
    });
  if (evaluationRows.length > 0) await database.insert(evaluations).values(evaluationRows);

  for (let i = 0; i < 90; i += 1) {
    const createdAt = between(since, until);
    const state = pick(COMPLAINT_STATES);
    const id = randomUUID();
    await database.insert(complaints).values({
      id,
      complaintNumber: `TF${id.replaceAll('-', '').slice(0, 12)}`,
      enterpriseId: 'ent-pengcheng-food',
      createdBy: 'usr-13800000001',
      clientRequestId: randomUUID(),
      kind: 'complaint',
      category: 'other',
      description: '随机投诉',
      contactPhone: '13800000001',
      contactAllowed: true,
      subjectType: 'none',
      assignedDepartmentCode: ['submitted', 'notAccepted', 'duplicate'].includes(state) ? null : pick(codes),
      state,
      reopenCount: chance(0.2) ? 1 : 0,
      createdAt,
      updatedAt: createdAt,
    });
    const later = (days: number) => earliest(new Date(createdAt.getTime() + random() * days * DAY_MS), until);
    const events: Array<typeof complaintEvents.$inferInsert> = [];
    // A decision, sometimes a second one; an overdue report at any time after lodging, of any department.
    if (chance(0.55))
      events.push({
        complaintId: id,
        action: pick(['resolve', 'reject'] as const),
        actor: 'supervisor',
        state,
        at: later(30),
      });
    if (chance(0.2))
      events.push({ complaintId: id, action: 'resolve', actor: 'supervisor', state, at: later(60) });
    if (chance(0.35))
      events.push({
        complaintId: id,
        action: 'overdue',
        actor: 'system',
        departmentCode: pick(codes),
        step: 'sign',
        state,
        at: later(45),
      });
    if (events.length > 0) await database.insert(complaintEvents).values(events);
  }

  const followed: string[] = [];
  for (let i = 0; i < 70; i += 1) {
    const createdAt = between(since, until);
    const kind = pick(['recheck', 'recheck', 'guidance'] as const);
    const departmentCode = pick(codes);
    const withProblems = registrationRows.filter(
      (r) => r.departmentCode === departmentCode && r.problemCount! > 0 && r.startedAt! < createdAt,
    );
    // Now and then a second re-check of the same registration: its problems count once.
    const follows =
      kind !== 'recheck' || withProblems.length === 0
        ? null
        : followed.length > 0 && chance(0.3)
          ? pick(followed)
          : pick(withProblems).id!;
    if (follows) followed.push(follows);
    const followedRow = registrationRows.find((r) => r.id === follows);
    const state: AppointmentState = pick(APPOINTMENT_STATES);
    const answered =
      state === 'confirmed' || state === 'completed' || state === 'declined' || state === 'rescheduled'
        ? true
        : state === 'requested'
          ? false
          : chance(0.5);
    const id = randomUUID();
    await database.insert(appointments).values({
      id,
      appointmentNumber: `YYF${id.slice(0, 8)}`,
      enterpriseId: followedRow?.enterpriseId ?? pick(ours),
      departmentCode: followedRow?.departmentCode ?? departmentCode,
      kind,
      state,
      followsRegistrationId: follows,
      preferredSlots: [],
      address: '-',
      contactName: '-',
      contactPhone: '13800000001',
      description: '-',
      createdBy: 'usr-13800000001',
      clientRequestId: randomUUID(),
      createdAt,
      updatedAt: createdAt,
    });
    const events: Array<typeof appointmentEvents.$inferInsert> = [
      { appointmentId: id, action: 'book', at: createdAt },
    ];
    const answer = state === 'declined' ? 'decline' : state === 'rescheduled' ? 'propose' : 'confirm';
    if (answered)
      events.push({
        appointmentId: id,
        action: answer,
        at: earliest(new Date(createdAt.getTime() + DAY_MS), until),
      });
    if (state === 'expired') events.push({ appointmentId: id, action: 'expire', at: until });
    await database.insert(appointmentEvents).values(events);
  }
}
