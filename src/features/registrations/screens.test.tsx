import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMPLAINT_DEADLINES } from '../../../contract/complaints/rules';
import type { CorrectionEntry } from '../../../contract/registrations/schemas';
import { paths } from '../../lib/paths';
import {
  ENTERPRISE_NUMBER,
  registrationDetail,
  registrationPage,
  registrationSummary,
} from '../../test/fixtures';
import { fail, officerUser, renderScreen, TEST_TOKEN } from '../../test/render-screen';
import { callsOf, click } from '../../test/screen-actions';

describe('registration screens', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows a registration as the server describes it', async () => {
    const view = await renderScreen(paths.registrationDetail.href({ id: registrationDetail.id }), {
      as: 'enterprise',
      api: { getRegistration: registrationDetail },
    });
    // the first screen of the file loads its chunks: give it longer than a second on a busy machine
    expect(
      await screen.findByText(registrationDetail.registrationNumber, {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: '检查详情' })).toBeTruthy();
    expect(screen.getByText('冷藏柜温度记录缺失')).toBeTruthy();
    expect(view.screenCalls()).toEqual([
      { name: 'getRegistration', input: { id: registrationDetail.id }, token: TEST_TOKEN },
    ]);
  });

  it('lets the enterprise complain about the inspection, which the complaint form takes over', async () => {
    await renderScreen(paths.registrationDetail.href({ id: registrationDetail.id }), {
      as: 'enterprise',
      api: {
        getRegistration: registrationDetail,
        getComplaintOptions: { departments: [], deadlines: DEFAULT_COMPLAINT_DEADLINES },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '投诉这次检查' }, { timeout: 5000 }));
    // The form names the picked inspection by its number (the detail is already in the cache).
    expect(
      await screen.findByText(
        new RegExp(`登记编号 ${registrationDetail.registrationNumber}`),
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看这次检查' }).getAttribute('href')).toBe(
      paths.registrationDetail.href({ id: registrationDetail.id }),
    );
  });

  it('offers an officer no complaint', async () => {
    await renderScreen(paths.registrationDetail.href({ id: registrationDetail.id }), {
      api: { getRegistration: registrationDetail },
    });
    await screen.findByText(registrationDetail.registrationNumber, {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: '投诉这次检查' })).toBeNull();
  });

  it('shows the latest corrections and, when asked, pages through the whole history', async () => {
    const correction = (n: number): CorrectionEntry => ({
      at: `2026-03-03T0${n}:00:00+08:00`,
      officerName: '李明',
      reason: `更正原因 ${n}`,
      changes: [{ field: '备注', before: '', after: `第 ${n} 次` }],
    });
    const newestFirst = (from: number, to: number) =>
      Array.from({ length: from - to + 1 }, (_, i) => correction(from - i));
    const view = await renderScreen(paths.registrationDetail.href({ id: registrationDetail.id }), {
      as: 'officer',
      api: {
        getRegistration: { ...registrationDetail, corrections: newestFirst(7, 3), correctionCount: 7 },
        listRegistrationCorrections: ({ cursor }) =>
          cursor
            ? { items: newestFirst(1, 1), nextCursor: null }
            : { items: newestFirst(7, 2), nextCursor: '2' },
      },
    });
    expect(await screen.findByText(/更正原因 7/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/更正原因 3/)).toBeTruthy();
    expect(screen.queryByText(/更正原因 2/)).toBeNull();

    await act(
      async () => void fireEvent.click(screen.getByRole('button', { name: '查看全部 7 条更正记录' })),
    );
    expect(await screen.findByText(/更正原因 2/)).toBeTruthy();
    expect(screen.queryByText(/更正原因 1/)).toBeNull();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '加载更多更正记录' })));
    expect(await screen.findByText(/更正原因 1/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '加载更多更正记录' })).toBeNull());
    expect(screen.getAllByText(/更正原因 \d/)).toHaveLength(7);
    expect(view.screenCalls().filter((call) => call.name === 'listRegistrationCorrections')).toEqual([
      {
        name: 'listRegistrationCorrections',
        input: { id: registrationDetail.id, limit: 20 },
        token: TEST_TOKEN,
      },
      {
        name: 'listRegistrationCorrections',
        input: { id: registrationDetail.id, cursor: '2', limit: 20 },
        token: TEST_TOKEN,
      },
    ]);
  });

  it('says a registration that is not there (or not yours) is missing, with a way back and no retry that cannot help', async () => {
    await renderScreen(paths.registrationDetail.href({ id: 'reg-other' }), {
      as: 'enterprise',
      api: { getRegistration: fail(404, 'not found', 404) },
    });
    expect(await screen.findByRole('heading', { name: '内容不存在' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(screen.queryByText('not found')).toBeNull();
  });

  it("lists the enterprise's own inspection history and says where it ends", async () => {
    await renderScreen(paths.registrationList.path, {
      as: 'enterprise',
      api: { listRegistrations: registrationPage, listWarnings: [], queryDict: [] },
    });
    expect(await screen.findByRole('heading', { name: '历史执法信息' })).toBeTruthy();
    expect(await screen.findByText('李明、王芳')).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
  });

  it("shows another department's inspection in outline only, not as a way to its detail", async () => {
    const outline = {
      ...registrationSummary,
      id: 'reg-other',
      officerNames: [],
      problemCount: null,
      problemsFound: true,
      inFull: false,
    };
    await renderScreen(paths.registrationList.path, {
      as: 'officer',
      api: { listRegistrations: { items: [outline], nextCursor: null }, listWarnings: [], queryDict: [] },
    });
    expect(await screen.findByText('其他部门的检查，仅显示概况')).toBeTruthy();
    expect(screen.getByText('发现问题')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /其他部门的检查/ })).toBeNull();
  });

  it("opens an officer's list with an analysis figure's filters, each removable", async () => {
    const view = await renderScreen(
      paths.registrationList.href({ from: '2026-11-01', to: '2026-11-24', type: 'routine', flag: 'late' }),
      { as: 'officer', api: { listRegistrations: registrationPage, listWarnings: [], queryDict: [] } },
    );
    const filters = await screen.findByRole('region', { name: '筛选条件' });
    expect(filters.textContent).toContain('2026年11月1日 至 2026年11月24日');
    expect(screen.queryByRole('combobox', { name: '时间' })).toBeNull();
    const listed = () => view.screenCalls().filter((call) => call.name === 'listRegistrations');
    await waitFor(() =>
      expect(listed()[0]?.input).toEqual({
        limit: 20,
        from: '2026-11-01',
        to: '2026-11-24',
        type: 'routine',
        flag: 'late',
      }),
    );
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '移除筛选：补录' })));
    await waitFor(() =>
      expect(view.location()).toBe(
        paths.registrationList.href({ from: '2026-11-01', to: '2026-11-24', type: 'routine' }),
      ),
    );
    await waitFor(() => expect(listed().at(-1)?.input).not.toHaveProperty('flag'));
    // focus stays among the filters, on the one that took the removed one's place
    await waitFor(() => expect(document.activeElement?.textContent).toBe('清除全部'));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '清除全部' })));
    await waitFor(() => expect(view.location()).toBe(paths.registrationList.path));
    expect(screen.queryByRole('region', { name: '筛选条件' })).toBeNull();
    expect(screen.getByRole('combobox', { name: '时间' })).toBeTruthy();
  });

  it('says when nothing matches the filters', async () => {
    await renderScreen(paths.registrationList.href({ flag: 'late' }), {
      as: 'officer',
      api: { listRegistrations: { items: [], nextCursor: null }, listWarnings: [], queryDict: [] },
    });
    expect(await screen.findByText('没有符合筛选条件的检查记录')).toBeTruthy();
  });

  it('shows the supervision office a department’s registrations from its address, named, the tag removable', async () => {
    const view = await renderScreen(
      paths.registrationList.href({ from: '2026-11-01', to: '2026-11-24', departmentCode: 'health' }),
      {
        as: { ...officerUser, capabilities: ['supervisor'] },
        api: {
          listRegistrations: registrationPage,
          listWarnings: [],
          queryDict: [{ value: 'health', label: '卫生健康委员会', sort: 2 }],
        },
      },
    );
    const filters = await screen.findByRole('region', { name: '筛选条件' });
    await waitFor(() => expect(filters.textContent).toContain('部门：卫生健康委员会'));
    // the department in the address stands in for the department choice
    expect(screen.queryByRole('combobox', { name: '部门' })).toBeNull();
    await click(screen.getByRole('button', { name: '移除筛选：部门：卫生健康委员会' }));
    await waitFor(() =>
      expect(view.location()).toBe(paths.registrationList.href({ from: '2026-11-01', to: '2026-11-24' })),
    );
    // the office may choose any department itself
    expect(await screen.findByRole('combobox', { name: '部门' })).toBeTruthy();
    expect(callsOf(view, 'listRegistrations').map((call) => call.input)).toEqual([
      { limit: 20, from: '2026-11-01', to: '2026-11-24', departmentCode: 'health' },
      { limit: 20, from: '2026-11-01', to: '2026-11-24' },
    ]);
  });

  it('shows the supervision office a district’s registrations from its address (a district figure), named', async () => {
    const view = await renderScreen(
      paths.registrationList.href({ from: '2026-11-01', to: '2026-11-24', regionCode: '440304' }),
      {
        as: { ...officerUser, capabilities: ['supervisor'] },
        api: {
          listRegistrations: registrationPage,
          listWarnings: [],
          queryDict: [],
          getRegionCascade: [
            { code: '440304', name: '福田区', children: [{ code: '440304001', name: '园岭街道' }] },
          ],
        },
      },
    );
    const filters = await screen.findByRole('region', { name: '筛选条件' });
    await waitFor(() => expect(filters.textContent).toContain('地区：福田区'));
    expect(callsOf(view, 'listRegistrations').map((call) => call.input)).toEqual([
      { limit: 20, from: '2026-11-01', to: '2026-11-24', regionCode: '440304' },
    ]);
    await click(screen.getByRole('button', { name: '移除筛选：地区：福田区' }));
    await waitFor(() =>
      expect(view.location()).toBe(paths.registrationList.href({ from: '2026-11-01', to: '2026-11-24' })),
    );
  });

  it('reads a filter value it does not know as absent', async () => {
    const view = await renderScreen(
      `${paths.registrationList.path}?flag=overdue&type=routine&to=2026-13-01`,
      {
        as: 'officer',
        api: { listRegistrations: registrationPage, listWarnings: [], queryDict: [] },
      },
    );
    await screen.findByText('李明、王芳');
    expect(view.screenCalls().find((call) => call.name === 'listRegistrations')?.input).toEqual({
      limit: 20,
      type: 'routine',
    });
  });

  it('shows an officer the history of the enterprise number typed in, with its warnings', async () => {
    const view = await renderScreen(paths.historyCheck.href({ enterpriseNumber: ENTERPRISE_NUMBER }), {
      as: 'officer',
      api: {
        listRegistrations: { items: [registrationSummary], nextCursor: null },
        listWarnings: [],
        queryDict: [],
      },
    });
    expect(await screen.findByRole('heading', { name: '企业历史检查' })).toBeTruthy();
    expect(await screen.findByText('李明、王芳')).toBeTruthy();
    expect(view.screenCalls().map((call) => call.name)).toEqual(
      expect.arrayContaining(['listRegistrations', 'listWarnings']),
    );
  });

  it('checks the officer in without a position only with the reason, then goes on to the registration form', async () => {
    const view = await renderScreen(
      paths.sign.href({ scanId: 'scan-1', enterpriseNumber: ENTERPRISE_NUMBER }),
      {
        as: 'officer',
        api: {
          checkIn: (input) => ({
            scanId: input.scanId,
            checkedInAt: '2026-03-02T09:00:00+08:00',
            location: input.location,
            finding: {
              distanceMeters: null,
              accuracyMeters: null,
              far: false,
              farMeters: 500,
              noPositionReason: input.noPositionReason ?? null,
            },
          }),
        },
      },
    );
    expect(await screen.findByRole('heading', { name: '现场签到' })).toBeTruthy();
    const place = screen.getByPlaceholderText('无法定位时请填写地点');
    act(() => fireEvent.change(place, { target: { value: '南山区科技园' } }));
    // jsdom has no position: the check-in says why, as the server requires.
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '确认签到' })));
    expect(await screen.findByText('请选择无法定位的原因')).toBeTruthy();
    expect(view.screenCalls().some((call) => call.name === 'checkIn')).toBe(false);
    act(() => void fireEvent.click(screen.getByText('无定位信号（室内、地下等）')));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '确认签到' })));
    await waitFor(() =>
      expect(view.location()).toBe(
        paths.enforceScanPage.href({ scanId: 'scan-1', enterpriseNumber: ENTERPRISE_NUMBER }),
      ),
    );
    expect(view.screenCalls().find((call) => call.name === 'checkIn')?.input).toMatchObject({
      scanId: 'scan-1',
      location: { latitude: null, longitude: null, text: '南山区科技园' },
      noPositionReason: 'noSignal',
    });
    // the form's chunk is loaded before the test ends (an import after teardown fails the run)
    expect(await screen.findByRole('heading', { name: '登记检查' }, { timeout: 5000 })).toBeTruthy();
  });
});
