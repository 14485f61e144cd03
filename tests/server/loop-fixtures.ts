import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { CallResult } from './test-app';
import { apiRoutes } from '../../contract/api-routes';
import type { ApiInput } from '../../contract/api-schemas';
import { dayOf } from '../../contract/city-calendar';
import { withCheckCharacter } from '../../contract/credit-code';
import type { Database } from '../../server/db/client';
import { appointments } from '../../server/db/schema/appointments';
import { enterprises } from '../../server/db/schema/enterprises';
import { registrations } from '../../server/db/schema/registrations';

export const CERT = {
  liMing: '44030012345',
  zhaoQiang: '44030012346',
  sunLi: '44030012347',
  wangFang: '44030023456',
} as const;

export const OFFICERS = {
  liMing: '13900000001',
  zhaoQiang: '13900000011',
  sunLi: '13900000012',
  wangFang: '13900000002',
  zhouJie: '13900000021',
} as const;

let enterpriseSequence = Math.floor(Math.random() * 500_000);

/** A registered enterprise of its own, so crafted inspections do not disturb the demo data. */
export async function newEnterprise(
  db: Database,
): Promise<{ id: string; enterpriseNumber: string; creditCode: string }> {
  enterpriseSequence += 1;
  const n = String(enterpriseSequence).padStart(6, '0');
  const id = `ent-test-${randomUUID()}`;
  const enterpriseNumber = `SZ440304${n}`;
  const creditCode = withCheckCharacter(
    `91440300${randomUUID()
      .replace(/[^0-9]/g, '')
      .padEnd(9, '7')
      .slice(0, 9)}`,
  );
  await db.insert(enterprises).values({
    id,
    enterpriseNumber,
    name: `测试企业${n}`,
    creditCode,
    address: '深圳市福田区测试路1号',
    legalRepresentative: '测试',
    phone: '0755-12345678',
  });
  return { id, enterpriseNumber, creditCode };
}

export interface CraftedRegistration {
  enterpriseId: string;
  departmentCode?: string;
  createdBy?: string;
  type?: 'routine' | 'triggered' | 'case';
  startedAt: Date;
  registeredAt?: Date;
  noFindings?: boolean;
}

/** Inserts a registration row directly (warnings and paging tests need exact times). */
export async function insertRegistration(db: Database, r: CraftedRegistration): Promise<string> {
  const id = randomUUID();
  await db.insert(registrations).values({
    id,
    registrationNumber: `JCT${id.replaceAll('-', '').slice(0, 13)}`,
    enterpriseId: r.enterpriseId,
    departmentCode: r.departmentCode ?? 'market',
    createdBy: r.createdBy ?? 'usr-13900000001',
    clientRequestId: randomUUID(),
    platform: 'main',
    type: r.type ?? 'triggered',
    triggerReason: r.type === 'case' ? null : 'test',
    caseReason: r.type === 'case' ? 'complaint' : null,
    allowanceBasis: r.type === 'case' ? 'excepted' : 'within',
    officers: [{ name: '李明', certificateNumber: CERT.liMing }],
    startedAt: r.startedAt,
    endedAt: new Date(r.startedAt.getTime() + 60_000),
    registeredAt: r.registeredAt ?? new Date(r.startedAt.getTime() + 60_000),
    noFindings: r.noFindings ?? false,
    problemCount: r.noFindings ? 0 : 1,
  });
  return id;
}

/** A completed re-check the enterprise booked, answered by `registrationId` (a booked visit is never one too many). */
export async function linkBookedAppointment(
  db: Database,
  enterpriseId: string,
  registrationId: string,
  at = new Date(),
): Promise<string> {
  const id = randomUUID();
  await db.insert(appointments).values({
    id,
    appointmentNumber: `YYT${id.slice(0, 8)}`,
    enterpriseId,
    departmentCode: 'market',
    kind: 'recheck',
    state: 'completed',
    preferredSlots: [],
    address: '-',
    contactName: '-',
    contactPhone: '13800000001',
    description: '-',
    registrationId,
    createdBy: 'usr-13900000001',
    clientRequestId: randomUUID(),
    createdAt: at,
    updatedAt: at,
  });
  return id;
}

export type RegistrationInput = ApiInput<'createRegistration'>;

/**
 * A visit earlier today, whatever the hour: 40 to 10 minutes ago, or, in a city day younger than that, from its
 * first minute (tests that count today's inspections must not fail just after midnight in Shanghai).
 */
