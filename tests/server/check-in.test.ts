import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newEnterprise, OFFICERS, registrationInput } from './loop-fixtures';
import { ok, runningClock, useTestApp } from './test-app';
import type { ApiInput } from '../../contract/api-schemas';
import { withCheckCharacter } from '../../contract/credit-code';
import { CHECK_IN_FAR_METERS_DEFAULT } from '../../contract/registrations/rules';
import { codeScans } from '../../server/db/schema/supervision-codes';
import { warningRules } from '../../server/db/schema/warnings';
import { loadWarningRules } from '../../server/modules/warnings/warnings-service';

/** Issue 41, 3: a check-in proves where the officer was, and an inspection runs from it to the submission. */
const time = runningClock();
const server = useTestApp({
  clock: time.clock,
  users: {
    liMing: OFFICERS.liMing,
    entA: '13800000001',
    supervisor: '13700000001',
    merchant: '13800000003',
    heJing: '13900000003', // market's head
  },
});
const { call, tokens } = server;
const MINUTE = 60_000;
const PENGCHENG = 'SZ440305000123';
/** 深圳市鹏程食品有限公司's registered place is 22.5485, 113.9432 (the demo seed). */
const AT_THE_DOOR = { latitude: 22.5487, longitude: 113.943, text: '科兴科学园B栋' };
const ACROSS_TOWN = { latitude: 22.5431, longitude: 113.9344, text: '深南大道' };
const NO_POSITION = { latitude: null, longitude: null, text: '地下一层仓库' };

async function scanOf(enterpriseNumber = PENGCHENG): Promise<string> {
  const scan = ok(
    await call('resolveCode', { enterpriseNumber, purpose: 'inspection' }, { token: tokens.liMing }),
  );
  return scan.scanId;
}

const checkIn = (input: ApiInput<'checkIn'>, locale?: 'en') =>
  call('checkIn', input, { token: tokens.liMing, locale });

