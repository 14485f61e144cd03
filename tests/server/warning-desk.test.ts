import { describe, expect, it } from 'vitest';
import { movableClock } from './complaints-fixtures';
import { insertRegistration, newEnterprise, OFFICERS } from './loop-fixtures';
import { ok, useTestApp } from './test-app';
import { WARNING_KIND_ORDER } from '../../contract/warnings/rules';
import type { Warning } from '../../contract/warnings/schemas';
import { WARNING_DESK_PAGE } from '../../server/modules/warnings/warnings-desk';

// Years after the demo data: the desks hold only what this file registers.
const time = movableClock(new Date('2030-06-12T04:00:00Z'));
const server = useTestApp({
  clock: time.clock,
  users: { liMing: OFFICERS.liMing, supervisor: '13700000001', enterprise: '13800000001' },
});
const { call, tokens } = server;
const shanghai = (local: string) => new Date(`${local}+08:00`);

type Who = 'liMing' | 'supervisor';

/** Every page of one kind, as the desk hands them out. */
async function allPages(who: Who, kind: Warning['kind']) {
  const pages = [];
  let cursor: string | undefined;
  do {
    const page = ok(await call('listWarningDesk', { kind, cursor }, { token: tokens[who] }));
    pages.push(page);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return pages;
}

describe('the warnings desk, a kind and a page at a time', () => {
  it('pages each kind in enterprise order, never splitting an enterprise, with every kind counted', async () => {
    const db = server.database.handle.db;
    // The annual cap (2 a year by default): the first and last enterprises reach the market's only, the ten
    // between the market's and health's, so the supervision office's 20th and 21st cap warnings are one
    // enterprise's.
    const enterprises = [];
    for (let i = 0; i < 12; i += 1) enterprises.push(await newEnterprise(db));
    enterprises.sort((a, b) => a.enterpriseNumber.localeCompare(b.enterpriseNumber));
    for (const [i, e] of enterprises.entries()) {
      const departments = i === 0 || i === 11 ? ['market'] : ['market', 'health'];
      for (const departmentCode of departments)
        for (const day of ['2030-05-04', '2030-05-20'])
          await insertRegistration(db, {
            enterpriseId: e.id,
            departmentCode,
            startedAt: shanghai(`${day}T10:00:00`),
          });
    }
    // One visit too many today at the second enterprise.
    for (const hour of ['09', '10'])
      await insertRegistration(db, {
        enterpriseId: enterprises[1]!.id,
        startedAt: shanghai(`2030-06-12T${hour}:00:00`),
      });

    // Without a kind: the first kind that has warnings, and every kind's count.
    const first = ok(await call('listWarningDesk', {}, { token: tokens.supervisor }));
    expect(first.kind).toBe('daily');
    expect(first.items.map((w) => w.enterpriseNumber)).toEqual([enterprises[1]!.enterpriseNumber]);
    expect(first.counts.annual_cap).toBe(22);

    const caps = await allPages('supervisor', 'annual_cap');
    expect(caps.map((page) => page.items.length)).toEqual([WARNING_DESK_PAGE + 1, 1]);
    expect(caps[0]!.items.slice(-2).map((w) => w.enterpriseNumber)).toEqual([
      enterprises[10]!.enterpriseNumber,
      enterprises[10]!.enterpriseNumber,
    ]);
    expect(caps[1]!.items[0]!.enterpriseNumber).toBe(enterprises[11]!.enterpriseNumber);
    // A later page goes on with its kind though another kind has warnings first (as the page asks for it).
    const next = { cursor: caps[0]!.nextCursor! };
    expect(ok(await call('listWarningDesk', next, { token: tokens.supervisor }))).toMatchObject({
      kind: 'annual_cap',
      items: caps[1]!.items,
    });
    expect(
      (await call('listWarningDesk', { ...next, kind: 'daily' }, { token: tokens.supervisor })).status,
    ).toBe(400);

    // Page after page, each kind is exactly the desk's whole list of it, in the same order.
    for (const who of ['supervisor', 'liMing'] as const) {
      const whole = ok(await call('listWarnings', {}, { token: tokens[who] }));
      const { counts } = ok(await call('listWarningDesk', {}, { token: tokens[who] }));
      for (const kind of WARNING_KIND_ORDER) {
        const pages = await allPages(who, kind);
        const paged = pages.flatMap((page) => page.items);
        expect(paged, `${who} ${kind}`).toEqual(whole.filter((w) => w.kind === kind));
        expect(counts[kind]).toBe(paged.length);
        for (const [i, page] of pages.entries()) {
          expect(page.kind).toBe(kind);
          const next = pages[i + 1]?.items[0];
          if (next) expect(next.enterpriseNumber > page.items.at(-1)!.enterpriseNumber).toBe(true);
        }
      }
    }
    // The market officer's caps are the market's only: one an enterprise, one page.
    expect((await allPages('liMing', 'annual_cap')).map((page) => page.items.length)).toEqual([12]);
  });

  it('refuses a cursor it did not issue, and is for officers only', async () => {
    const asSupervisor = { token: tokens.supervisor };
    const crafted = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      'not a cursor',
      'U1o0NDAzMDU',
      crafted(['annual_cap', 'sz440305000101']),
      crafted(['urgent', 'SZ440305000101']),
      crafted(['annual_cap', 'SZ440305000101', 1]),
      `${crafted(['annual_cap', 'SZ440305000101'])}=`,
    ])
      expect((await call('listWarningDesk', { kind: 'annual_cap', cursor }, asSupervisor)).status).toBe(400);
    expect((await call('listWarningDesk', {}, { token: tokens.enterprise })).status).toBe(403);
  });
});
