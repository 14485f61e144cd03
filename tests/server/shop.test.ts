import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, getData, login, openTestDatabase, type TestDatabase } from './test-app';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('cart', () => {
  it('getGoodsNum sums the cart of the logged-in user', async () => {
    expect(
      await getData(app, 'getGoodsNum', '/api/getGoodsNum', { token: await login(app, '13800000001') }),
    ).toBe(3);
    expect(
      await getData(app, 'getGoodsNum', '/api/getGoodsNum', { token: await login(app, '13800000002') }),
    ).toBe(0);
  });
});
