import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, signInStandalone, snap } from './helpers';

/**
 * Issue 18, the provider's side of the catalogue, standalone, zh: the sign maker changes a price from 我的商品与服务
 * (a malformed price first) and withdraws the item; 陈静, who has it in her cart, sees the new price and then the
 * item withdrawn. Both are put back at the end, so the walk can run again on the same data.
 */
const BUYER = '13800000002';
const SIGN_MAKER = '13600000004';
const ITEM = /安全警示标志套装/;

interface ProviderGoods {
  id: string;
  name: string;
  withdrawn: boolean;
  specs: { id: string; priceFen: number; version: number }[];
}

async function emptyCart(page: Page) {
  const cart = await api<{ lines: { id: string }[] }>(page, 'GET', '/getCard');
  if (cart.lines.length) await api(page, 'POST', '/delCard', { ids: cart.lines.map((l) => l.id) });
}

async function signItem(provider: Page): Promise<ProviderGoods> {
  const list = await api<{ items: ProviderGoods[] }>(
    provider,
    'GET',
    '/app/shop/provider/goods?offset=0&limit=50',
  );
  return list.items.find((goods) => ITEM.test(goods.name))!;
}

test('a provider changes a price and withdraws an item from its catalogue; the buyer sees both in her cart', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInStandalone(page, BUYER);
  await emptyCart(page);
  await page.goto('/shop');
  await page.getByPlaceholder('如：灭火器、健康证').first().fill('警示标志');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.getByRole('link', { name: ITEM }).first().click();
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByRole('link', { name: '购物车，1 件' })).toBeVisible();

  const provider = await (await browser.newContext({ viewport: { width: 375, height: 812 } })).newPage();
  await signInStandalone(provider, SIGN_MAKER);
  const before = await signItem(provider);
  const spec = before.specs[0]!;
  try {
    await provider.goto('/my');
    await provider.getByRole('link', { name: /我的商品与服务/ }).click();
    await expect(provider.getByRole('heading', { name: '我的商品与服务', level: 1 })).toBeVisible();
    await snap(provider, 'provider-catalogue-zh');
    await provider.getByRole('link', { name: ITEM }).first().click();
    await expect(provider.getByRole('definition').filter({ hasText: '在售' })).toBeVisible();
    await provider.locator(`a[href*="specId=${spec.id}"]`).click();

    await expect(provider.getByRole('heading', { name: '修改价格和库存', level: 1 })).toBeVisible();
    const price = provider.getByLabel('价格（元）');
    await price.fill('12.345');
    await provider.getByRole('button', { name: '保存' }).click();
    await expect(provider.getByText('请输入 0 至 1000000 元之间、最多两位小数的金额')).toBeVisible();
    await snap(provider, 'provider-spec-edit-error-zh');
    const newPrice = (spec.priceFen + 1000) / 100;
    await price.fill(String(newPrice));
    await provider.getByRole('button', { name: '保存' }).click();
    await expect(provider.getByText('已保存')).toBeVisible();
    expect((await signItem(provider)).specs[0]!.priceFen).toBe(spec.priceFen + 1000);

    await page.goto('/cart');
    await expect(page.getByText(/价格已变：加入时 .*，现价 /)).toBeVisible();
    await snap(page, 'cart-price-changed-zh');

    await provider.goto(`/providerGoods?id=${before.id}`);
    await provider.getByRole('button', { name: '下架' }).click();
    await provider.getByRole('dialog').getByRole('button', { name: '下架' }).click();
    await expect(provider.getByRole('definition').filter({ hasText: '已下架' })).toBeVisible();
    await page.reload();
    await expect(page.getByText('已下架，不能下单，请删除')).toBeVisible();
  } finally {
    const now = await signItem(provider);
    if (now.withdrawn) await api(provider, 'POST', '/app/shop/provider/goods/relist', { id: before.id });
    const current = now.specs[0]!;
    if (current.priceFen !== spec.priceFen)
      await api(provider, 'POST', '/app/shop/provider/spec', {
        id: current.id,
        version: current.version,
        priceFen: spec.priceFen,
      });
    await emptyCart(page);
  }
});
