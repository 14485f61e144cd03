import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { cityNow } from './city-clock';
import { expect, test } from './fixtures';
import { api, moveServerClock, pickEarlierStart, PORTAL_ORIGIN, snap, tapTestAccount, tick } from './helpers';
import { dateText } from '../../contract/city-calendar';

/**
 * Issue 17's walks. Standalone, zh: an inspection finds a problem -> the enterprise books a re-check from the
 * registration's detail -> the department proposes another time -> the enterprise accepts -> on the day the officer
 * scans and registers the re-check against the appointment -> the enterprise sees it completed, linked, outside the
 * quota meter, and rates it. In portal-demo, en: a guidance visit declined, then booked again.
 *
 * Registrations are timed by the real clock and appointments are offered from the server's tomorrow, so the first
 * walk moves the server's clock one day back (and forward again when done): the real today becomes bookable.
 */
const ENTERPRISE = '13800000001';
const OFFICER = '13900000001'; // 李明, market
const HEAD = '13900000003'; // 何静, head of market
const MARKET_OFFICERS = [
  { name: '李明', certificateNumber: '44030012345' },
  { name: '赵强', certificateNumber: '44030012347' },
];
const EVERY_HALF_DAY = [1, 2, 3, 4, 5, 6, 7].flatMap((d) => [`${d}-morning`, `${d}-afternoon`]);

interface Appointment {
  id: string;
  version: number;
  appointmentNumber: string;
  state: string;
}

