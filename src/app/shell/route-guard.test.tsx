import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { ENTERPRISE_NUMBER, registrationPage } from '../../test/fixtures';
import { enterpriseUser, renderScreen, TEST_TOKEN, type SessionUser } from '../../test/render-screen';

describe('route guard: who may open a screen', () => {
  it('shows an enterprise user the no-access screen for an officer screen, saying whom it is for, and sends nothing', async () => {
    const view = await renderScreen(paths.historyCheck.href({ enterpriseNumber: ENTERPRISE_NUMBER }), {
      as: 'enterprise',
      api: { listRegistrations: registrationPage },
    });
    expect(await screen.findByRole('heading', { name: '暂无访问权限' })).toBeTruthy();
    expect(screen.getByText('此页面供执法人员使用，您当前登录的账号无法查看。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
    expect(view.screenCalls()).toEqual([]);
    expect(view.location()).toBe(paths.historyCheck.href({ enterpriseNumber: ENTERPRISE_NUMBER }));
  });

  it('says it in English too', async () => {
    await renderScreen(paths.registrationEdit.href({ id: 'reg-demo-01' }), {
      as: 'enterprise',
      locale: 'en',
    });
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeTruthy();
    expect(screen.getByText(/This page is for enforcement officers/)).toBeTruthy();
  });

  it('opens the officer screen for an officer, with what the server answered', async () => {
    const view = await renderScreen(paths.historyCheck.href({ enterpriseNumber: ENTERPRISE_NUMBER }), {
      as: 'officer',
      api: { listRegistrations: registrationPage, listWarnings: [], queryDict: [] },
    });
    expect(await screen.findByText('李明、王芳')).toBeTruthy();
    expect(view.screenCalls()).toContainEqual({
      name: 'listRegistrations',
      input: expect.objectContaining({ enterpriseNumber: ENTERPRISE_NUMBER }),
      token: TEST_TOKEN,
    });
  });

  it('sends an enterprise user who lands on the officer desk to the enterprise home', async () => {
    const view = await renderScreen(paths.root.href(), { as: 'enterprise', api: { getCarousel: [] } });
    await waitFor(() => expect(view.location()).toBe(paths.home.path));
    expect(await screen.findByRole('navigation', { name: '服务入口' })).toBeTruthy();
  });

  it('sends a signed-out user on a screen that needs a session to the login page, with the way back', async () => {
    const view = await renderScreen(paths.registrationDetail.href({ id: 'reg-demo-01' }), {
      as: 'anonymous',
      api: { listTestAccounts: [] },
    });
    await waitFor(() =>
      expect(view.location()).toBe(
        paths.login.href({ target: paths.registrationDetail.href({ id: 'reg-demo-01' }) }),
      ),
    );
    expect(await screen.findByRole('heading', { name: '登录', level: 1 })).toBeTruthy();
    expect(view.calls.map((call) => call.name)).not.toContain('getRegistration');
  });

  it('shows the loading state while start-up has not said who the user is, then decides', async () => {
    let answer: (user: SessionUser) => void = () => undefined;
    const view = await renderScreen(paths.historyCheck.path, {
      as: 'officer',
      api: { getSession: () => new Promise((resolve) => (answer = resolve)) },
    });
    expect(await screen.findByRole('status', { name: '加载中' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '暂无访问权限' })).toBeNull();
    answer(enterpriseUser);
    expect(await screen.findByRole('heading', { name: '暂无访问权限' })).toBeTruthy();
    expect(view.screenCalls()).toEqual([]);
  });

  it('shows the 404 screen to a signed-out user on an unknown path, without sending them to log in', async () => {
    const view = await renderScreen('/no/such/page', { as: 'anonymous' });
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
    // start-up has finished (it would have redirected by now) and the address is unchanged
    await waitFor(() => expect(view.calls.map((call) => call.name)).toContain('getLanguage'));
    expect(view.location()).toBe('/no/such/page');
    expect(view.screenCalls()).toEqual([]);
  });

  it('shows the 404 screen to a signed-in user on an unknown path', async () => {
    await renderScreen('/enterprise/nothing-here', { as: 'enterprise' });
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
  });
});

describe('route guard: a screen opened without its parameters', () => {
  for (const [why, path] of [
    ['without an id', paths.registrationDetail.path],
    ['with an empty id', `${paths.registrationDetail.path}?id=`],
    ['with a malformed id', `${paths.registrationDetail.path}?id=${encodeURIComponent('<script>')}`],
  ] as const) {
    it(`says what is missing and offers the list it belongs to (${why}), and sends nothing`, async () => {
      const view = await renderScreen(path, { as: 'enterprise' });
      expect(await screen.findByRole('heading', { name: '无法打开此页面' })).toBeTruthy();
      expect(screen.getByText('打开此页面需要记录编号，但链接中没有或格式不正确。')).toBeTruthy();
      expect(screen.queryByText(/加载失败|重试/)).toBeNull();
      expect(view.screenCalls()).toEqual([]);

      screen.getByRole('button', { name: '查看检查记录' }).click();
      await waitFor(() => expect(view.location()).toBe(paths.registrationList.path));
    });
  }

  it('names every missing parameter, and the alternatives, in the user language', async () => {
    const view = await renderScreen(paths.qrCodeLoading.path, { as: 'officer', locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'This page cannot be opened' })).toBeTruthy();
    expect(
      screen.getByText(
        'This page needs the scanned code or the enterprise number, which the link does not have or has in the wrong form.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scan again' })).toBeTruthy();
    expect(view.screenCalls()).toEqual([]);
  });

  it('lets an enterprise user open its own pages without its number; an officer needs it', async () => {
    const own = await renderScreen(paths.enterpriseWarningInfo.path, {
      as: 'enterprise',
      api: { listWarnings: [], getQuota: [] },
    });
    await waitFor(() =>
      expect(own.screenCalls().map((call) => call.input)).toContainEqual({
        enterpriseNumber: ENTERPRISE_NUMBER,
      }),
    );
    own.unmount();

    const officer = await renderScreen(paths.enterpriseWarningInfo.path, { as: 'officer' });
    expect(await screen.findByText('打开此页面需要企业编号，但链接中没有或格式不正确。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看预警信息' })).toBeTruthy();
    expect(officer.screenCalls()).toEqual([]);
  });
});
