import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { cityNow, installDeviceClock } from './city-clock';
import { settle } from './settle';
import { PROJECT_ROOT, WORKER_STACK } from './test-stack';

/** This worker's stack (test-stack.ts). */
export const APP_ORIGIN = `http://localhost:${WORKER_STACK.port}`;
export const PORTAL_ORIGIN = `http://localhost:${WORKER_STACK.portalPort}`;
export const API = `${APP_ORIGIN}/api`;

export const ACCOUNTS = {
  enterprise: '13800000001',
  otherEnterprise: '13800000002',
  merchant: '13800000003',
  officer: '13900000001',
  healthOfficer: '13900000002',
  /** 深圳市安信消防设备有限公司's user (the shop's fire safety provider). */
  provider: '13600000001',
  /** 周正 of the supervision office. */
  supervisor: '13700000001',
} as const;
export const DEMO_PASSWORD = 'Demo@2026';

const SCREENSHOTS = resolve(PROJECT_ROOT, 'tests/e2e/screenshots');

/** Saves a 375 x 812 screenshot under tests/e2e/screenshots/ once animations have settled (as it is: a held answer stays held). */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await settle(page, { toastsGone: false, requestsDone: false });
  await page.screenshot({ path: resolve(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
}

/** A screenshot at 375 px and one at 320 px (`-320`), back at 375 after. */
export async function snapBothWidths(page: Page, name: string): Promise<void> {
  await snap(page, name);
  await page.setViewportSize({ width: 320, height: 812 });
  await snap(page, `${name}-320`);
  await page.setViewportSize({ width: 375, height: 812 });
}

/** On the app's login page: taps the development test account with this phone number. */
export async function tapTestAccount(page: Page, phone: string): Promise<void> {
  const account = page.getByRole('button', { name: new RegExp(`· ${phone}$`) });
  await expect(account).toBeVisible();
  await account.click();
}

/** Signs in through the standalone app's login page and waits until the login page is gone. */
export async function signInStandalone(page: Page, phone: string, target?: string): Promise<void> {
  await page.goto(target ? `/login?target=${encodeURIComponent(target)}` : '/login');
  await tapTestAccount(page, phone);
  await expect(page).not.toHaveURL(/\/login/);
}

export function tabBar(page: Page): Locator {
  return page.getByRole('navigation', { name: /主导航|Main navigation/ });
}

/** The app's toast (rendered inside the app's root, never loose on the host page). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.sv-app .adm-toast-main').filter({ hasText: text });
}

/** The session's token: the standalone app's (`sv.token`) or, inside portal-demo, the portal's session. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(
    () =>
      localStorage.getItem('sv.token') ??
      (JSON.parse(localStorage.getItem('portal.session') ?? 'null') as { token?: string } | null)?.token,
  );
  expect(
    token,
    'a session keeps its token in localStorage (sv.token, or portal.session in the portal)',
  ).toBeTruthy();
  return token as string;
}

/** A call to the API with the page's stored session; fails the test unless the server answers success. */
export async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const token = await storedToken(page);
  const result = (await page.evaluate(
    async ({ url, method: verb, token: value, payload }) => {
      const response = await fetch(url, {
        method: verb,
        headers: { token: value, 'content-type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return response.json();
    },
    { url: `${API}${path}`, method, token, payload: body },
  )) as { code: number; data: unknown };
  expect(result.code, JSON.stringify(result)).toBe(20000);
  return result.data as T;
}

/** Development route, no token: moves the server's clock (test clock) and sweeps at once. */
export async function moveServerClock(page: Page, hours: number): Promise<{ now: string }> {
  const response = await page.request.post(`${API}/app/test/clock`, { data: { hours } });
  const body = (await response.json()) as { code: number; data: { now: string } };
  expect(body.code, JSON.stringify(body)).toBe(20000);
  return body.data;
}

/**
 * The minutes of an inspection pass between the check-in and the submission (an inspection lasts at least one):
 * on the device's clock (Playwright's, installed when the page was opened) and on the server's, never by waiting.
 */
export async function inspectionRuns(page: Page, minutes = 2): Promise<void> {
  await page.clock.fastForward(minutes * 60_000);
  await moveServerClock(page, minutes / 60);
}

/**
 * Gives the start of an inspection registered without a check-in, by keyboard in its picker: an hour before now
 * (in the first hour of a China day, some minutes before), so the inspection lasts its minute at least.
 */
export async function pickEarlierStart(scope: Page | Locator): Promise<void> {
  await scope.getByRole('button', { name: /^开始时间/ }).click();
  const picker = scope.getByRole('dialog', { name: '开始时间' });
  const chinaHour = (new Date(cityNow()).getUTCHours() + 8) % 24;
  const column = picker.getByRole('spinbutton', { name: chinaHour > 0 ? '时' : '分' });
  await column.focus();
  for (let step = 0; step < (chinaHour > 0 ? 1 : 5); step += 1) await column.press('ArrowUp');
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
}

/**
 * Ticks an antd-mobile checkbox as a user does, on its label. A forced click on the hidden input lands on whatever
 * covers it (the mask of an error toast after a refused submit) and changes nothing; this waits until it is free.
 */
export async function tick(checkbox: Locator): Promise<void> {
  await checkbox.locator('xpath=ancestor::label[1]').click();
  await expect(checkbox).toBeChecked();
}

/** A user signed in standalone (the app's login page) or to portal-demo, in the locale, on `path` of the app. */
export async function signInWhere(
  browser: Browser,
  where: 'standalone' | 'portal',
  locale: 'zh' | 'en',
  phone: string,
  path: string,
  /** The device's position (none: it may not tell one); the clock is Playwright's, for `inspectionRuns`. */
  device?: { position: { latitude: number; longitude: number } | null },
): Promise<Page> {
  const located = device?.position ? { geolocation: device.position, permissions: ['geolocation'] } : {};
  const page = await (await browser.newContext(located)).newPage();
  if (device) await installDeviceClock(page);
  if (where === 'standalone') {
    await page.addInitScript((lang) => localStorage.setItem('sv.locale', lang), locale);
    await page.goto(`/login?target=${encodeURIComponent(path)}`);
    await tapTestAccount(page, phone);
    await expect(page).not.toHaveURL(/\/login/);
  } else {
    await page.addInitScript((lang) => localStorage.setItem('portal.locale', lang), locale);
    await page.goto(`${PORTAL_ORIGIN}/signin?from=${encodeURIComponent(`/supervision${path}`)}`);
    await page.getByRole('button', { name: new RegExp(phone) }).click();
  }
  await expect(page.locator('.sv-app')).toBeVisible();
  return page;
}
