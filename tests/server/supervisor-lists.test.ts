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
