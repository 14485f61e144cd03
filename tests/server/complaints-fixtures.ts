/** Shared set-up of the complaint tests: who acts, a clock they move, enterprises of their own, a complaint in any state. */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { insertRegistration, multipart, newEnterprise, PNG_1X1 } from './loop-fixtures';
import { ok, type CallResult, type TestApp, type TestClock, type TestDatabase } from './test-app';
import { apiRoutes } from '../../contract/api-routes';
import type { ApiInput } from '../../contract/api-schemas';
import type { ComplaintState } from '../../contract/complaints/rules';
import type { ComplaintDetail } from '../../contract/complaints/schemas';
import type { Database } from '../../server/db/client';
import { complaintEvents, complaints } from '../../server/db/schema/complaints';
import { messages } from '../../server/db/schema/messages';
import { users } from '../../server/db/schema/session';
import { hashPassword } from '../../server/modules/session/password';

export const DEMO_PASSWORD = 'Demo@2026';

export const USERS = {
  entA: '13800000001', // 张伟, ent-pengcheng-food
  entB: '13800000002', // 陈静, ent-nanshan-precision
  liMing: '13900000001', // market
  zhaoQiang: '13900000011', // market
  sunLi: '13900000012', // market
  heJing: '13900000003', // market head
  wangFang: '13900000002', // health
  huangLei: '13900000004', // health head
  zhouZheng: '13700000001', // supervisor
  wuMin: '13700000002', // supervisor and head of the supervision office
  entC: '13811110001', // a fresh enterprise (prepareEnterprises)
  entD: '13811110002', // another fresh enterprise
  liuYang: '13800000003', // a merchant without an enterprise
} as const;
export type UserName = keyof typeof USERS;
export const ID = Object.fromEntries(
  Object.entries(USERS).map(([k, phone]) => [k, `usr-${phone}`]),
) as Record<UserName, string>;
export const ENTERPRISE = { entA: 'ent-pengcheng-food', entB: 'ent-nanshan-precision' } as Record<
  string,
  string
>;