describe('the check-in compares the position with the enterprise’s place', () => {
  it('a check-in at the door is near; one across town is flagged, with its distance and the rule in force', async () => {
    const near = ok(await checkIn({ scanId: await scanOf(), location: AT_THE_DOOR, accuracyMeters: 12 }));
    expect(near.finding).toMatchObject({ far: false, accuracyMeters: 12, noPositionReason: null });
    expect(near.finding.distanceMeters).toBeGreaterThan(10);
    expect(near.finding.distanceMeters).toBeLessThan(50);

    const scanId = await scanOf();
    const far = ok(await checkIn({ scanId, location: ACROSS_TOWN, accuracyMeters: 30 }));
    expect(far.finding).toMatchObject({ far: true, farMeters: CHECK_IN_FAR_METERS_DEFAULT });
    expect(far.finding.distanceMeters).toBeGreaterThan(1000);
    expect(far.finding.distanceMeters).toBeLessThan(1200);
    const [stored] = await server.database.handle.db.select().from(codeScans).where(eq(codeScans.id, scanId));
    expect(stored).toMatchObject({ far: true, farMeters: 500, accuracyMeters: 30, latitude: 22.5431 });
  });

  it('without a position the check-in needs its reason, and records it instead of a distance', async () => {
    const scanId = await scanOf();
    const refused = await checkIn({ scanId, location: NO_POSITION }, 'en');
    expect(refused).toMatchObject({ status: 400, fields: { noPositionReason: 'is required' } });
    // One coordinate is no position either.
    const half = await checkIn({ scanId, location: { ...NO_POSITION, latitude: 22.5 } });
    expect(half).toMatchObject({ status: 400, fields: { noPositionReason: '为必填项' } });
    const checked = ok(await checkIn({ scanId, location: NO_POSITION, noPositionReason: 'noSignal' }));
    expect(checked.finding).toEqual({
      distanceMeters: null,
      accuracyMeters: null,
      far: false,
      farMeters: CHECK_IN_FAR_METERS_DEFAULT,
      noPositionReason: 'noSignal',
    });
  });

  it('an enterprise whose place is not known gets no distance and no flag', async () => {
    const enterprise = await newEnterprise(server.database.handle.db);
    const checked = ok(
      await checkIn({ scanId: await scanOf(enterprise.enterpriseNumber), location: ACROSS_TOWN }),
    );
    expect(checked.finding).toMatchObject({ distanceMeters: null, far: false });
  });

  it('an enterprise registered with its premises located is compared with that place; a coarse one is refused', async () => {
    const input = {
      name: '深圳市签到测试餐饮有限公司',
      creditCode: withCheckCharacter('91440300MA5H9K3Q4'),
      regionCode: '440305006',
      address: '深圳市南山区粤海街道科技园路8号',
      legalRepresentative: '刘洋',
      contactPhone: '13800000003',
    };
    const premises = { latitude: 22.5401, longitude: 113.9512 };
    const coarse = await call(
      'registerEnterprise',
      { ...input, place: { ...premises, accuracyMeters: 1500 } },
      { token: tokens.merchant },
    );
    expect(coarse).toMatchObject({ status: 400, fields: { place: expect.stringContaining('100 米') } });
    const user = ok(
      await call(
        'registerEnterprise',
        { ...input, place: { ...premises, accuracyMeters: 20 } },
        { token: tokens.merchant },
      ),
    );
    const checked = ok(
      await checkIn({
        scanId: await scanOf(user.enterpriseNumber!),
        location: { latitude: 22.5403, longitude: 113.9512, text: '店门口' },
      }),
    );
    expect(checked.finding.far).toBe(false);
    expect(checked.finding.distanceMeters).toBeGreaterThan(15);
    expect(checked.finding.distanceMeters).toBeLessThan(30);
  });

  it('the distance is the city’s rule (check_in_far_meters), read when the check-in is made', async () => {
    const db = server.database.handle.db;
    await db.insert(warningRules).values({ key: 'check_in_far_meters', value: 2000 });
    try {
      await expect.poll(async () => (await loadWarningRules(db)).checkInFarMeters).toBe(2000);
      const checked = ok(await checkIn({ scanId: await scanOf(), location: ACROSS_TOWN }));
      expect(checked.finding).toMatchObject({ far: false, farMeters: 2000 });
    } finally {
      await db.delete(warningRules).where(eq(warningRules.key, 'check_in_far_meters'));
      await expect
        .poll(async () => (await loadWarningRules(db)).checkInFarMeters)
        .toBe(CHECK_IN_FAR_METERS_DEFAULT);
    }
  });
});

