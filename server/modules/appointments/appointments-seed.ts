import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  APPOINTMENT_KINDS,
  APPOINTMENT_PERIODS,
  DEFAULT_APPOINTMENT_ANSWER_WORKING_DAYS,
  weeklySlotKey,
  type AppointmentKind,
  type AppointmentState,
} from '../../../contract/appointments/rules';
import type { AppointmentSlot } from '../../../contract/appointments/schemas';
import { dateText, endOfWorkingDays, workingDaysAfter } from '../../../contract/city-calendar';
import type { Transaction } from '../../db/client';
import {
  appointmentCalendars,
  appointmentEvents,
  appointmentOfficers,
  appointments,
} from '../../db/schema/appointments';
import { departments } from '../../db/schema/officers';
import { loadHolidayCalendar } from '../calendar';

/** Reference data: every inspecting department takes every kind, Monday to Friday both half days, 4 a day. */
export async function seedAppointmentCalendars(tx: Transaction): Promise<void> {
  const inspecting = await tx
    .select({ code: departments.code })
    .from(departments)
    .where(eq(departments.inspects, true));
  const weekdays = [1, 2, 3, 4, 5].flatMap((day) =>
    APPOINTMENT_PERIODS.map((period) => weeklySlotKey(day, period)),
  );
  if (inspecting.length === 0) return;
  await tx
    .insert(appointmentCalendars)
    .values(
      inspecting.map(({ code }) => ({
        departmentCode: code,
        kinds: [...APPOINTMENT_KINDS],
        weeklySlots: weekdays,
        dailyCapacity: 4,
        updatedAt: new Date(),
      })),
    )
    .onConflictDoNothing();
}

const DAY_MS = 86_400_000;
const ENTERPRISE = 'ent-pengcheng-food';
const OWNER = 'usr-13800000001'; // 张伟

interface DemoAppointment {
  id: string;
  number: string;
  departmentCode: string;
  kind: AppointmentKind;
  state: AppointmentState;
  preferred: AppointmentSlot[];
  slot: AppointmentSlot | null;
  reason: string | null;
  description: string;
  daysAgo: number;
  officers: string[];
  events: Array<{ action: string; actorId: string | null; note?: string; slot?: AppointmentSlot }>;
}

/**
 * 张伟's appointments, so every appointment screen shows real content from the first start: a guidance request
 * waiting for the market department (the demo officer's), a licensing visit it declined (to book again), and a
 * guidance visit the health commission confirmed.
 */
export async function seedAppointmentsDemo(tx: Transaction, now = new Date()): Promise<void> {
  const calendar = await loadHolidayCalendar(tx);
  const ahead = (n: number) => workingDaysAfter(dateText(now), n, calendar);
  const demos: DemoAppointment[] = [
    {
      id: 'apt-demo-1',
      number: 'YYDEMO0001',
      departmentCode: 'market',
      kind: 'guidance',
      state: 'requested',
      preferred: [
        { date: ahead(2), period: 'morning' },
        { date: ahead(3), period: 'afternoon' },
      ],
      slot: null,
      reason: null,
      description: '新开冷链仓库，想请市场监管部门上门讲解进货查验记录要求。',
      daysAgo: 0,
      officers: [],
      events: [{ action: 'book', actorId: OWNER }],
    },
    {
      id: 'apt-demo-2',
      number: 'YYDEMO0002',
      departmentCode: 'market',
      kind: 'licensing',
      state: 'declined',
      preferred: [{ date: dateText(new Date(now.getTime() - 5 * DAY_MS)), period: 'morning' }],
      slot: null,
      reason: '许可申请材料尚未提交，请先在政务服务网提交申请后再预约核查。',
      description: '申请增加冷藏食品经营项目，请现场核查。',
      daysAgo: 9,
      officers: [],
      events: [
        { action: 'book', actorId: OWNER },
        {
          action: 'decline',
          actorId: 'usr-13900000001',
          note: '许可申请材料尚未提交，请先在政务服务网提交申请后再预约核查。',
        },
      ],
    },
    {
      id: 'apt-demo-3',
      number: 'YYDEMO0003',
      departmentCode: 'health',
      kind: 'guidance',
      state: 'confirmed',
      preferred: [{ date: ahead(4), period: 'afternoon' }],
      slot: { date: ahead(4), period: 'afternoon' },
      reason: null,
      description: '员工健康证管理有疑问，请卫生部门上门指导。',
      daysAgo: 1,
      officers: ['usr-13900000002'],
      events: [
        { action: 'book', actorId: OWNER },
        { action: 'confirm', actorId: 'usr-13900000002', slot: { date: ahead(4), period: 'afternoon' } },
      ],
    },
  ];
  const inserted = await tx
    .insert(appointments)
    .values(
      demos.map((d) => {
        const at = new Date(now.getTime() - d.daysAgo * DAY_MS);
        return {
          id: d.id,
          appointmentNumber: d.number,
          enterpriseId: ENTERPRISE,
          departmentCode: d.departmentCode,
          kind: d.kind,
          state: d.state,
          preferredSlots: d.preferred,
          slotDate: d.slot?.date ?? null,
          slotPeriod: d.slot?.period ?? null,
          address: '深圳市南山区粤海街道科苑路15号科兴科学园B栋',
          contactName: '张伟',
          contactPhone: '13800000001',
          description: d.description,
          reason: d.reason,
          answerDueAt:
            d.state === 'requested'
              ? endOfWorkingDays(at, DEFAULT_APPOINTMENT_ANSWER_WORKING_DAYS, calendar)
              : null,
          createdBy: OWNER,
          clientRequestId: randomUUID(),
          version: d.events.length,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: appointments.id });
  const fresh = new Set(inserted.map((r) => r.id));
  for (const d of demos.filter((demo) => fresh.has(demo.id))) {
    const at = new Date(now.getTime() - d.daysAgo * DAY_MS);
    await tx.insert(appointmentEvents).values(
      d.events.map((e, i) => ({
        appointmentId: d.id,
        action: e.action,
        actorId: e.actorId,
        at: new Date(at.getTime() + i * 3_600_000),
        note: e.note ?? null,
        slotDate: e.slot?.date ?? null,
        slotPeriod: e.slot?.period ?? null,
      })),
    );
    if (d.officers.length)
      await tx
        .insert(appointmentOfficers)
        .values(d.officers.map((userId) => ({ appointmentId: d.id, userId })));
  }
}