/** A clock the app reads and the tests move; `advanceClock` backs the TEST_CLOCK endpoint. */
export function movableClock(start: Date) {
  let current = start;
  const clock: TestClock = {
    now: () => current,
    advanceClock: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
  return {
    clock,
    set: (at: Date) => {
      current = at;
    },
    get now() {
      return current;
    },
  };
}

/** Two enterprises of their own with one user each, so their lists hold only what the tests lodge. */
export async function prepareEnterprises(database: TestDatabase): Promise<void> {
  const db = database.handle.db;
  for (const name of ['entC', 'entD'] as const) {
    const enterprise = await newEnterprise(db);
    ENTERPRISE[name] = enterprise.id;
    await db.insert(users).values({
      id: ID[name],
      phone: USERS[name],
      name: name === 'entC' ? '钱进' : '孙悦',
      role: 'enterprise',
      enterpriseId: enterprise.id,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
  }
}

export function complaintInput(
  overrides: Partial<ApiInput<'createComplaint'>> = {},
): ApiInput<'createComplaint'> {
  return {
    clientRequestId: randomUUID(),
    kind: 'complaint',
    category: 'misconduct',
    description: '检查人员未出示执法证件',
    photoIds: [],
    contactPhone: '13800000001',
    contactAllowed: true,
    subject: { type: 'none' },
    ...overrides,
  };
}

export type Caller = TestApp<UserName>['call'];

/** Calls as a named user; `ok` unwraps a success. */
export function actAs(server: TestApp<UserName>) {
  return <K extends Parameters<Caller>[0]>(
    user: UserName,
    name: K,
    input: ApiInput<K>,
    locale?: 'zh' | 'en',
  ) => server.call(name, input, { token: server.tokens[user], locale });
}

export const failure = (message: string) => ({ status: 200, code: 500, message });

/** The walk of the happy path, one step per call, each answering the complaint as saved. */
export function walker(server: TestApp<UserName>) {
  const as = actAs(server);
  const v = (c: ComplaintDetail) => ({ id: c.id, version: c.version });
  return {
    lodge: async (user: UserName = 'entA', overrides: Partial<ApiInput<'createComplaint'>> = {}) =>
      ok(await as(user, 'createComplaint', complaintInput(overrides))),
    accept: async (c: ComplaintDetail, departmentCode = 'market', user: UserName = 'zhouZheng') =>
      ok(await as(user, 'acceptComplaint', { ...v(c), departmentCode, note: '' })),
    sign: async (c: ComplaintDetail, user: UserName = 'liMing') => ok(await as(user, 'signComplaint', v(c))),
    reply: async (c: ComplaintDetail, user: UserName = 'liMing') =>
      ok(await as(user, 'replyComplaint', { ...v(c), findings: '查明情况', measures: '处理措施' })),
    resolve: async (c: ComplaintDetail, user: UserName = 'zhouZheng') =>
      ok(await as(user, 'reviewComplaint', { ...v(c), decision: 'resolve', note: '' })),
    rate: async (
      c: ComplaintDetail,
      level: number,
      user: UserName = 'entA',
      comment = level <= 2 ? '不满意' : '',
    ) => ok(await as(user, 'rateComplaint', { ...v(c), level, comment })),
  };
}

/** Inserts a complaint directly in `state`, handled (if it has got that far) by 李明 of market. */
export async function insertInState(
  db: Database,
  state: ComplaintState,
  at: Date,
  extra: Partial<typeof complaints.$inferInsert> = {},
): Promise<string> {
  const id = randomUUID();
  const handled = ['handling', 'reviewing', 'replied', 'resolved'].includes(state);
  const assigned = state !== 'submitted' && state !== 'notAccepted' && state !== 'duplicate';
  await db.insert(complaints).values({
    id,
    complaintNumber: `TT${id.replaceAll('-', '').slice(0, 12)}`,
    enterpriseId: ENTERPRISE.entA!,
    createdBy: ID.entA,
    clientRequestId: randomUUID(),
    kind: 'complaint',
    category: 'other',
    description: `${state} complaint`,
    contactPhone: '13800000001',
    contactAllowed: true,
    subjectType: 'none',
    assignedDepartmentCode: assigned ? 'market' : null,
    handlerId: handled ? ID.liMing : null,
    handlingStartedAt: handled ? at : null,
    state,
    createdAt: at,
    updatedAt: at,
    ...extra,
  });
  if (handled)
    await db.insert(complaintEvents).values({
      complaintId: id,
      action: 'sign',
      actor: 'department',
      actorId: ID.liMing,
      departmentCode: 'market',
      state: 'handling',
      at,
    });
  return id;
}

/** A registration of the enterprise by the department, to complain about. */
export const registrationOf = (db: Database, enterprise: string, departmentCode = 'market') =>
  insertRegistration(db, {
    enterpriseId: enterprise,
    departmentCode,
    startedAt: new Date('2026-09-01T02:00:00Z'),
  });

export async function messagesAbout(db: Database, complaintId: string, kind?: string) {
  const rows = await db.select().from(messages).orderBy(asc(messages.createdAt));
  return rows.filter((m) => m.link?.params.id === complaintId && (!kind || m.kind === kind));
}

export const recipientsOf = (rows: Array<{ userId: string }>) =>
  [...new Set(rows.map((r) => r.userId))].sort();

export async function stateOf(db: Database, id: string) {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
  return row!;
}

/** Uploads a photo (a 1x1 PNG unless other bytes are given) to a module's photo call. */
export async function uploadPhoto(
  app: FastifyInstance,
  token: string,
  call: 'addComplaintPhoto' | 'addAppointmentPhoto' | 'addRegistrationPhoto' = 'addComplaintPhoto',
  data = PNG_1X1,
): Promise<CallResult<'addComplaintPhoto'>> {
  const body = multipart('file', 'photo.png', 'image/png', data);
  const response = await app.inject({
    method: 'POST',
    url: `/api${apiRoutes[call].path}`,
    headers: { ...body.headers, token },
    payload: body.payload,
  });
  return {
    ...(response.json() as Omit<CallResult<'addComplaintPhoto'>, 'status'>),
    status: response.statusCode,
  };
}
