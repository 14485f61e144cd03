import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemotePGlite } from '../../server/db/pglite/remote';

const migrationsFolder = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The embedded database's bridge to its worker thread: a transaction's statements follow BEGIN unanswered. */
describe('the embedded database in its worker', () => {
  let db: RemotePGlite;
  const count = async (where = 'true') =>
    Number(
      ((await db.query(`select count(*) as n from bridge_rows where ${where}`)).rows[0] as { n: unknown }).n,
    );

  beforeAll(async () => {
    db = await RemotePGlite.start({ dataDir: null, migrationsFolder, channels: [] });
    await db.exec('create table bridge_rows (x int primary key)');
  });
  afterAll(() => db.close());

  /** A transaction holding the database 50 ms between inserting `x` and `x + 1`. */
  const insertTwoApart = (x: number, answer: string) =>
    db.transaction(async (tx) => {
      await tx.query(`insert into bridge_rows values (${x})`);
      await pause(50);
      await tx.query(`insert into bridge_rows values (${x + 1})`);
      return answer;
    });

  it('rolls back a transaction whose callback fails before or after its first statement', async () => {
    await expect(db.transaction(() => Promise.reject(new Error('before any statement')))).rejects.toThrow(
      'before any statement',
    );
    await expect(
      db.transaction((tx) =>
        Promise.all([tx.query('select 1/0'), tx.query('insert into bridge_rows values (1)')]),
      ),
    ).rejects.toThrow('division by zero');
    expect(await count()).toBe(0);
  });

  it('refuses to commit a transaction one of whose statements failed, even if the caller went on', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into bridge_rows values (20)');
        await tx.query('select 1/0').catch(() => undefined);
        return 'went on';
      }),
    ).rejects.toThrow(/rolled back/);
    expect(await count('x = 20')).toBe(0);
  });

  it('runs transactions one at a time, statements outside them in between, each seeing what was committed', async () => {
    const first = insertTwoApart(10, 'first');
    const second = db.transaction(
      async (tx) => (await tx.query('select count(*) as n from bridge_rows')).rows,
    );
    const outside = db.query('select count(*) as n from bridge_rows');
    expect(await first).toBe('first');
    expect(await second).toEqual([{ n: 2 }]);
    expect((await outside).rows).toEqual([{ n: 2 }]);
  });

  it('finishes the open transaction before closing, then refuses more', async () => {
    const open = insertTwoApart(30, 'finished');
    await pause(5);
    await db.close();
    expect(await open).toBe('finished');
    await expect(db.transaction((tx) => tx.query('select 1'))).rejects.toThrow('closed');
  });
});