describe('an inspection runs from the check-in to the submission, at least a minute', () => {
  const register = (overrides: Partial<ApiInput<'createRegistration'>>) =>
    call('createRegistration', registrationInput({ enterpriseNumber: PENGCHENG, ...overrides }), {
      token: tokens.liMing,
    });

  it('takes the check-in as the start and the submission as the end, whatever times were typed', async () => {
    const scanId = await scanOf();
    const checked = ok(await checkIn({ scanId, location: ACROSS_TOWN, accuracyMeters: 20 }));
    time.advance(25 * MINUTE);
    const submittedAt = time.clock.now!();
    const created = ok(
      await register({
        scanId,
        startedAt: new Date(submittedAt.getTime() - 3 * 60 * MINUTE).toISOString(),
        endedAt: new Date(submittedAt.getTime() - 2 * 60 * MINUTE).toISOString(),
      }),
    );
    const detail = ok(await call('getRegistration', { id: created.id }, { token: tokens.liMing }));
    expect(detail.startedAt).toBe(checked.checkedInAt);
    expect(Date.parse(detail.endedAt) - submittedAt.getTime()).toBeGreaterThanOrEqual(0);
    expect(Date.parse(detail.endedAt) - submittedAt.getTime()).toBeLessThan(MINUTE);
    // The flag is on the record for the officer, the enterprise and the supervision office alike.
    for (const token of [tokens.liMing, tokens.entA, tokens.supervisor]) {
      const seen = ok(await call('getRegistration', { id: created.id }, { token }));
      expect(seen.checkIn).toMatchObject({ far: true, farMeters: 500, accuracyMeters: 20 });
    }
  });

  it('refuses a submission within a minute of the check-in, and passes it once the minute is over', async () => {
    const scanId = await scanOf();
    ok(await checkIn({ scanId, location: AT_THE_DOOR }));
    time.advance(59_000);
    const early = await register({ scanId });
    expect(early).toMatchObject({ status: 400, fields: { endedAt: expect.stringContaining('1 分钟') } });
    time.advance(1_000);
    ok(await register({ scanId }));
  });

  it('refuses typed times less than a minute apart (a 0-minute inspection), and passes one of a minute', async () => {
    const now = time.clock.now!().getTime();
    const startedAt = new Date(now - 30 * MINUTE).toISOString();
    for (const length of [0, 59_000]) {
      const short = await register({
        startedAt,
        endedAt: new Date(now - 30 * MINUTE + length).toISOString(),
      });
      expect(short, `${length} ms`).toMatchObject({ status: 400, fields: { endedAt: expect.any(String) } });
    }
    ok(await register({ startedAt, endedAt: new Date(now - 29 * MINUTE).toISOString() }));
  });
});

describe('the supervision office sees how the check-ins went, per department and per officer', () => {
  const figures = async (token: string) =>
    ok(await call('getDepartmentAnalysis', { period: 'month', departmentCode: 'market' }, { token }));
  it('counts far and unlocated check-ins, each opening as many registrations, and per officer for the office and the head', async () => {
    const before = await figures(tokens.supervisor);
    const liMingBefore = before.officers?.find((row) => row.name === '李明');
    const far = await scanOf();
    ok(await checkIn({ scanId: far, location: ACROSS_TOWN, accuracyMeters: 25 }));
    const unlocated = await scanOf();
    ok(await checkIn({ scanId: unlocated, location: NO_POSITION, noPositionReason: 'noSignal' }));
    time.advance(2 * MINUTE);
    for (const scanId of [far, unlocated])
      ok(
        await call('createRegistration', registrationInput({ enterpriseNumber: PENGCHENG, scanId }), {
          token: tokens.liMing,
        }),
      );

    const after = await figures(tokens.supervisor);
    const i = after.inspections;
    expect(i.farCheckIns.current).toBe(before.inspections.farCheckIns.current + 1);
    expect(i.unlocatedCheckIns.current).toBe(before.inspections.unlocatedCheckIns.current + 1);
    for (const [flag, count] of [
      ['farCheckIn', i.farCheckIns.current],
      ['unlocatedCheckIn', i.unlocatedCheckIns.current],
    ] as const) {
      const page = ok(
        await call(
          'listRegistrations',
          { ...after.period, departmentCode: 'market', flag },
          { token: tokens.supervisor },
        ),
      );
      expect(page.nextCursor).toBeNull();
      expect(page.items, flag).toHaveLength(count);
    }
    const liMing = after.officers?.find((row) => row.name === '李明');
    expect(liMing).toMatchObject({
      inspections: (liMingBefore?.inspections ?? 0) + 2,
      farCheckIns: (liMingBefore?.farCheckIns ?? 0) + 1,
      unlocatedCheckIns: (liMingBefore?.unlocatedCheckIns ?? 0) + 1,
    });
    expect(after.officers!.reduce((sum, row) => sum + row.inspections, 0)).toBe(i.total.current);
    // The department's head sees her officers; an officer does not see his colleagues'.
    expect((await figures(tokens.heJing)).officers).toEqual(after.officers);
    expect(
      ok(await call('getDepartmentAnalysis', { period: 'month' }, { token: tokens.liMing })).officers,
    ).toBeNull();
  });
});
