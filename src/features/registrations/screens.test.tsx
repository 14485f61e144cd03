import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import {
  ENTERPRISE_NUMBER,
  registrationDetail,
  registrationPage,
  registrationSummary,
} from '../../test/fixtures';
import { fail, renderScreen, TEST_TOKEN } from '../../test/render-screen';

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

  it('checks the officer in with the place typed and goes on to the registration form', async () => {
    const view = await renderScreen(
      paths.sign.href({ scanId: 'scan-1', enterpriseNumber: ENTERPRISE_NUMBER }),
      {
        as: 'officer',
        api: {
          checkIn: (input) => ({
            scanId: input.scanId,
            checkedInAt: '2026-03-02T09:00:00+08:00',
            location: input.location,
          }),
        },
      },
    );
    expect(await screen.findByRole('heading', { name: '现场签到' })).toBeTruthy();
    const place = screen.getByPlaceholderText('无法定位时请填写地点');
    act(() => fireEvent.change(place, { target: { value: '南山区科技园' } }));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '确认签到' })));
    await waitFor(() =>
      expect(view.location()).toBe(
        paths.enforceScanPage.href({ scanId: 'scan-1', enterpriseNumber: ENTERPRISE_NUMBER }),
      ),
    );
    expect(view.screenCalls().find((call) => call.name === 'checkIn')?.input).toMatchObject({
      scanId: 'scan-1',
      location: { text: '南山区科技园' },
    });
  });
});
