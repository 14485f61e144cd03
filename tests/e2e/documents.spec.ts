import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ACCOUNTS, PORTAL_ORIGIN, api, pickEarlierStart, snap, tapTestAccount, tick } from './helpers';

/**
 * Issue 19's client side, in Chromium against the real server: an enterprise reads the receipt of one of its
 * inspections in /pdfView (pdf.js draws it, its worker started from a Blob) and in /pdfPngPreview, standalone and
 * inside portal-demo (the app's files from another origin); the receipt's link verifies as genuine, an altered
 * one as not genuine.
 */
async function signedIn(browser: Browser, phone: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await tapTestAccount(page, phone);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** How many pixels of a drawn canvas are not white: pdf.js really drew the page. */
const inkOf = (canvas: Locator) =>
  canvas.evaluate((element) => {
    const node = element as HTMLCanvasElement;
    if (!node.width || !node.height) return 0;
    const { data } = node.getContext('2d')!.getImageData(0, 0, node.width, node.height);
    let ink = 0;
    for (let index = 0; index < data.length; index += 4) if (data[index]! < 200) ink++;
    return ink;
  });

test.describe('documents', () => {
  test.use({ actionTimeout: 15_000 });

  test('an enterprise reads its receipt as pages and as images, standalone and in portal-demo; its link verifies', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const enterprise = await signedIn(browser, ACCOUNTS.enterprise);
    const { items } = await api<{ items: { id: string }[] }>(enterprise, 'GET', '/app/registration/list');
    const doc = `receipt.${items[0]!.id}`;
    const info = await api<{ title: string; pageCount: number; verifyUrl: string }>(
      enterprise,
      'GET',
      `/app/document/info?doc=${doc}`,
    );

    // 1. The viewer: the title from the server, every page drawn by pdf.js, the page in view.
    await enterprise.goto(`/pdfView?doc=${doc}`);
    await expect(enterprise.getByRole('heading', { level: 1, name: info.title })).toBeVisible();
    const first = enterprise.getByRole('img', { name: `第 1 页，共 ${info.pageCount} 页` });
    await expect.poll(() => inkOf(first), { timeout: 20_000 }).toBeGreaterThan(100);
    await expect(enterprise.getByTestId('page-indicator')).toContainText(`1 / ${info.pageCount}`);
    await enterprise.getByRole('button', { name: '放大' }).click();
    await expect(enterprise.getByRole('toolbar')).toContainText('125%');
    await snap(enterprise, 'documents-pdf-view-zh');

    // 2. The same receipt as images to long-press.
    await enterprise.goto(`/pdfPngPreview?doc=${doc}`);
    const image = enterprise.getByRole('img', { name: `第 1 页，共 ${info.pageCount} 页` });
    await expect
      .poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth), { timeout: 20_000 })
      .toBeGreaterThan(500);
    await snap(enterprise, 'documents-png-preview-zh');

    // 3. Anyone, signed out, checks the printed link; an altered one fails.
    const visitor = await (await browser.newContext()).newPage();
    const link = new URL(info.verifyUrl);
    await visitor.goto(`${link.pathname}${link.search}`);
    await expect(visitor.getByRole('heading', { name: /核验结果：真实有效/ })).toBeVisible();
    await snap(visitor, 'documents-verify-genuine-zh');
    const token = link.searchParams.get('t')!;
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    await visitor.goto(`${link.pathname}?t=${encodeURIComponent(altered)}`);
    await expect(visitor.getByRole('heading', { name: /核验结果：不是真实回执/ })).toBeVisible();

    // 4. Inside portal-demo: the worker starts although the app's files come from another origin.
    const portal = await (await browser.newContext()).newPage();
    const errors: string[] = [];
    portal.on('pageerror', (error) => errors.push(error.message));
    await portal.goto(
      `${PORTAL_ORIGIN}/signin?from=${encodeURIComponent(`/supervision/pdfView?doc=${doc}`)}`,
    );
    await portal.getByRole('button', { name: new RegExp(ACCOUNTS.enterprise) }).click();
    const app = portal.locator('#subapp-container');
    const embedded = app.getByRole('img', { name: `第 1 页，共 ${info.pageCount} 页` });
    await expect.poll(() => inkOf(embedded), { timeout: 30_000 }).toBeGreaterThan(100);
    await snap(portal, 'documents-pdf-view-portal-zh');
    expect(errors).toEqual([]);
  });

  test('an officer previews the draft receipt of a registration, then confirms it', async ({ browser }) => {
    test.setTimeout(120_000);
    // the health department's officer: the market department has used up the demo enterprise's cap
    const officer = await signedIn(browser, '13900000002');
    const enterprise = await signedIn(browser, ACCOUNTS.enterprise);
    const { items } = await api<{ items: { enterpriseNumber: string }[] }>(
      enterprise,
      'GET',
      '/app/registration/list',
    );
    const enterpriseNumber = items[0]!.enterpriseNumber;
    const scan = await api<{ scanId: string }>(officer, 'POST', '/app/code/resolve', {
      enterpriseNumber,
      purpose: 'inspection',
    });
    await officer.goto('/enforceHome');
    await officer.goto(`/enforce/scanPage?enterpriseNumber=${enterpriseNumber}&scanId=${scan.scanId}`);
    await expect(officer.getByRole('heading', { level: 1, name: '登记检查' })).toBeVisible();
    await tick(
      officer
        .getByRole('group', { name: /执法人员/ })
        .getByRole('checkbox')
        .nth(1),
    );
    // The demo enterprise is past today's visits: a hotline report is an excepted kind, with its ticket.
    await officer.getByRole('radio', { name: '专项检查（不计入年度上限）' }).check({ force: true });
    await officer.getByRole('radio', { name: '投诉举报核查' }).check({ force: true });
    await officer.getByLabel('例外依据').fill('12345-20261202-0004');
    await officer.getByRole('radio', { name: '企业无法出示监管码' }).check({ force: true });
    await officer.getByRole('radio', { name: '符合' }).first().check({ force: true });
    // Not checked in: the officer gives the start.
    await pickEarlierStart(officer);

    await officer.getByRole('button', { name: '预览回执' }).click();
    await expect(officer.getByRole('heading', { level: 1, name: '回执预览' })).toBeVisible();
    await expect(officer).toHaveURL(/\/pdfPreview\?/);
    const draft = officer.getByRole('img', { name: /^第 1 页，共 \d+ 页$/ });
    await expect.poll(() => inkOf(draft), { timeout: 20_000 }).toBeGreaterThan(100);

    await snap(officer, 'documents-draft-receipt-zh');
    await officer.getByRole('button', { name: '确认并提交' }).click();
    await expect(officer).toHaveURL(/\/registrationDetail\?id=/);
    await expect(officer.getByRole('link', { name: '检查回执' })).toBeVisible();
    // the form's entry became the detail: back leaves the registration, not to its emptied form
    const detailUrl = officer.url();
    await officer.goBack();
    await expect(officer).toHaveURL(/\/enforceHome$/);
    await officer.goForward();
    await expect(officer).toHaveURL(detailUrl);

    // The receipt as issued verifies; once the officer corrects the inspection, its link says superseded.
    const id = new URL(officer.url()).searchParams.get('id')!;
    const issued = await api<{ verifyUrl: string }>(officer, 'GET', `/app/document/info?doc=receipt.${id}`);
    const link = new URL(issued.verifyUrl);
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${link.pathname}${link.search}`);
    await expect(visitor.getByRole('heading', { name: /核验结果：真实有效/ })).toBeVisible();
    await api(officer, 'POST', '/app/registration/correct', {
      id,
      version: 1,
      reason: 'E2E 补充备注',
      remarks: '负责人在场',
    });
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: /核验结果：已被第 2 版取代/ })).toBeVisible();
    await snap(visitor, 'documents-verify-superseded-zh');
  });
});
