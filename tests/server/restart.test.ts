import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { login, testConfig } from './test-app';
import type { SessionUser } from '../../contract/api-schemas';
import type { Envelope } from '../../contract/envelope';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema/session';
import { cartItems } from '../../server/db/schema/shop';
import { seedDemoData } from '../../server/db/seed';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('restart persistence (PGlite in a folder)', () => {
  it('keeps sessions across a restart and does not seed twice', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sv-restart-'));
    folders.push(dataDir);

    const first = await openDatabase({ kind: 'pglite', dataDir });
    expect(await seedDemoData(first.db)).toBe(true);
    const app1 = await buildApp({ config: testConfig(), database: first });
    const token = await login(app1, '13800000001');
    await app1.close();
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await seedDemoData(second.db)).toBe(false);
      const [userCount] = await second.db.select({ n: count() }).from(users);
      const [cartCount] = await second.db.select({ n: count() }).from(cartItems);
      expect(userCount?.n).toBe(29);
      expect(cartCount?.n).toBe(2);
      const app2 = await buildApp({ config: testConfig(), database: second });
      const session = await app2.inject({ url: '/api/app/session', headers: { token } });
      expect(session.statusCode).toBe(200);
      expect(session.json<Envelope<SessionUser>>().data.phonenumber).toBe('13800000001');
      expect(
        (await app2.inject({ url: '/api/getGoodsNum', headers: { token } })).json<Envelope<number>>().data,
      ).toBe(3);
      await app2.close();
    } finally {
      await second.close();
    }
  }, 60_000);
});

describe('reference data without demo accounts (production default)', () => {
  it('creates departments and texts but no users, and adds the demo later when asked', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      expect(await seedDemoData(database.db, false)).toBe(true);
      expect(await seedDemoData(database.db, false)).toBe(false);
      const [none] = await database.db.select({ n: count() }).from(users);
      expect(none?.n).toBe(0);
      const app = await buildApp({ config: testConfig(), database });
      const dict = await app.inject({ url: '/api/app/queryDict?dictType=department' });
      expect(dict.json<Envelope<unknown[]>>().data.length).toBeGreaterThan(0);
      await app.close();
      expect(await seedDemoData(database.db, true)).toBe(true);
      const [some] = await database.db.select({ n: count() }).from(users);
      expect(some?.n).toBe(29);
    } finally {
      await database.close();
    }
  });
});
