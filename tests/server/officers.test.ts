import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICERS } from './loop-fixtures';
import { buildTestApp, createCaller, login, ok, openTestDatabase, type TestDatabase } from './test-app';

let database: TestDatabase;
let app: FastifyInstance;
let call: ReturnType<typeof createCaller>['call'];
let entA: string;
let liMing: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  ({ call } = createCaller(app));
  [entA, liMing] = await Promise.all([login(app, '13800000001'), login(app, OFFICERS.liMing)]);
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('officer workspace', () => {
  it('profile: certificate number, department and colleagues', async () => {
    const profile = ok(await call('getOfficerProfile', {}, { token: liMing }));
    expect(profile).toMatchObject({
      name: '李明',
      certificateNumber: '44030012345',
      departmentCode: 'market',
    });
    expect(profile.colleagues.length).toBeGreaterThanOrEqual(2);
    for (const c of profile.colleagues) expect(c.certificateNumber).toMatch(/^\d{6,20}$/);
    expect((await call('getOfficerProfile', {}, { token: entA })).status).toBe(403);
  });
});
