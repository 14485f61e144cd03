import type { Browser, Page } from '@playwright/test';
import { installDeviceClock } from './city-clock';
import { expect, test } from './fixtures';
import {
  ACCOUNTS,
  API,
  inspectionRuns,
  PORTAL_ORIGIN,
  snap,
  storedToken,
  tapTestAccount,
  tick,
} from './helpers';
import { withCheckCharacter } from '../../contract/credit-code';

/** A fresh, valid unified social credit code for each run. */
function newCreditCode(): string {
  const digits = String(Date.now()).slice(-5);
  return withCheckCharacter(`91440305MA5F${digits}`);
}

/** A user in a browser of their own; `viaHost` signs in through the simulated messaging host instead of the login page. */
async function newUser(browser: Browser, phone: string, viaHost = false): Promise<Page> {
  const context = await browser.newContext({
    geolocation: { latitude: 22.5431, longitude: 113.9344 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  // The device's clock, moved on by `inspectionRuns` between a check-in and its registration.
  await installDeviceClock(page);
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

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await storedToken(page);
  const body = await page.evaluate(
    async ({ url, token: value }) => (await fetch(url, { headers: { token: value } })).json(),
    { url: `${API}${path}`, token },
  );
  expect(body.code).toBe(20000);
  return body.data as T;
}

/** The officer scans through the simulated host's scanner: it asks for the QR text. */
async function scanWithSimulator(page: Page, text: string): Promise<void> {
  await page.goto('/enforce/scanQrCode');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill(text);
  await dialog.getByRole('button', { name: '确定' }).click();
}

test.describe('the supervision-code loop, standalone', () => {
  test('enterprise registers and shows its code; officer scans, checks in and registers; enterprise sees and rates it', async ({
    browser,
  }) => {
    // 1. A merchant without an enterprise number registers the enterprise.
    const merchant = await newUser(browser, ACCOUNTS.merchant);
    await merchant.goto('/home');
    await merchant.getByRole('link', { name: /执法监督码/ }).click();
    await expect(merchant).toHaveURL(/\/enterprise\/register/);
    await merchant.getByRole('button', { name: '提交登记' }).click();
    await expect(merchant.getByText('请填写企业名称')).toBeVisible();
    await merchant.getByLabel('企业名称').fill('深圳市测试餐饮有限公司');
    await merchant.getByLabel('统一社会信用代码').fill('91440300708461136X');
    await merchant.getByLabel('法定代表人').fill('刘洋');
    await merchant.getByLabel('联系电话').fill('0755-8888666');
    await merchant.getByLabel('详细地址').fill('科技园南区 1 号');
    await merchant.getByText('请选择区和街道').click();
    await merchant.getByRole('button', { name: '确定' }).click();
    await merchant.getByRole('button', { name: '提交登记' }).click();
    await expect(merchant.getByText('统一社会信用代码不正确，请核对后重新输入')).toBeVisible();
    await merchant.getByLabel('统一社会信用代码').fill(newCreditCode());
    // At the premises: their position, which officers' check-ins are compared with.
    await merchant.getByRole('button', { name: '用本机位置定位' }).click();
    await expect(merchant.getByText(/^已定位 22\.54310, 113\.93440/)).toBeVisible();
    await merchant.getByRole('button', { name: '提交登记' }).click();

    // 2. It gets its number and its signed QR code.
    await expect(merchant).toHaveURL(/\/enterprise\/qrCode\?enterpriseNumber=SZ\d{12}/);
    const enterpriseNumber = new URL(merchant.url()).searchParams.get('enterpriseNumber') as string;
    await expect(
      merchant.getByRole('img', { name: /深圳市测试餐饮有限公司 的执法监督二维码/ }),
    ).toBeVisible();
    await snap(merchant, 'loop-enterprise-qr-code-zh');
    const code = await apiGet<{ payload: string }>(
      merchant,
      `/app/code/current?enterpriseNumber=${enterpriseNumber}`,
    );
    expect(code.payload).toMatch(/^SVC1\./);

    // 3. The officer scans it inside the (simulated) messaging host; a forged code is refused.
    const officer = await newUser(browser, ACCOUNTS.officer, true);
    const forged = code.payload.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    await scanWithSimulator(officer, forged);
    await expect(officer.getByText('无法识别该监督码')).toBeVisible();
    await expect(officer.getByRole('alert')).toContainText(/无效|篡改|invalid/);
    await scanWithSimulator(officer, code.payload);

    // 4. Preview with warnings and quota, check-in, then the registration form.
    await expect(officer).toHaveURL(/\/enterpriseScanPreview/);
    await expect(officer.getByRole('heading', { name: '深圳市测试餐饮有限公司' })).toBeVisible();
    await expect(officer.getByText('本年度各部门检查次数')).toBeVisible();
    await snap(officer, 'loop-officer-preview-zh');
    await officer.getByRole('button', { name: '现场签到' }).click();
    await expect(officer.getByLabel('签到地点')).toHaveValue(/22\.54310, 113\.93440/);
    await officer.getByRole('button', { name: '确认签到' }).click();
    await expect(officer).toHaveURL(/\/enforce\/scanPage/);
    await expect(officer.getByText('市场监督管理局')).toBeVisible();
    // The start is the check-in and the end the submission; checked in where the enterprise located itself.
    await expect(officer.getByText(/（签到时间）/)).toBeVisible();
    await expect(officer.getByText(/距企业登记地址约 0 米/)).toBeVisible();
    await inspectionRuns(officer);

    await officer.getByRole('button', { name: '提交登记' }).click();
    await expect(officer.getByText('请至少再选择 1 名同行执法人员')).toBeVisible();
    await tick(officer.getByRole('checkbox').nth(1));
    await officer.getByLabel('触发原因').fill('群众投诉：后厨卫生');
    await officer.getByRole('radio', { name: '符合' }).first().check({ force: true });
    await officer.getByText('添加问题').click();
    await officer.getByLabel('问题描述').fill('冷藏柜温度记录缺失');
    await officer.getByLabel('整改要求').fill('3 日内补齐温度记录');
    // The simulated host's image picker opens the device's file chooser.
    const chooser = officer.waitForEvent('filechooser');
    await officer.getByRole('button', { name: '添加照片' }).click();
    await (
      await chooser
    ).setFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 10) });
    await expect(officer.getByText('huge.jpg 超过 5 MB，未上传')).toBeVisible();

    // The network fails mid-submit: the form keeps everything; the retry and a double tap make one registration.
    await officer.route('**/api/app/registration/create', (route) => route.abort('internetdisconnected'), {
      times: 1,
    });
    await officer.getByRole('button', { name: '提交登记' }).click();
    await expect(officer.getByText('提交未成功，已填写的内容已保留，可稍后重试')).toBeVisible();
    await expect(officer.getByLabel('触发原因')).toHaveValue('群众投诉：后厨卫生');
    await officer.getByRole('button', { name: '提交登记' }).dblclick();
    await expect(officer).toHaveURL(/\/registrationDetail\?id=/);
    await expect(officer.getByRole('heading', { name: '检查详情' })).toBeVisible();
    await snap(officer, 'loop-officer-registration-detail-zh');

    // 5. The enterprise sees it at once in its history (exactly one), opens it and rates it.
    await merchant.goto('/enterprise/registrationList');
    await expect(merchant.getByRole('button', { name: /市场监督管理局/ })).toHaveCount(1);
    const page = await apiGet<{ items: { id: string }[] }>(
      merchant,
      `/app/registration/list?enterpriseNumber=${enterpriseNumber}`,
    );
    expect(page.items).toHaveLength(1);
    await merchant
      .getByRole('button', { name: /市场监督管理局/ })
      .first()
      .click();
    await expect(merchant.getByText('冷藏柜温度记录缺失')).toBeVisible();
    await merchant.getByRole('button', { name: '评价本次检查' }).click();
    await merchant.getByRole('radio', { name: '不满意', exact: true }).check({ force: true });
    await merchant.getByRole('button', { name: '提交评价' }).click();
    await expect(merchant.getByText('不满意时请说明原因，便于回访核实')).toBeVisible();
    await merchant.getByRole('radio', { name: '满意', exact: true }).check({ force: true });
    await merchant.getByRole('button', { name: '提交评价' }).click();
    await expect(merchant.getByText('我的评价')).toBeVisible();
    await snap(merchant, 'loop-enterprise-evaluated-zh');

    // 6. The quota meter: this year's inspections per department against the cap.
    await merchant.goto(`/enterprise/enterpriseInspectionList?enterpriseNumber=${enterpriseNumber}`);
    await expect(merchant.getByRole('meter', { name: /市场监督管理局：已检查 1 次/ })).toBeVisible();

    // 7. The officer's history check of the same enterprise.
    await officer.goto(`/historyCheck?enterpriseNumber=${enterpriseNumber}`);
    await expect(officer.getByRole('button', { name: /市场监督管理局/ }).first()).toBeVisible();
  });
});