async function newUser(browser: Browser, phone: string, viaHost = false): Promise<Page> {
  const context = await browser.newContext({
    geolocation: { latitude: 22.5431, longitude: 113.9344 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  if (viaHost) {
    await page.goto(`/?host=simulator&simAccount=${phone}`);
    await expect(page.getByRole('navigation', { name: '执法工作台' })).toBeVisible();
    return page;
  }
  await page.goto('/login');
  await tapTestAccount(page, phone);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** A screenshot once the success toast has gone. */
async function shot(page: Page, name: string) {
  await expect(page.locator('.adm-toast-main')).toHaveCount(0, { timeout: 5_000 });
  await snap(page, name);
}

/** An action of the detail's panel: opens its form, fills it, sends it, waits for the panel's "done". */
async function act(page: Page, panel: string, action: string, done: string, fill?: () => Promise<void>) {
  const region = page.getByRole('region', { name: panel, exact: true });
  await region.getByRole('button', { name: action, exact: true }).first().click();
  await expect(region.locator('form')).toBeVisible();
  if (fill) await fill();
  await region.locator('form').getByRole('button', { name: action, exact: true }).click();
  await expect(region.getByRole('status')).toHaveText(done);
}

test.describe('appointments', () => {
  test.use({ actionTimeout: 15_000 });

  test('standalone, zh: a problem found -> re-check booked -> another time proposed and accepted -> registered against it on the day -> completed, outside the quota, rated', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const enterprise = await newUser(browser, ENTERPRISE);
    const today = dateText(new Date(cityNow()));
    // A day back, so today can be booked; the server's rules (registrations too) read its clock.
    const serverNow = Date.parse((await moveServerClock(enterprise, -24)).now);
    let dayBack = true;
    try {
      // The head opens every half day, so the walk does not depend on the weekday it runs on.
      const head = await newUser(browser, HEAD);
      await api(head, 'POST', '/app/appointment/availability', {
        weeklySlots: EVERY_HALF_DAY,
        dailyCapacity: 20,
      });
      const slots = await api<Array<{ date: string; period: string }>>(
        enterprise,
        'GET',
        '/app/appointment/slots?departmentCode=market',
      );
      test.skip(
        !slots.some((s) => s.date === today),
        `today (${today}) is a public holiday in the city calendar`,
      );

      // 1. An inspection of the enterprise finds a problem.
      const { enterpriseNumber } = await api<{ enterpriseNumber: string }>(
        enterprise,
        'GET',
        '/app/enterprise/mine',
      );
      const officer = await newUser(browser, OFFICER, true);
      const items = await api<{ items: Array<{ code: string; name: string }> }>(
        officer,
        'GET',
        '/app/plan/options',
      );
      const now = serverNow;
      const inspection = await api<{ id: string; registrationNumber: string }>(
        officer,
        'POST',
        '/app/registration/create',
        {
          clientRequestId: randomUUID(),
          enterpriseNumber,
          platform: 'main',
          // The demo enterprise is at the market's cap: a hotline report, an excepted kind.
          type: 'case',
          caseReason: 'complaint',
          caseReference: '12345-20261202-0005',
          typedReason: 'codeUnavailable',
          officers: MARKET_OFFICERS,
          items: [{ ...items.items[0]!, result: 'non_compliant' }],
          problems: [
            {
              description: '冷藏柜温度记录缺失',
              rectification: '3 日内补齐温度记录并更换温控器',
              photoIds: [],
            },
          ],
          startedAt: new Date(now - 50 * 60_000).toISOString(),
          endedAt: new Date(now - 20 * 60_000).toISOString(),
        },
      );
      // The quota of today's year, also asked while the server's clock is still in yesterday's (on 1 January).
      const quota = `/app/warning/quota?enterpriseNumber=${enterpriseNumber}&year=${today.slice(0, 4)}`;
      const quotaBefore = await api<Array<{ departmentCode: string; used: number }>>(
        enterprise,
        'GET',
        quota,
      );

      // 2. The enterprise books the re-check from the registration's detail, naming two other days.
      await enterprise.goto(`/registrationDetail?id=${inspection.id}`);
      await enterprise.getByRole('button', { name: '整改完成，预约复查' }).click();
      await expect(enterprise).toHaveURL(/\/appointment\?/);
      await expect(enterprise.getByRole('heading', { level: 1, name: '预约上门服务' })).toBeVisible();
      await expect(enterprise.getByText(inspection.registrationNumber)).toBeVisible();
      const later = slots.filter((s) => s.date > today);
      const boxes = enterprise.getByRole('group', { name: /希望的时间/ }).getByRole('checkbox');
      await expect(boxes.first()).toBeVisible();
      const offered = await boxes.count();
      expect(offered).toBeGreaterThanOrEqual(3);
      await tick(boxes.nth(2));
      await tick(boxes.nth(1));
      await expect(enterprise.getByText('第 1 选择')).toBeVisible();
      await enterprise
        .getByRole('textbox', { name: /需要部门了解的情况/ })
        .fill('已补齐温度记录并更换温控器，请复查');
      await shot(enterprise, 'appointment-form-zh');
      await enterprise.getByRole('button', { name: '提交预约' }).dblclick();
      await expect(enterprise).toHaveURL(/\/appointmentDetail\?id=/);
      const id = new URL(enterprise.url()).searchParams.get('id') as string;
      await expect(enterprise.getByText('待答复').first()).toBeVisible();
      await shot(enterprise, 'appointment-detail-requested-zh');
      // a double tap made one appointment
      const mine = await api<{ items: Appointment[] }>(
        enterprise,
        'GET',
        '/app/appointment/list?state=requested',
      );
      expect(mine.items.filter((a) => a.id === id)).toHaveLength(1);
      expect(later.length).toBeGreaterThan(0);

      // 3. The department finds it waiting and proposes today, morning.
      await officer.goto('/appointmentBase');
      const waiting = officer.getByRole('region', { name: '待本部门答复的预约' });
      await waiting
        .getByRole('link', { name: /整改复查/ })
        .first()
        .waitFor();
      await shot(officer, 'appointment-base-officer-zh');
      await officer.goto(`/appointmentDetail?id=${id}`);
      await act(officer, '办理', '另约时间', '已提议新时间，等待企业答复', async () => {
        await officer.getByLabel('日期').fill(today);
        await officer.getByRole('radio', { name: /上午 9:00-12:00/ }).check({ force: true });
        await officer.getByRole('textbox', { name: /给企业的说明/ }).fill('原定时间已有检查任务');
      });
      await shot(officer, 'appointment-proposed-officer-zh');

      // 4. The enterprise accepts: confirmed for today.
      await enterprise.reload();
      await expect(enterprise.getByText('原定时间已有检查任务').first()).toBeVisible();
      await act(enterprise, '办理', '接受新时间', '已接受，预约已确认');
      await expect(enterprise.getByText('已确认').first()).toBeVisible();

      // 5. On the day (the server's clock back to today): the desk shows it; the scan offers to register against it;
      // the re-check is registered.
      await moveServerClock(enterprise, 24);
      dayBack = false;
      await officer.goto('/enforceHome');
      await expect(officer.getByRole('region', { name: '今天的预约' })).toBeVisible();
      await shot(officer, 'appointment-officer-desk-zh');
      const code = await api<{ payload: string }>(
        enterprise,
        'GET',
        `/app/code/current?enterpriseNumber=${enterpriseNumber}`,
      );
      await officer.goto('/enforce/scanQrCode');
      const dialog = officer.getByRole('dialog');
      await dialog.getByRole('textbox').fill(code.payload);
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect(officer).toHaveURL(/\/enterpriseScanPreview/);
      const offer = officer.getByRole('region', { name: '今天的预约' });
      await shot(officer, 'appointment-scan-offer-zh');
      await offer.getByRole('button', { name: '按预约登记' }).first().click();
      await expect(officer).toHaveURL(/\/enforce\/scanPage\?.*appointmentId=/);
      await expect(officer.getByText(/本次登记是企业预约的上门办理/)).toBeVisible();
      await expect(officer.getByRole('radio', { name: /专项|个案|case/i }).first()).toBeChecked();
      await tick(officer.getByRole('checkbox').nth(1));
      await officer.getByRole('radio', { name: '符合' }).first().check({ force: true });
      // Registered without a check-in: the officer gives the start.
      await pickEarlierStart(officer);
      await officer.getByRole('button', { name: '提交登记' }).click();
      await expect(officer).toHaveURL(/\/registrationDetail\?id=/);

      // 6. The enterprise sees it completed, linked, outside the quota meter, and rates it.
      await enterprise.goto(`/appointmentDetail?id=${id}`);
      await expect(enterprise.getByText('已完成').first()).toBeVisible();
      await expect(enterprise.getByRole('link', { name: /检查记录 JC\d+/ })).toBeVisible();
      await expect(enterprise.getByText(/不计入年度检查次数/)).toBeVisible();
      await act(enterprise, '办理', '评价', '感谢您的评价', async () => {
        await enterprise.getByRole('radio', { name: '5 星' }).check({ force: true });
      });
      await shot(enterprise, 'appointment-completed-rated-zh');
      {
        const quotaAfter = await api<Array<{ departmentCode: string; used: number }>>(
          enterprise,
          'GET',
          quota,
        );
        expect(quotaAfter.find((q) => q.departmentCode === 'market')?.used).toBe(
          quotaBefore.find((q) => q.departmentCode === 'market')?.used,
        );
      }
    } finally {
      if (dayBack) await moveServerClock(enterprise, 24);
    }
  });

  test('in portal-demo, en: a guidance visit declined, then booked again with its data filled in', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await (await browser.newContext()).newPage();
    await page.addInitScript(() => localStorage.setItem('portal.locale', 'en'));
    await page.goto(`${PORTAL_ORIGIN}/signin?from=${encodeURIComponent('/supervision/appointmentBase')}`);
    await page.getByRole('button', { name: new RegExp(ENTERPRISE) }).click();
    await page
      .getByRole('group', { name: /语言|Language/ })
      .getByRole('button', { name: 'English' })
      .click();
    const app = page.locator('#subapp-container');
    await expect(app.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
    const market = app.getByRole('article', { name: 'Market Supervision Administration' });
    await market.getByRole('button', { name: 'Book Guidance visit' }).click();
    await expect(page).toHaveURL(/\/supervision\/appointment\?/);
    await tick(
      app
        .getByRole('group', { name: /Times you would take/ })
        .getByRole('checkbox')
        .first(),
    );
    await app
      .getByRole('textbox', { name: /What the department should know/ })
      .fill('Opening a second shop; advice on cold storage');
    await shot(page, 'portal-appointment-form-en');
    await app.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(/\/supervision\/appointmentDetail\?id=/);
    const id = new URL(page.url()).searchParams.get('id') as string;

    // The department declines (its officer, through the API).
    const officer = await newUser(browser, OFFICER);
    const asked = await api<Appointment>(officer, 'GET', `/app/appointment/detail?id=${id}`);
    await api(officer, 'POST', '/app/appointment/decline', {
      id,
      version: asked.version,
      reason: 'Guidance for new shops is given at the monthly briefing',
    });

    await page.reload();
    await expect(app.getByText('Declined').first()).toBeVisible();
    await expect(
      app.getByText('Guidance for new shops is given at the monthly briefing').first(),
    ).toBeVisible();
    await shot(page, 'portal-appointment-declined-en');
    await app.getByRole('button', { name: 'Book again' }).click();
    await expect(page).toHaveURL(/\/supervision\/appointmentRelaunch\?id=/);
    await expect(app.getByRole('textbox', { name: /What the department should know/ })).toHaveValue(
      'Opening a second shop; advice on cold storage',
    );
    await tick(
      app
        .getByRole('group', { name: /Times you would take/ })
        .getByRole('checkbox')
        .nth(1),
    );
    await app.getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL(/\/supervision\/appointmentDetail\?id=/);
    expect(new URL(page.url()).searchParams.get('id')).not.toBe(id);
    await expect(app.getByRole('link', { name: 'Earlier appointment' })).toBeVisible();
    await shot(page, 'portal-appointment-relaunched-en');
  });

  test('at 320 px, zh: the appointment screens of both sides fit without sideways scrolling', async ({
    browser,
  }) => {
    const enterprise = await newUser(browser, ENTERPRISE);
    const officer = await newUser(browser, OFFICER);
    const shots: Array<[Page, string, string, string]> = [
      [enterprise, '/appointmentBase', '预约服务', 'appointment-base-zh-320'],
      [
        enterprise,
        '/appointment?departmentCode=market&kind=guidance',
        '预约上门服务',
        'appointment-form-zh-320',
      ],
      [enterprise, '/appointmentList', '预约记录', 'appointment-list-zh-320'],
      [enterprise, '/appointmentDetail?id=apt-demo-3', '预约详情', 'appointment-detail-zh-320'],
      [enterprise, '/appointmentRelaunch?id=apt-demo-2', '重新预约', 'appointment-relaunch-zh-320'],
      [officer, '/appointmentDetail?id=apt-demo-1', '预约详情', 'appointment-detail-officer-zh-320'],
    ];
    for (const [page, address, heading, name] of shots) {
      await page.setViewportSize({ width: 320, height: 740 });
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
      await snap(page, name);
    }
  });
});
