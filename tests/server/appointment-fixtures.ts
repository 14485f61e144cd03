/** Shared set-up of the appointment tests: who acts, the day they start on, the market open for bookings. */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ok, type TestApp } from './test-app';
import type { ApiInput } from '../../contract/api-schemas';
import type { AppointmentSlot } from '../../contract/appointments/schemas';
import { registrations } from '../../server/db/schema/registrations';

export const APPOINTMENT_USERS = {
  enterprise: '13800000001',
  otherEnterprise: '13800000002',
  officer: '13900000001',
  head: '13900000003',
  healthOfficer: '13900000002',
  supervisor: '13700000001',
} as const;

/** Monday 2026-11-23, 10:00 in Shenzhen: tomorrow is the first day offered. */
export const MONDAY_MORNING = new Date('2026-11-23T02:00:00Z');
export const TUESDAY: AppointmentSlot = { date: '2026-11-24', period: 'morning' };

/**
 * Opens every weekday half day of the market with room for every confirmation; answers the market's inspection
 * of 鹏城食品 that a re-check follows up.
 */
export async function openMarketForBookings(
  server: TestApp<keyof typeof APPOINTMENT_USERS>,
): Promise<string> {
  const [registration] = await server.database.handle.db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(eq(registrations.enterpriseId, 'ent-pengcheng-food'), eq(registrations.departmentCode, 'market')),
    );
  const weekly = [1, 2, 3, 4, 5].flatMap((d) => [`${d}-morning`, `${d}-afternoon`]);
  ok(
    await server.call(
      'setAppointmentAvailability',
      { weeklySlots: weekly, dailyCapacity: 50 },
      { token: server.tokens.head },
    ),
  );
  return registration!.id;
}

/** 鹏城食品 asks the market to re-check the inspection it follows up. */
export function recheckInput(
  registrationId: string,
  overrides: Partial<ApiInput<'createAppointment'>> = {},
): ApiInput<'createAppointment'> {
  return {
    clientRequestId: randomUUID(),
    departmentCode: 'market',
    kind: 'recheck',
    registrationId,
    slots: [TUESDAY],
    address: '深圳市南山区科技园路 1 号',
    contactName: '张伟',
    contactPhone: '13800000001',
    description: '冷藏柜温度记录已补齐，请复查',
    photoIds: [],
    ...overrides,
  };
}
