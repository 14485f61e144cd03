import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { installDeviceClock } from './city-clock';
import { expect, test } from './fixtures';
import { ACCOUNTS, API, inspectionRuns, snap, tick } from './helpers';

/**
 * Officers inside 深政易 (the city's collaboration platform), through its simulator: sign-in by the platform's
 * one-time code, scanning with the platform's scanner, registering on the platform's screen; and each refusal on
 * a screen of its own, never a login form.
 */

interface PlatformUser {
  platformUserId: string;
  name: string;
}

async function platformUser(request: APIRequestContext, name: string): Promise<string> {
  const body = await (await request.get(`${API}/app/thirdLogin/szySimulator/users`)).json();
  const user = (body.data as PlatformUser[]).find((candidate) => candidate.name === name);
  expect(user, `the simulated platform lists ${name}`).toBeTruthy();
  return (user as PlatformUser).platformUserId;
}

async function platformCode(request: APIRequestContext, platformUserId: string): Promise<string> {
  const body = await (
    await request.get(`${API}/app/thirdLogin/szySimulator/code`, { params: { platformUserId } })
  ).json();
  expect(body.code).toBe(20000);
  return body.data.code as string;
}

async function apiAs<T>(request: APIRequestContext, account: string, path: string): Promise<T> {
  const login = await (await request.post(`${API}/app/thirdLogin/testLogin`, { data: { account } })).json();
  const body = await (await request.get(`${API}${path}`, { headers: { token: login.data.token } })).json();
  expect(body.code).toBe(20000);
  return body.data as T;
}

async function openFromPlatform(browser: Browser, query: string, locale = 'zh'): Promise<Page> {
  const context = await browser.newContext({
    geolocation: { latitude: 22.5431, longitude: 113.9344 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  // The device's clock, moved on by `inspectionRuns` between a check-in and its registration.
  await installDeviceClock(page);
  await page.goto(`/?host=szy-simulator&lang=${locale}&${query}`);
  return page;
}

async function expectRefusal(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page).toHaveURL(/\/szySignIn\?reason=/);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  // The platform is the way in there: no password form is offered.
  await expect(page.getByLabel(/密码|Password/)).toHaveCount(0);
}

test.describe('深政易 (simulated)', () => {
  test('an officer signs in through the platform, scans with its scanner and registers on its screen', async ({
    browser,
    request,
  }) => {
    const liMing = await platformUser(request, '李明');
    const officer = await openFromPlatform(browser, `simAccount=${liMing}`);
    await expect(officer.getByRole('navigation', { name: '执法工作台' })).toBeVisible();
    // the one-time code never stays in the address
    expect(officer.url()).not.toMatch(/[?&]code=/);

    const code = await apiAs<{ payload: string }>(
      request,
      ACCOUNTS.enterprise,
      '/app/code/current?enterpriseNumber=SZ440305000123',
    );
    await officer.goto('/enforce/scanQrCode');
    const scanner = officer.getByRole('dialog');
    await scanner.getByRole('textbox').fill(code.payload);
    await scanner.getByRole('button', { name: '确定' }).click();
    await expect(officer).toHaveURL(/\/enterpriseScanPreview/);
    await officer.getByRole('button', { name: '现场签到' }).click();
    await officer.getByRole('button', { name: '确认签到' }).click();
    await expect(officer).toHaveURL(/\/enforce\/scanPage_szy\?/);
    // Checked in about 1.1 km from the enterprise's registered place: flagged, and said so on the form.
    await expect(officer.getByText(/超过 500 米，已在记录中标注/)).toBeVisible();
    await snap(officer, 'szy-registration-form-zh');
    await inspectionRuns(officer);

    await tick(officer.getByRole('checkbox').nth(1));
    // The demo enterprise is past today's visits: a hotline report is an excepted kind, with its ticket.
    await expect(officer.getByText(/已超出.*每日频次/)).toBeVisible();
    await officer.getByRole('radio', { name: '专项检查（不计入年度上限）' }).check({ force: true });
    await officer.getByRole('radio', { name: '投诉举报核查' }).check({ force: true });
    await officer.getByLabel('例外依据').fill('12345-20261202-0002');
    await officer.getByRole('radio', { name: '符合' }).first().check({ force: true });
    await officer.getByRole('button', { name: '提交登记' }).click();
    await expect(officer).toHaveURL(/\/registrationDetail\?id=/);
    const id = new URL(officer.url()).searchParams.get('id') as string;
    const detail = await apiAs<{ platform: string }>(
      request,
      ACCOUNTS.officer,
      `/app/registration/detail?id=${id}`,
    );
    expect(detail.platform).toBe('szy');
  });

  test('a used code, an expired code, an unlinked user and an enterprise account each get their own screen', async ({
    browser,
    request,
  }) => {
    const liMing = await platformUser(request, '李明');

    // used: the code signed someone in already
    const used = await platformCode(request, liMing);
    expect((await (await request.get(`${API}/app/thirdLogin/szyptLogin/${used}`)).json()).data.outcome).toBe(
      'signedIn',
    );
    const reused = await openFromPlatform(browser, `code=${encodeURIComponent(used)}`);
    await expectRefusal(reused, '登录链接已失效');
    await snap(reused, 'szy-code-invalid-zh');
    // the simulator can ask the platform for a new code: signing in again works
    await reused.getByRole('button', { name: '重新登录' }).click();
    await reused.getByRole('option', { name: new RegExp(liMing) }).click();
    await expect(reused.getByRole('navigation', { name: '执法工作台' })).toBeVisible();

    // expired: five minutes are over (the server's test clock, put back after)
    const late = await platformCode(request, liMing);
    await request.post(`${API}/app/test/clock`, { data: { hours: 1 } });
    try {
      const expired = await openFromPlatform(browser, `code=${encodeURIComponent(late)}`, 'en');
      await expectRefusal(expired, 'This sign-in link has expired');
    } finally {
      await request.post(`${API}/app/test/clock`, { data: { hours: -1 } });
    }

    const unlinked = await openFromPlatform(browser, `simAccount=${await platformUser(request, '赵雷')}`);
    await expectRefusal(unlinked, '您的账号尚未开通本服务');
    await expect(unlinked.getByText('请联系本单位的系统管理员开通')).toBeVisible();
    await snap(unlinked, 'szy-not-enabled-zh');

    const enterprise = await openFromPlatform(
      browser,
      `simAccount=${await platformUser(request, '张伟')}`,
      'en',
    );
    await expectRefusal(enterprise, 'The 深政易 entrance is for enforcement officers');
    await snap(enterprise, 'szy-officers-only-en');
  });
});
