import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  actAs,
  ENTERPRISE,
  insertInState,
  movableClock,
  prepareEnterprises,
  registrationOf,
  USERS,
  type UserName,
} from './complaints-fixtures';
import { ok, useTestApp } from './test-app';
import type { ApiInput } from '../../contract/api-schemas';
import { enterprises } from '../../server/db/schema/enterprises';

const time = movableClock(new Date('2026-09-14T10:00:00+08:00'));
const server = useTestApp({ users: USERS, clock: time.clock, prepare: prepareEnterprises });
const as = actAs(server);
const db = () => server.database.handle.db;

describe('the supervision office narrows its lists to a department (the analysis figures’ lists)', () => {
  it('registrations: the whole city, or the department asked for; an officer only its own', async () => {
    const market = await registrationOf(db(), ENTERPRISE.entA!, 'market');
    const health = await registrationOf(db(), ENTERPRISE.entA!, 'health');
    const ids = async (user: UserName, departmentCode?: string) =>
      ok(
        await as(user, 'listRegistrations', { limit: 50, ...(departmentCode ? { departmentCode } : {}) }),
      ).items.map((item) => item.id);
    expect(await ids('zhouZheng')).toEqual(expect.arrayContaining([market, health]));
    const onlyHealth = await ids('zhouZheng', 'health');
    expect(onlyHealth).toContain(health);
    expect(onlyHealth).not.toContain(market);
    expect(await ids('liMing')).toContain(market);
    expect(await ids('liMing')).not.toContain(health);
    expect(await as('liMing', 'listRegistrations', { departmentCode: 'health' })).toMatchObject({
      status: 404,
    });
  });

  it('registrations of one district or street: its enterprises, as the district figures count them', async () => {
    // 鹏程食品 is on a street of 南山区 (440305); entC is moved to one of 福田区 (440304), entD has no region.
    await db()
      .update(enterprises)
      .set({ regionCode: '440304001' })
      .where(eq(enterprises.id, ENTERPRISE.entC!));
    const nanshan = await registrationOf(db(), ENTERPRISE.entA!, 'market');
    const futian = await registrationOf(db(), ENTERPRISE.entC!, 'market');
    const nowhere = await registrationOf(db(), ENTERPRISE.entD!, 'market');
    const ids = async (user: UserName, input: ApiInput<'listRegistrations'>) =>
      ok(await as(user, 'listRegistrations', { limit: 50, ...input })).items.map((item) => item.id);
    const inNanshan = await ids('zhouZheng', { regionCode: '440305' });
    expect(inNanshan).toContain(nanshan);
    expect(inNanshan).not.toContain(futian);
    expect(inNanshan).not.toContain(nowhere);
    expect(await ids('zhouZheng', { regionCode: '440304', departmentCode: 'market' })).toEqual([futian]);
    // An officer's list stays their department's, narrowed to the district.
    expect(await ids('liMing', { regionCode: '440304' })).toEqual([futian]);
    expect(await ids('zhouZheng', { regionCode: '440304001' })).toEqual([futian]);
    expect(await ids('zhouZheng', { regionCode: '440304002' })).toEqual([]);
    expect(await as('zhouZheng', 'listRegistrations', { regionCode: '4403' })).toMatchObject({ status: 400 });
  });

  it('the complaints desk: one department’s lodged, open or overdue complaints; an officer asking for another’s is refused', async () => {
    const at = new Date('2026-09-10T10:00:00+08:00');
    const market = await insertInState(db(), 'handling', at);
    const health = await insertInState(db(), 'assigned', at, { assignedDepartmentCode: 'health' });
    const ids = async (user: UserName, input: Parameters<typeof as<'listHandlingComplaints'>>[2]) =>
      ok(await as(user, 'listHandlingComplaints', input)).items.map((c) => c.id);
    for (const view of ['lodged', 'open'] as const) {
      expect(await ids('zhouZheng', { view })).toEqual(expect.arrayContaining([market, health]));
      const onlyMarket = await ids('zhouZheng', { view, departmentCode: 'market' });
      expect(onlyMarket).toContain(market);
      expect(onlyMarket).not.toContain(health);
      expect(await ids('liMing', { view, departmentCode: 'market' })).toContain(market);
      expect(await as('liMing', 'listHandlingComplaints', { view, departmentCode: 'health' })).toMatchObject({
        status: 404,
      });
    }
  });
});