test.describe('early warnings and service visits', () => {
  test('an officer sees the warnings of the department and one enterprise with its quota meter', async ({
    browser,
  }) => {
    const officer = await newUser(browser, ACCOUNTS.officer);
    await officer.goto('/earlyWarning');
    await expect(officer.getByRole('heading', { name: '预警信息' })).toBeVisible();
    const first = officer.getByRole('link', { name: /深圳市/ }).first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(officer.getByRole('heading', { name: '企业预警与检查额度' })).toBeVisible();
    await expect(officer.getByRole('meter', { name: /市场监督管理局/ })).toBeVisible();
    await snap(officer, 'loop-officer-warnings-zh');
  });

  test('a service visit is recorded by manual entry and by an enterprise without a code, never as an inspection', async ({
    browser,
  }) => {
    const officer = await newUser(browser, ACCOUNTS.healthOfficer);
    await officer.goto('/non-scan');
    await officer.getByLabel('企业编号').fill('SZ440305000123');
    await officer.getByRole('button', { name: '下一步' }).click();
    await expect(officer).toHaveURL(/\/non-preview/);
    await expect(officer.getByText('本次为服务走访，不是执法检查，不计入检查次数。')).toBeVisible();
    await officer.getByRole('button', { name: '签到并记录走访' }).click();
    await officer.getByRole('button', { name: '提交走访记录' }).click();
    await expect(officer.getByText('请填写走访事由')).toBeVisible();
    await officer.getByLabel('走访事由').fill('政策宣讲：食品安全新规');
    await officer.getByRole('button', { name: '提交走访记录' }).click();
    await expect(officer).toHaveURL(/\/non-signDetail\?id=/);
    await expect(officer.getByText('政策宣讲：食品安全新规')).toBeVisible();
    await snap(officer, 'loop-officer-visit-zh');

    await officer.goto('/outsideRegister');
    await officer.getByLabel('企业名称').fill('深圳市新开小店');
    await officer.getByLabel('地址').fill('福田区华强北路 8 号');
    await officer.getByLabel('联系电话（选填）').fill('123');
    await officer.getByLabel('走访事由').fill('指导申领监督码');
    await officer.getByRole('button', { name: '提交走访记录' }).click();
    await expect(officer.getByText('请填写正确的电话号码')).toBeVisible();
    await officer.getByLabel('联系电话（选填）').fill('13700001111');
    await officer.getByRole('button', { name: '提交走访记录' }).click();
    await expect(officer.getByText('深圳市新开小店')).toBeVisible();
  });
});

