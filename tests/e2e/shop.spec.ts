import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, PORTAL_ORIGIN, signInStandalone, snap, tick } from './helpers';

/**
 * Issue 18's walk, standalone, zh: 陈静 (an inspection found her grinding shop's dust test report out of date)
 * sees the testing service recommended with that reason, opens it, adds it and a second item, changes a quantity,
 * removes one, adds an address with wrong input first, checks out and sees the request; the cart badge is right at
 * each step. Then the provider confirms it and she is told. Her cart and addresses are emptied first, so the walk
 * can run again on the same data.
 */
const BUYER = '13800000002';

async function emptyCartAndAddresses(page: Page) {
  const cart = await api<{ lines: { id: string }[] }>(page, 'GET', '/getCard');
  if (cart.lines.length) await api(page, 'POST', '/delCard', { ids: cart.lines.map((l) => l.id) });
  const addresses = await api<{ id: string }[]>(page, 'GET', '/getAddersslist');
  for (const address of addresses) await api(page, 'POST', '/app/address/delete', { id: address.id });
}

const badge = (page: Page, count: number) => page.getByRole('link', { name: `购物车，${count} 件` });

test.describe('compliance service shop', () => {
  test.use({ actionTimeout: 15_000 });

  test('standalone, zh: recommendation -> cart -> address with wrong input first -> checkout -> request; the provider confirms', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    await signInStandalone(page, BUYER);
    await emptyCartAndAddresses(page);

    await page.goto('/shop');
    const reason = page.getByText(/检查发现的问题推荐：打磨车间粉尘检测报告已过期/).first();
    await expect(reason).toBeVisible();
    await expect(badge(page, 0)).toBeVisible();
    await snap(page, 'shop-zh');
    await page
      .getByRole('link', { name: /职业病危害因素检测/ })
      .first()
      .click();

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: '加入购物车' }).click();
    await expect(badge(page, 1)).toBeVisible();
    await snap(page, 'goods-detail-zh');

    await page.goto('/shop');
    await page
      .getByRole('searchbox')
      .or(page.getByPlaceholder('如：灭火器、健康证'))
      .first()
      .fill('警示标志');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page
      .getByRole('link', { name: /安全警示标志套装/ })
      .first()
      .click();
    await page.getByRole('button', { name: '加入购物车' }).click();
    await expect(badge(page, 2)).toBeVisible();

    await badge(page, 2).click();
    await expect(page.getByRole('heading', { name: '购物车', level: 1 })).toBeVisible();
    const signs = page.getByRole('spinbutton', { name: /安全警示标志套装/ });
    await signs.fill('3');
    await signs.press('Tab');
    await expect(page.getByText('正在保存数量…')).toHaveCount(0);
    await expect.poll(async () => api<number>(page, 'GET', '/getGoodsNum')).toBe(4);
    await page.getByRole('button', { name: /^删除 职业病危害因素检测/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expect(page.getByRole('spinbutton')).toHaveCount(1);
    await expect.poll(async () => api<number>(page, 'GET', '/getGoodsNum')).toBe(3);
    await snap(page, 'cart-zh');

    await page
      .getByRole('button', { name: '去下单' })
      .or(page.getByRole('link', { name: '去下单' }))
      .click();
    await expect(page.getByRole('heading', { name: '提交服务申请', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: '添加地址' }).click();

    await expect(page.getByRole('heading', { name: '新增收货地址', level: 1 })).toBeVisible();
    await page.getByLabel('联系电话').fill('12345');
    await page.getByRole('button', { name: '保存地址' }).click();
    await expect(page.getByText('请填写收货人姓名')).toBeVisible();
    await expect(page.getByText('请填写正确的电话')).toBeVisible();
    await expect(page.getByText('请选择地区')).toBeVisible();
    await expect(page.getByText('请填写详细地址')).toBeVisible();
    await snap(page, 'address-edit-errors-zh');
    await page.getByLabel('收货人').fill('陈静');
    await page.getByLabel('联系电话').fill('0755-26110000');
    await page
      .getByRole('button', { name: /请选择区和街道|所在地区/ })
      .first()
      .click();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByLabel('详细地址').fill('科技园精密大厦3楼');
    await page.getByRole('button', { name: '保存地址' }).click();

    await expect(page.getByRole('heading', { name: '提交服务申请', level: 1 })).toBeVisible();
    await expect(page.getByText('科技园精密大厦3楼')).toBeVisible();
    await page.locator('select').selectOption({ index: 2 });
    await tick(page.getByRole('radio', { name: '上午' }));
    await page.getByLabel('备注').fill('请先电话联系');
    await snap(page, 'checkout-zh');
    await page.getByRole('button', { name: '发送服务申请' }).click();

    await expect(page.getByText('已发送 1 个服务申请')).toBeVisible();
    await expect(page.getByRole('heading', { name: '我的服务申请', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('link', { name: /^安全警示标志套装 待确认 服务商：深圳市明示标识制作有限公司/ }),
    ).toBeVisible();
    expect(await api<number>(page, 'GET', '/getGoodsNum')).toBe(0);
    await snap(page, 'shop-requests-zh');

    // The sign provider confirms it; 陈静 sees it confirmed.
    const requests = await api<{ items: { id: string; state: string }[] }>(page, 'GET', '/app/shop/requests');
    const sent = requests.items[0]!;
    const providerPage = await (await browser.newContext()).newPage();
    await signInStandalone(providerPage, '13600000004');
    await providerPage.goto(`/shopRequestDetail?id=${sent.id}`);
    await providerPage.getByRole('button', { name: '确认接单', exact: true }).first().click();
    await providerPage.locator('form').getByRole('button', { name: '确认接单', exact: true }).click();
    await expect(
      providerPage.getByRole('status').filter({ hasText: '已确认，企业会收到通知' }),
    ).toBeVisible();
    await expect
      .poll(async () => (await api<{ state: string }>(page, 'GET', `/app/shop/request?id=${sent.id}`)).state)
      .toBe('confirmed');
    await snap(providerPage, 'shop-request-provider-zh');
  });

  test('in portal-demo, en: the recommendation in English -> a quantity changed, a line removed, a changed price shown -> checkout with the default address', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const page = await (await browser.newContext()).newPage();
    await page.addInitScript(() => localStorage.setItem('portal.locale', 'en'));
    await page.goto(`${PORTAL_ORIGIN}/signin?from=${encodeURIComponent('/supervision/shop')}`);
    await page.getByRole('button', { name: /13800000001/ }).click();
    await page
      .getByRole('group', { name: /语言|Language/ })
      .getByRole('button', { name: 'English' })
      .click();
    const app = page.locator('#subapp-container');
    await expect(
      app.getByText(/Recommended because of the problem found on .* by the .*: 冷库温度记录缺失近一周/),
    ).toBeVisible();
    const before = await api<number>(page, 'GET', '/getGoodsNum');
    await expect(app.getByRole('link', { name: `Cart, ${before} items` })).toBeVisible();
    await snap(page, 'portal-shop-en');
    await app
      .getByRole('link', { name: /Automatic cold store temperature logger/ })
      .first()
      .click();
    await app.getByRole('button', { name: 'Add to cart' }).click();
    await expect(app.getByRole('link', { name: `Cart, ${before + 1} items` })).toBeVisible();
    await app.getByRole('link', { name: `Cart, ${before + 1} items` }).click();

    await expect(app.getByText(/Price changed: ¥88.00 when added, now ¥98.00/)).toBeVisible();
    const logger = app.getByRole('spinbutton', { name: /temperature logger/ });
    await logger.fill('2');
    await logger.press('Tab');
    await expect.poll(async () => api<number>(page, 'GET', '/getGoodsNum')).toBe(before + 2);
    await app.getByRole('button', { name: /^Remove ABC dry powder fire extinguisher/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect.poll(async () => api<number>(page, 'GET', '/getGoodsNum')).toBe(before);
    await snap(page, 'portal-cart-en');
    await app
      .getByRole('button', { name: 'Check out' })
      .or(app.getByRole('link', { name: 'Check out' }))
      .click();

    await expect(app.getByRole('heading', { name: 'Send service requests', level: 1 })).toBeVisible();
    await app.locator('select').selectOption({ index: 3 });
    await tick(app.getByRole('radio', { name: 'afternoon' }));
    await snap(page, 'portal-checkout-en');
    await app.getByRole('button', { name: 'Send requests' }).click();
    await expect(app.getByRole('heading', { name: 'My service requests', level: 1 })).toBeVisible();
    await expect(
      app.getByRole('link', { name: /^Automatic cold store temperature logger/ }).first(),
    ).toBeVisible();
    await snap(page, 'portal-shop-requests-en');
  });
});
