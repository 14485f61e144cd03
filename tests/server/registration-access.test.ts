/**
 * Who reads a registration in full (guards.ts `mayReadRecordOf`): its enterprise, its department and the supervision
 * office. Another department learns only that it took place (date, department, kind, whether problems were found):
 * the detail, the corrections and the receipt are not found for it, and its lists and the enterprise preview show
 * the outline only. Another enterprise finds nothing.
 */
import { describe, expect, it } from 'vitest';
import { OFFICERS, registrationInput } from './loop-fixtures';
import { ok, useTestApp } from './test-app';
import type { RegistrationSummary } from '../../contract/registrations/schemas';

const ENTERPRISE_NUMBER = 'SZ440305000123';

describe('a registration in full, or only that it took place', () => {
  const server = useTestApp({
    users: {
      author: OFFICERS.liMing,
      colleague: OFFICERS.zhaoQiang,
      otherDepartment: OFFICERS.wangFang,
      supervisor: '13700000001',
      enterprise: '13800000001',
      otherEnterprise: '13800000003',
    },
  });
  const { call, tokens } = server;
  type Reader = keyof typeof tokens;
  let id = '';

  const create = async () => {
    const input = registrationInput({
      problems: [{ description: '冷藏柜温度超标', rectification: '立即整改', photoIds: [] }],
      remarks: '店长在场',
    });
    const created = ok(await call('createRegistration', input, { token: tokens.author }));
    return created.id;
  };
  const listed = async (as: Reader): Promise<RegistrationSummary | undefined> => {
    const page = ok(
      await call(
        'listRegistrations',
        { enterpriseNumber: ENTERPRISE_NUMBER, limit: 50 },
        { token: tokens[as] },
      ),
    );
    return page.items.find((item) => item.id === id);
  };

  it('its department, the office and its enterprise read it in full', async () => {
    id = await create();
    for (const as of ['author', 'colleague', 'supervisor', 'enterprise'] as const) {
      const detail = ok(await call('getRegistration', { id }, { token: tokens[as] }));
      expect(detail, as).toMatchObject({
        inFull: true,
        problemCount: 1,
        problemsFound: true,
        remarks: '店长在场',
      });
      expect(detail.officerNames, as).toEqual(['李明', '赵强']);
      ok(await call('listRegistrationCorrections', { id }, { token: tokens[as] }));
      expect(await listed(as), as).toMatchObject({
        inFull: true,
        problemCount: 1,
        officerNames: ['李明', '赵强'],
      });
    }
  });

  it('another department: the detail and corrections are not found, the same as a missing id', async () => {
    const missing = await call('getRegistration', { id: 'reg-no-such' }, { token: tokens.otherDepartment });
    expect(missing).toMatchObject({ status: 404, code: 404 });
    expect(await call('getRegistration', { id }, { token: tokens.otherDepartment })).toEqual(missing);
    const corrections = await call('listRegistrationCorrections', { id }, { token: tokens.otherDepartment });
    expect(corrections).toMatchObject({ status: 404, code: 404 });
  });

  it('another department sees in the lists only that it took place', async () => {
    const outline = await listed('otherDepartment');
    expect(outline).toMatchObject({
      inFull: false,
      departmentCode: 'market',
      type: 'case',
      problemsFound: true,
      problemCount: null,
      officerNames: [],
      late: false,
    });
    const preview = ok(
      await call(
        'getEnterprisePreview',
        { enterpriseNumber: ENTERPRISE_NUMBER },
        { token: tokens.otherDepartment },
      ),
    );
    const recent = preview.recentRegistrations.find((item) => item.id === id);
    expect(recent).toMatchObject({ inFull: false, officerNames: [], problemCount: null });
    const own = ok(
      await call(
        'getEnterprisePreview',
        { enterpriseNumber: ENTERPRISE_NUMBER },
        { token: tokens.colleague },
      ),
    );
    expect(own.recentRegistrations.find((item) => item.id === id)).toMatchObject({ inFull: true });
  });

  it('another enterprise finds nothing', async () => {
    expect(await call('getRegistration', { id }, { token: tokens.otherEnterprise })).toMatchObject({
      status: 404,
    });
    expect(
      await call('listRegistrationCorrections', { id }, { token: tokens.otherEnterprise }),
    ).toMatchObject({ status: 404 });
  });
});
