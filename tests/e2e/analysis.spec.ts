import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { checkAccessibility, describeFailures } from './axe';
import { cityNow } from './city-clock';
import { expect, test } from './fixtures';
import { ACCOUNTS, api, signInStandalone, snap, snapBothWidths } from './helpers';

/**
 * Issue 20's screens on the seeded data: the officer's department analysis (a figure opens its list, a chart reads
 * as a table), the supervisors' city analysis (ranking, CSV with a BOM), no access for an enterprise; axe on both.
 */
const SUPERVISOR = '13700000001';

/** The city's calendar date today (the analysis counts city days). */
const cityToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(cityNow()));

/** The department's registrations started in the range, counted through the registration list, page by page. */
async function countListed(page: Page, from: string, to: string, facet = ''): Promise<number> {
  let count = 0;
  let cursor: string | null = null;
  do {
    const query = `from=${from}&to=${to}${facet}&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const listed: { items: unknown[]; nextCursor: string | null } = await api(
      page,
      'GET',
      `/app/registration/list?${query}`,
    );
    count += listed.items.length;
    cursor = listed.nextCursor;
  } while (cursor);
  return count;
}

test.use({ viewport: { width: 375, height: 812 } });

/** The period's radio: choosing it puts the period in the address, and the screen reads it back from there. */
async function choosePeriod(page: Page, name: string) {
  const radio = page.getByRole('radio', { name });
  await radio.click();
  await expect(radio).toBeChecked();
}

async function signedIn(browser: Browser, phone: string, locale: 'zh' | 'en' = 'zh'): Promise<Page> {
  // axe is injected as an inline script
  const context = await browser.newContext({ acceptDownloads: true, bypassCSP: true });
  const page = await context.newPage();
  if (locale === 'en') await page.addInitScript(() => localStorage.setItem('sv.locale', 'en'));
  await signInStandalone(page, phone);
  return page;
}

test('an officer reads the department figures, as a table too, and a figure opens its list', async ({
  browser,
}) => {
  const page = await signedIn(browser, ACCOUNTS.officer);
  await page.goto('/analyse');
  await expect(page.getByRole('heading', { name: '统计分析', level: 1 })).toBeVisible();
  await choosePeriod(page, '本年');
  const inspections = page.getByRole('link', { name: /^检查次数/ });
  await expect(inspections).toBeVisible();
  await expect(inspections).toContainText('上期');
  // The figure equals the registrations the list itself counts for the same days, independently of the rollup.
  const today = cityToday();
  const from = `${today.slice(0, 4)}-01-01`;
  const listed = await countListed(page, from, today);
  expect(listed).toBeGreaterThan(0);
  await expect(inspections).toContainText(new RegExp(`^检查次数\\s*${listed}\\D`));
  await snap(page, 'analysis-department-zh');
  expect(describeFailures(await checkAccessibility(page))).toEqual([]);
  await page.getByRole('button', { name: '以表格显示' }).first().click();
  await expect(page.getByRole('table', { name: '各月检查次数（按类型）' })).toBeVisible();
  expect(describeFailures(await checkAccessibility(page))).toEqual([]);
  await inspections.click();
  await expect(page).toHaveURL(`/enterprise/registrationList?from=${from}&to=${today}`);
  await expect(page.getByRole('region', { name: '筛选条件' })).toBeVisible();

  // A narrower figure opens the list narrowed the same way, and counts what that list holds.
  await page.goBack();
  const routine = page.getByRole('link', { name: /^计划内例行检查/ });
  const routineListed = await countListed(page, from, today, '&type=routine');
  await expect(routine).toContainText(new RegExp(`^计划内例行检查\\s*${routineListed}\\D`));
  await routine.click();
  await expect(page).toHaveURL(`/enterprise/registrationList?from=${from}&to=${today}&type=routine`);
  await expect(page.getByRole('button', { name: '移除筛选：计划检查' })).toBeVisible();
  if (routineListed > 0) await expect(page.getByText('计划检查', { exact: true }).first()).toBeVisible();
  await snap(page, 'analysis-registration-list-filtered-zh');
  await page.getByRole('button', { name: '移除筛选：计划检查' }).click();
  await expect(page).toHaveURL(`/enterprise/registrationList?from=${from}&to=${today}`);
});

test('a supervisor compares departments and exports the table as CSV', async ({ browser }) => {
  const page = await signedIn(browser, SUPERVISOR);
  await page.goto('/comprehensiveAnalysis');
  await expect(page.getByRole('heading', { name: '综合分析', level: 1 })).toBeVisible();
  await choosePeriod(page, '本年');
  const table = page.getByRole('table', { name: /各部门本期数据/ });
  await expect(table).toBeVisible();
  await snap(page, 'analysis-city-zh');
  expect(describeFailures(await checkAccessibility(page))).toEqual([]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出 CSV' }).click(),
  ]);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain('部门,检查次数');
  await table.getByRole('link').first().click();
  // the department's own analysis, for the same period
  await expect(page).toHaveURL(/\/analyse\?departmentCode=\w+&period=year$/);
  await expect(page.getByRole('combobox', { name: '部门' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '本年' })).toBeChecked();
  // the office sees the department's officers: typed numbers and check-ins each
  const officers = page.getByRole('table', { name: /本期各执法人员登记的检查/ });
  await officers.scrollIntoViewIfNeeded();
  await expect(officers.getByRole('row')).not.toHaveCount(1);
  await snapBothWidths(page, 'analysis-officers-zh');

  // back keeps the period; the page as a PDF, drawn by the viewer
  await page.goBack();
  await expect(page).toHaveURL(/\/comprehensiveAnalysis\?period=year$/);
  await page.getByRole('button', { name: '导出PDF' }).click();
  await expect(page).toHaveURL(/\/pdfView\?doc=cityAnalysis\.year$/);
  await expect(page.getByRole('img', { name: /^第 1 页，共 \d+ 页$/ })).toBeVisible({ timeout: 20_000 });
  await snap(page, 'analysis-city-pdf-zh');
});

test('in English at 375 px, and no access for an enterprise', async ({ browser }) => {
  const officer = await signedIn(browser, ACCOUNTS.officer, 'en');
  await officer.goto('/analyse');
  await expect(officer.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
  await choosePeriod(officer, 'This year');
  await expect(officer.getByRole('link', { name: /^Inspections/ })).toBeVisible();
  await snap(officer, 'analysis-department-en');
  expect(describeFailures(await checkAccessibility(officer))).toEqual([]);

  const supervisor = await signedIn(browser, SUPERVISOR, 'en');
  await supervisor.goto('/comprehensiveAnalysis');
  await expect(supervisor.getByRole('table', { name: /Departments in this period/ })).toBeVisible();
  await snap(supervisor, 'analysis-city-en');
  expect(describeFailures(await checkAccessibility(supervisor))).toEqual([]);
  await supervisor.goto('/analyse?departmentCode=market&period=year');
  const officers = supervisor.getByRole('table', { name: /inspections each officer registered/ });
  await officers.scrollIntoViewIfNeeded();
  await expect(officers.getByRole('rowheader', { name: '李明' })).toBeVisible();
  await snapBothWidths(supervisor, 'analysis-officers-en');
  expect(describeFailures(await checkAccessibility(supervisor))).toEqual([]);

  const enterprise = await signedIn(browser, ACCOUNTS.enterprise);
  await enterprise.goto('/analyse');
  await expect(enterprise.getByRole('heading', { name: '暂无访问权限', level: 1 })).toBeVisible();
});
