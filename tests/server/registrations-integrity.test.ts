/** Issue 12: a check-in never moves, corrections are capped and paged, only catalogue items, only whole images. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  JPEG_2X2,
  OFFICERS,
  PNG_1X1,
  registrationInput,
  upload,
  type RegistrationInput,
} from './loop-fixtures';
import { ok, runningClock, testConfig, useTestApp } from './test-app';
import { CORRECTIONS_IN_DETAIL, CORRECTIONS_MAX } from '../../contract/registrations/rules';
import { registrationItems } from '../../server/db/schema/registrations';
import { codeScans } from '../../server/db/schema/supervision-codes';
import { signPhotoUrl } from '../../server/modules/photos/photo-urls';

const time = runningClock();
const server = useTestApp({ clock: time.clock, users: { liMing: OFFICERS.liMing, entA: '13800000001' } });
const { call, login, tokens } = server;

const create = (overrides: Partial<RegistrationInput> = {}) =>
  call('createRegistration', registrationInput(overrides), { token: tokens.liMing });

describe('check-in (issue 12, 4)', () => {
  it('is recorded once: a repeat on the scan of a registration neither moves its time nor its place', async () => {
    const scan = ok(
      await call(
        'resolveCode',
        { enterpriseNumber: 'SZ440305000123', purpose: 'inspection' },
        { token: tokens.liMing },
      ),
    );
    const place = { latitude: 22.54, longitude: 113.93, text: '科兴科学园B栋' };
    const first = ok(
      await call('checkIn', { scanId: scan.scanId, location: place }, { token: tokens.liMing }),
    );
    time.advance(10 * 60_000);
    const created = ok(await create({ scanId: scan.scanId }));
    const before = ok(await call('getRegistration', { id: created.id }, { token: tokens.liMing }));
    expect(before.checkedInAt).toBe(first.checkedInAt);

    await new Promise((resolve) => setTimeout(resolve, 20));
    // Before the fix: HTTP 200, a new time stored, version 1, no correction entry.
    const again = await call(
      'checkIn',
      { scanId: scan.scanId, location: { latitude: 1, longitude: 1, text: '别处' } },
      { token: tokens.liMing, locale: 'en' },
    );
    expect(again).toMatchObject({ status: 200, code: 500, data: null });
    expect(again.message).toContain('already checked in');
    const [stored] = await server.database.handle.db
      .select()
      .from(codeScans)
      .where(eq(codeScans.id, scan.scanId));
    expect(stored?.checkedInAt?.toISOString()).toBe(first.checkedInAt);
    expect(stored?.locationText).toBe(place.text);
    const after = ok(await call('getRegistration', { id: created.id }, { token: tokens.liMing }));
    expect(after).toMatchObject({ checkedInAt: first.checkedInAt, version: 1, corrections: [] });
  });

  it("the registration's place changes only through a correction, recorded with the reason", async () => {
    const created = ok(await create({ location: { latitude: null, longitude: null, text: '一楼' } }));
    const corrected = ok(
      await call(
        'correctRegistration',
        {
          id: created.id,
          version: 1,
          reason: '地点写错',
          location: { latitude: null, longitude: null, text: '二楼' },
        },
        { token: tokens.liMing },
      ),
    );
    expect(corrected.location).toEqual({ latitude: null, longitude: null, text: '二楼' });
    expect(corrected.corrections[0]!.changes).toEqual([{ field: '检查地点', before: '一楼', after: '二楼' }]);
  });
});

describe('corrections (issue 12, 5)', () => {
  it(`at most ${CORRECTIONS_MAX}; the detail carries the latest ${CORRECTIONS_IN_DETAIL}, the rest are paged`, async () => {
    const created = ok(await create({ remarks: 'r0' }));
    for (let version = 1; version <= CORRECTIONS_MAX; version += 1) {
      ok(
        await call(
          'correctRegistration',
          { id: created.id, version, reason: `第${version}次`, remarks: `r${version}` },
          { token: tokens.liMing },
        ),
      );
    }
    // Before the fix: a 21st (and a 300th) correction was stored, and the detail carried all of them.
    const over = await call(
      'correctRegistration',
      { id: created.id, version: CORRECTIONS_MAX + 1, reason: 'again', remarks: 'x' },
      { token: tokens.liMing, locale: 'en' },
    );
    expect(over).toMatchObject({
      code: 500,
      message: 'This registration has reached the limit of 20 corrections',
    });

    const detail = ok(await call('getRegistration', { id: created.id }, { token: tokens.entA }));
    expect(detail.correctionCount).toBe(CORRECTIONS_MAX);
    expect(detail.corrections.map((a) => a.reason)).toEqual([
      '第20次',
      '第19次',
      '第18次',
      '第17次',
      '第16次',
    ]);

    const reasons: string[] = [];
    let cursor: string | undefined;
    do {
      const page = ok(
        await call(
          'listRegistrationCorrections',
          { id: created.id, limit: 7, cursor },
          { token: tokens.entA },
        ),
      );
      reasons.push(...page.items.map((a) => a.reason));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(reasons).toEqual(Array.from({ length: CORRECTIONS_MAX }, (_, i) => `第${CORRECTIONS_MAX - i}次`));

    // Someone else's registration is "not found"; a crafted cursor is a field error.
    const entB = await login('13800000002');
    expect((await call('listRegistrationCorrections', { id: created.id }, { token: entB })).status).toBe(404);
    const bad = await call(
      'listRegistrationCorrections',
      { id: created.id, cursor: '0' },
      { token: tokens.entA },
    );
    expect(bad).toMatchObject({ status: 400, fields: { cursor: '取值无效' } });
  });
});

describe('inspection items (issue 12, hostile input)', () => {
  it("only the department's published items, stored under the catalogue's name", async () => {
    // Before the fix: a code `<script>` was stored as given.
    const unknown = await create({
      items: [{ code: '<script>', name: '<script>alert(1)</script>', result: 'compliant' }],
    });
    expect(unknown).toMatchObject({ status: 400, code: 400 });
    expect(Object.keys(unknown.fields!)).toEqual(['items']);
    const otherDepartment = await create({
      items: [{ code: 'HL-01', name: '卫生许可证有效性', result: 'compliant' }],
    });
    expect(otherDepartment.status).toBe(400);

    const renamed = ok(
      await create({ items: [{ code: 'MK-02', name: '<b>改名</b>', result: 'compliant' }] }),
    );
    const rows = await server.database.handle.db
      .select()
      .from(registrationItems)
      .where(eq(registrationItems.registrationId, renamed.id));
    expect(rows.map((r) => [r.code, r.name])).toEqual([['MK-02', '从业人员健康证明']]);

    const correction = await call(
      'correctRegistration',
      { id: renamed.id, version: 1, reason: 'x', items: [{ code: 'XX-99', name: 'x', result: 'compliant' }] },
      { token: tokens.liMing },
    );
    expect(correction.status).toBe(400);
  });
});

describe('photos (issue 12, hostile input and privacy)', () => {
  it('refuses a file that only starts like an image', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const png = Buffer.concat([PNG_1X1.subarray(0, 16), html]);
    const jpeg = Buffer.concat([JPEG_2X2.subarray(0, 4), html]);
    const trailing = Buffer.concat([PNG_1X1, html]);
    for (const bytes of [png, jpeg, trailing]) {
      // Before the fix: 200 and stored, served later as an image.
      expect(await upload(server.app, tokens.liMing, bytes, 'image/png', 'en')).toMatchObject({
        status: 400,
        message: 'The file is damaged or not a complete JPEG, PNG or WebP image',
      });
    }
  });

  it('a photo a correction removed is no longer served, even by a URL signed before', async () => {
    const kept = ok(await upload(server.app, tokens.liMing, PNG_1X1)).photoId;
    const dropped = ok(await upload(server.app, tokens.liMing, JPEG_2X2)).photoId;
    const created = ok(
      await create({ problems: [{ description: 'A', rectification: 'B', photoIds: [kept, dropped] }] }),
    );
    const detail = ok(await call('getRegistration', { id: created.id }, { token: tokens.entA }));
    const urls = detail.problems[0]!.photos.map((p) => new URL(p.url));
    const fetchPhoto = (url: URL) => server.app.inject({ url: `${url.pathname}${url.search}` });
    expect((await fetchPhoto(urls[1]!)).statusCode).toBe(200);

    ok(
      await call(
        'correctRegistration',
        {
          id: created.id,
          version: 1,
          reason: '删除无关照片',
          problems: [{ description: 'A', rectification: 'B', photoIds: [kept] }],
        },
        { token: tokens.liMing },
      ),
    );
    // Before the fix: 200 with the removed photo.
    expect((await fetchPhoto(urls[1]!)).statusCode).toBe(404);
    expect((await fetchPhoto(urls[0]!)).statusCode).toBe(200);
    // ... and it cannot be attached again.
    expect(
      await create({ problems: [{ description: 'C', rectification: 'D', photoIds: [dropped] }] }),
    ).toMatchObject({ code: 500 });
  });

  it('a photo URL is valid for at most its configured lifetime', () => {
    const config = testConfig({ photoUrlTtlMinutes: 60 });
    const lifetimes: number[] = [];
    for (let second = 0; second < 7200; second += 97) {
      const now = Date.UTC(2026, 0, 1, 8) + second * 1000;
      const exp = Number(new URL(signPhotoUrl(config, 'p', now)).searchParams.get('exp'));
      lifetimes.push(exp - now / 1000);
    }
    // Before the fix: up to 7200 s (twice the 60-minute lifetime).
    expect(Math.max(...lifetimes)).toBeLessThanOrEqual(3600);
    expect(Math.min(...lifetimes)).toBeGreaterThan(1800);
  });
});