export function earlierToday(now = Date.now()): { startedAt: string; endedAt: string } {
  const dayStart = dayOf(new Date(now)).from.getTime();
  const start = Math.max(now - 40 * 60_000, dayStart);
  const end = Math.max(now - 10 * 60_000, Math.min(start + 60_000, now));
  return { startedAt: new Date(start).toISOString(), endedAt: new Date(end).toISOString() };
}

export function registrationInput(
  overrides: Partial<RegistrationInput> = {},
  now = Date.now(),
): RegistrationInput {
  return {
    clientRequestId: randomUUID(),
    enterpriseNumber: 'SZ440305000123',
    platform: 'main',
    officers: [
      { name: '李明', certificateNumber: CERT.liMing },
      { name: '赵强', certificateNumber: CERT.zhaoQiang },
    ],
    // A hotline report: an excepted kind, so a test's registrations never meet the enterprise's allowance unless
    // it asks for another type.
    type: 'case',
    caseReason: 'complaint',
    caseReference: '12345-20260601001',
    typedReason: 'codeUnavailable',
    legalBasis: '《中华人民共和国食品安全法》第一百一十条',
    items: [
      { code: 'MK-01', name: '营业执照及食品经营许可证公示', result: 'compliant' },
      { code: 'MK-05', name: '过期变质食品清理', result: 'compliant' },
    ],
    problems: [],
    ...earlierToday(now),
    ...overrides,
  };
}

/** A tiny valid PNG (1x1). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A real 2x2 baseline JPEG (IPython's test image). */
export const JPEG_2X2 = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAACAAIBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/ACv/2Q==',
  'base64',
);

/** A real 16x16 WebP with alpha (VP8X + ALPH + VP8, CPython's test image). */
export const WEBP_16X16 = Buffer.from(
  'UklGRqgBAABXRUJQVlA4WAoAAAAQAAAADwAADwAAQUxQSMMAAAABJ6KokSTleucYX+ffKpmImP90cY3gJjDi4Yt3MsjBEVyDKzDosHgVjnhRNcEIDAJPkqBqsFUZHNa2bUYvTsZ2PLbtd/uvKa4hov9J0f2PkPe6REkkGzolkTTzFG0Ox9PlFiD0CxS+kOGDtxoynjaCfx0pfk52CPuInrOR75lzRugygtv4zEiy90UwfSD9NheMITJWLaXWayO8XeOlWRXVnIGk2W6WdYoYMQ+KqixQNPowgt+6a1BSKbUtz+lUFAoBAAAAVlA4IL4AAACQAgCdASoQABAAAwA0JbACdDBPCIUMfAMdCCz96AD+/XSg/QKbH4r3Q3ycN/bSDK/T/zVo4u6nvclvG/SqxWOuup+XhN9BojvaW+Tv+MvxvX/hr/o/5Qns9LtmX/+qKdl/yWznhuasl7nkxvSTI4xf3Y85VSB/lU/8Ofj/b9JrA+ifvIOYZm2x1RP/dhfmsf5diuSfR7+z+r/+HR3zEo/+XM/B+vkYw73Pzx+ROaAB/ZoBSzEs3rzZe6qsAAAA',
  'base64',
);

/** The 1x1 PNG grown to exactly `size` bytes by a text chunk before IEND (a valid PNG of any size). */
export function pngOfSize(size: number): Buffer {
  const iend = PNG_1X1.length - 12;
  const data = Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(size - PNG_1X1.length - 12 - 8, 0x78)]);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return Buffer.concat([PNG_1X1.subarray(0, iend), chunk, PNG_1X1.subarray(iend)]);
}

export function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----sv${randomUUID().replaceAll('-', '')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(
  app: FastifyInstance,
  token: string,
  data: Buffer,
  contentType = 'image/png',
  locale: 'zh' | 'en' = 'zh',
): Promise<CallResult<'addRegistrationPhoto'>> {
  const body = multipart('file', 'photo.bin', contentType, data);
  const response = await app.inject({
    method: 'POST',
    url: `/api${apiRoutes.addRegistrationPhoto.path}`,
    headers: { ...body.headers, token, 'accept-language': locale },
    payload: body.payload,
  });
  return {
    ...(response.json() as Omit<CallResult<'addRegistrationPhoto'>, 'status'>),
    status: response.statusCode,
  };
}