test.describe('the supervision-code loop inside portal-demo', () => {
  /** A user signed in to portal-demo; `located: false` is a device that may not tell its position. */
  async function portalUser(browser: Browser, phone: string, located = true): Promise<Page> {
    const context = await browser.newContext(
      located
        ? { geolocation: { latitude: 22.5431, longitude: 113.9344 }, permissions: ['geolocation'] }
        : {},
    );
    const page = await context.newPage();
    await installDeviceClock(page);
    await page.goto(`${PORTAL_ORIGIN}/signin?from=${encodeURIComponent('/supervision')}`);
    await page.getByRole('button', { name: new RegExp(phone) }).click();
    await expect(page).toHaveURL(new RegExp(`${PORTAL_ORIGIN}/supervision`));
    return page;
  }

  test('an officer registers an inspection by enterprise number; the enterprise finds it in its history and rates it', async ({
    browser,
  }) => {
    const officer = await portalUser(browser, ACCOUNTS.healthOfficer, false);
    const app = officer.locator('#subapp-container');
    await app.getByRole('link', { name: /手动登记/ }).click();
    await expect(officer).toHaveURL(`${PORTAL_ORIGIN}/supervision/enforce/noScan`);
    await app.getByLabel('企业编号').fill('SZ440305000456');
    await app.getByRole('button', { name: '下一步' }).click();
    await expect(app.getByRole('heading', { name: '企业信息核验' })).toBeVisible();
    // No position on this device: the check-in takes the place in words and says why.
    await app.getByRole('button', { name: '现场签到' }).click();
    await expect(app.getByText(/未能获取位置/)).toBeVisible();
    await app.getByLabel('签到地点').fill('南山智园C1栋 地下一层');
    await app.getByRole('button', { name: '确认签到' }).click();
    await expect(app.getByText('请选择无法定位的原因')).toBeVisible();
    await app.getByRole('radio', { name: '无定位信号（室内、地下等）' }).check({ force: true });
    await app.getByRole('button', { name: '确认签到' }).click();
    await expect(app.getByText('卫生健康委员会').first()).toBeVisible();
    await expect(app.getByText('未定位签到：无定位信号（室内、地下等）')).toBeVisible();
    await inspectionRuns(officer);
    await tick(app.getByRole('checkbox').nth(1));
    await app.getByRole('radio', { name: '专项检查（不计入年度上限）' }).check({ force: true });
    await app.getByRole('radio', { name: '投诉举报核查' }).check({ force: true });
    await app.getByLabel('例外依据').fill('12345-20261202-0001');
    // A typed number says why the code was not scanned.
    await app.getByRole('radio', { name: '企业无法出示监管码' }).check({ force: true });
    await app.getByRole('radio', { name: '不符合' }).first().check({ force: true });
    await app.getByRole('button', { name: '提交登记' }).click();
    await expect(officer).toHaveURL(/\/supervision\/registrationDetail\?id=/);
    await expect(app.getByText('投诉举报核查')).toBeVisible();
    await expect(app.getByText('12345-20261202-0001')).toBeVisible();
    await expect(app.getByText('输入企业编号 · 企业无法出示监管码')).toBeVisible();
    await expect(app.getByText('未定位签到：无定位信号（室内、地下等）')).toBeVisible();
    await snap(officer, 'loop-portal-officer-detail-zh');

    const enterprise = await portalUser(browser, ACCOUNTS.otherEnterprise);
    const frame = enterprise.locator('#subapp-container');
    await frame.getByRole('link', { name: /历史执法信息/ }).click();
    await expect(enterprise).toHaveURL(`${PORTAL_ORIGIN}/supervision/enterprise/registrationList`);
    await frame
      .getByRole('button', { name: /卫生健康委员会/ })
      .first()
      .click();
    await frame.getByRole('button', { name: '评价本次检查' }).click();
    await frame.getByRole('radio', { name: '非常满意' }).check({ force: true });
    await frame.getByRole('button', { name: '提交评价' }).click();
    await expect(frame.getByText('我的评价')).toBeVisible();
    await snap(enterprise, 'loop-portal-enterprise-evaluated-zh');
  });
});
