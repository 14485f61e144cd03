import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { extinguisher, fireBlanket, legalConsultation } from './test-fixtures';
import type { ApiInput } from '../../../contract/api-schemas';
import type { ProviderGoods } from '../../../contract/shop/schemas';
import { clearQueryCache } from '../../lib/http/query-cache';
import { paths } from '../../lib/paths';
import { fail, renderScreen, TEST_TOKEN } from '../../test/render-screen';
import { button, callsOf, click, heading, typeInto } from '../../test/screen-actions';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  clearQueryCache();
});

// antd-mobile animates its dialogs on animation frames: give a busy machine time
const slow = { timeout: 10000 };
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const STALE = '该规格的价格或库存已有变化（可能刚有新的服务申请），请核对最新数据后重试';

/** The item as the server answers a change of one of its specifications. */
const changed = (goods: ProviderGoods, input: ApiInput<'updateGoodsSpec'>): ProviderGoods => ({
  ...goods,
  specs: goods.specs.map((spec) =>
    spec.id === input.id
      ? {
          ...spec,
          priceFen: input.priceFen ?? spec.priceFen,
          stock: input.stock ?? spec.stock,
          version: spec.version + 1,
        }
      : spec,
  ),
});

describe('my catalogue', () => {
  it('shows each item with its picture, name, whether it is on sale, and each specification’s price and stock', async () => {
    const view = await renderScreen(paths.providerCatalogue.href(), {
      as: 'provider',
      api: { listProviderGoods: { items: [extinguisher, fireBlanket, legalConsultation], total: 3 } },
    });
    await heading('我的商品与服务');
    const abc = await screen.findByRole('link', { name: /ABC干粉灭火器/ });
    expect(abc.getAttribute('href')).toBe(paths.providerGoods.href({ id: 'fire-extinguisher-abc' }));
    expect(abc.querySelector('img')?.getAttribute('src')).toBe(extinguisher.image);
    expect(within(abc).getByText('在售')).toBeTruthy();
    expect(abc.textContent).toContain('2公斤：¥65.00 · 库存 200');
    expect(abc.textContent).toContain('4公斤：¥89.00 · 库存 0');
    const blanket = screen.getByRole('link', { name: /厨房灭火毯/ });
    expect(within(blanket).getByText('已下架')).toBeTruthy();
    expect(screen.getByRole('link', { name: /企业法律咨询/ }).textContent).toContain(
      '电话咨询：免费 · 库存 999',
    );
    expect(callsOf(view, 'listProviderGoods')).toEqual([
      { name: 'listProviderGoods', input: { offset: 0, limit: 20 }, token: TEST_TOKEN },
    ]);
  });

  it('says when there is nothing, and offers a retry when the list does not load', async () => {
    let answer: ReturnType<typeof fail> | { items: ProviderGoods[]; total: number } = fail(
      500,
      '服务器开小差了',
    );
    const view = await renderScreen(paths.providerCatalogue.href(), {
      as: 'provider',
      api: { listProviderGoods: () => answer },
    });
    const retry = await screen.findByRole('button', { name: '重试' });
    answer = { items: [], total: 0 };
    await click(retry);
    expect(await screen.findByText('还没有商品或服务')).toBeTruthy();
    expect(callsOf(view, 'listProviderGoods')).toHaveLength(2);
  });

  it('is reached from the provider’s Me tab and from the requests it received', async () => {
    const view = await renderScreen(paths.my.href(), { as: 'provider' });
    const link = await screen.findByRole('link', { name: '我的商品与服务' });
    expect(link.getAttribute('href')).toBe(paths.providerCatalogue.href());
    await view.navigate(paths.shopRequestList.href());
    await heading('收到的服务申请');
    await click(button('我的商品与服务'));
    expect(view.location()).toBe(paths.providerCatalogue.href());
  });

  it('is for providers only', async () => {
    const view = await renderScreen(paths.providerCatalogue.href(), { as: 'enterprise' });
    expect(await screen.findByRole('heading', { name: '暂无访问权限' }, slow)).toBeTruthy();
    expect(callsOf(view, 'listProviderGoods')).toEqual([]);
  });

  it('speaks English to an English reader', async () => {
    await renderScreen(paths.providerCatalogue.href(), {
      as: 'provider',
      locale: 'en',
      api: { listProviderGoods: { items: [fireBlanket], total: 1 } },
    });
    await heading('My catalogue');
    const card = await screen.findByRole('link', { name: /厨房灭火毯/ });
    expect(within(card).getByText('Withdrawn')).toBeTruthy();
    expect(card.textContent).toContain('1.2米: ¥49.00 · 300 in stock');
  });
});

describe('one item of the catalogue', () => {
  it('withdraws an item from sale only once asked, and puts it back the same way', async () => {
    let current = extinguisher;
    const view = await renderScreen(paths.providerGoods.href({ id: extinguisher.id }), {
      as: 'provider',
      api: {
        getProviderGoods: () => current,
        withdrawGoods: () => (current = { ...current, withdrawn: true }),
        relistGoods: () => (current = { ...current, withdrawn: false }),
      },
    });
    await heading('商品或服务');
    expect(await screen.findByRole('link', { name: /2公斤/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /4公斤/ }).getAttribute('href')).toBe(
      paths.providerSpecEdit.href({ goodsId: extinguisher.id, specId: 'fire-extinguisher-abc-2' }),
    );
    expect(screen.getByText('在售')).toBeTruthy();

    await click(button('下架'));
    let dialog = await screen.findByRole('dialog', { name: '下架商品或服务' }, slow);
    expect(dialog.textContent).toContain('下架后企业将看不到“ABC干粉灭火器”');
    await click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(callsOf(view, 'withdrawGoods')).toEqual([]);

    await click(button('下架'));
    dialog = await screen.findByRole('dialog', { name: '下架商品或服务' }, slow);
    await click(within(dialog).getByRole('button', { name: '下架' }));
    expect(await screen.findByText(/^已下架：企业在服务超市中看不到它/, undefined, slow)).toBeTruthy();
    expect(callsOf(view, 'withdrawGoods')).toEqual([
      { name: 'withdrawGoods', input: { id: extinguisher.id }, token: TEST_TOKEN },
    ]);

    await click(await screen.findByRole('button', { name: '重新上架' }, slow));
    dialog = await screen.findByRole('dialog', { name: '重新上架' }, slow);
    await click(within(dialog).getByRole('button', { name: '重新上架' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '下架' })).toBeTruthy(), slow);
    expect(callsOf(view, 'relistGoods')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(/^已下架：/)).toBeNull(), slow);
  });

  it('shows another provider’s item, or one that is gone, as not found', async () => {
    await renderScreen(paths.providerGoods.href({ id: 'fire-blanket' }), {
      as: 'provider',
      api: { getProviderGoods: fail(404, '未找到该商品或服务', 404) },
    });
    expect(await screen.findByRole('heading', { name: '内容不存在' })).toBeTruthy();
    expect(screen.getByText('该记录不存在，或不属于当前账号。')).toBeTruthy();
    expect(within(screen.getByRole('main')).queryByRole('button', { name: '下架' })).toBeNull();
  });
});

describe('changing a specification’s price and stock', () => {
  it('sends the price in fen and the stock against the version read, then goes back to the item', async () => {
    let current = extinguisher;
    const view = await renderScreen(paths.providerGoods.href({ id: extinguisher.id }), {
      as: 'provider',
      api: {
        getProviderGoods: () => current,
        updateGoodsSpec: (input) => (current = changed(current, input)),
      },
    });
    await click(await screen.findByRole('link', { name: /4公斤/ }));
    await heading('修改价格和库存');
    expect(await screen.findByText('ABC干粉灭火器 · 4公斤')).toBeTruthy();
    expect(field(/价格/).value).toBe('89.00');
    expect(field(/库存/).value).toBe('0');
    await typeInto(field(/价格/), ' 95.5 ');
    await typeInto(field(/库存/), '20');
    await click(button('保存'));

    await waitFor(() => expect(view.location()).toBe(paths.providerGoods.href({ id: extinguisher.id })));
    expect(callsOf(view, 'updateGoodsSpec')).toEqual([
      {
        name: 'updateGoodsSpec',
        input: { id: 'fire-extinguisher-abc-2', version: 3, priceFen: 9550, stock: 20 },
        token: TEST_TOKEN,
      },
    ]);
    // the item shows what was saved without asking again
    const spec = await screen.findByRole('link', { name: /4公斤/ });
    expect(spec.textContent).toContain('¥95.50 · 库存 20');
  });

  it('refuses more than two decimals, a price above the maximum and a broken stock before sending', async () => {
    const view = await renderScreen(
      paths.providerSpecEdit.href({ goodsId: extinguisher.id, specId: 'fire-extinguisher-abc-1' }),
      { as: 'provider', api: { getProviderGoods: extinguisher, updateGoodsSpec: extinguisher } },
    );
    await heading('修改价格和库存');
    await typeInto(await screen.findByRole('textbox', { name: /价格/ }), '65.555');
    await typeInto(field(/库存/), '1.5');
    await click(button('保存'));
    expect(await screen.findByText('请输入 0 至 1000000 元之间、最多两位小数的金额')).toBeTruthy();
    expect(screen.getByText('请输入 0 至 999999 之间的整数')).toBeTruthy();
    await typeInto(field(/价格/), '1000000.01');
    await typeInto(field(/库存/), '');
    await click(button('保存'));
    expect(await screen.findByText('请输入库存')).toBeTruthy();
    expect(screen.getByText('请输入 0 至 1000000 元之间、最多两位小数的金额')).toBeTruthy();
    expect(callsOf(view, 'updateGoodsSpec')).toEqual([]);
  });

  it('explains a change made meanwhile, shows the latest figures, keeps what was typed and saves against them', async () => {
    let loads = 0;
    const latest = changed(extinguisher, { id: 'fire-extinguisher-abc-2', version: 3, stock: 5 });
    const view = await renderScreen(
      paths.providerSpecEdit.href({ goodsId: extinguisher.id, specId: 'fire-extinguisher-abc-2' }),
      {
        as: 'provider',
        api: {
          getProviderGoods: () => (++loads === 1 ? extinguisher : latest),
          updateGoodsSpec: (input) => (input.version === 3 ? fail(500, STALE) : changed(latest, input)),
        },
      },
    );
    await heading('修改价格和库存');
    await typeInto(await screen.findByRole('textbox', { name: /价格/ }), '99');
    await typeInto(field(/库存/), '40');
    await click(button('保存'));

    const alert = await screen.findByText(`未能保存：${STALE}`, { exact: false });
    expect(alert.textContent).toContain('您填写的内容已保留');
    // the figures now are the server's latest; the typing stays
    await waitFor(() =>
      expect(within(screen.getByText('现有库存').parentElement!).getByText('5')).toBeTruthy(),
    );
    expect(field(/价格/).value).toBe('99');
    expect(field(/库存/).value).toBe('40');
    expect(view.location()).toContain(paths.providerSpecEdit.path);

    await click(button('保存'));
    await waitFor(() => expect(view.location()).toBe(paths.providerGoods.href({ id: extinguisher.id })));
    expect(callsOf(view, 'updateGoodsSpec').map((call) => call.input)).toEqual([
      { id: 'fire-extinguisher-abc-2', version: 3, priceFen: 9900, stock: 40 },
      { id: 'fire-extinguisher-abc-2', version: 4, priceFen: 9900, stock: 40 },
    ]);
  });

  it('after a change made meanwhile, saves only the price typed: the stock an order took is not put back', async () => {
    let loads = 0;
    // an order took 7 of the 12 while the provider was typing a new price
    const before = changed(extinguisher, { id: 'fire-extinguisher-abc-2', version: 3, stock: 12 });
    const latest = changed(before, { id: 'fire-extinguisher-abc-2', version: 4, stock: 5 });
    const view = await renderScreen(
      paths.providerSpecEdit.href({ goodsId: extinguisher.id, specId: 'fire-extinguisher-abc-2' }),
      {
        as: 'provider',
        api: {
          getProviderGoods: () => (++loads === 1 ? before : latest),
          updateGoodsSpec: (input) => (input.version === 4 ? fail(500, STALE) : changed(latest, input)),
        },
      },
    );
    await heading('修改价格和库存');
    await typeInto(await screen.findByRole('textbox', { name: /价格/ }), '99');
    await click(button('保存'));
    await screen.findByText(`未能保存：${STALE}`, { exact: false });
    await waitFor(() =>
      expect(within(screen.getByText('现有库存').parentElement!).getByText('5')).toBeTruthy(),
    );
    await click(button('保存'));
    await waitFor(() => expect(view.location()).toBe(paths.providerGoods.href({ id: extinguisher.id })));
    expect(callsOf(view, 'updateGoodsSpec').map((call) => call.input)).toEqual([
      { id: 'fire-extinguisher-abc-2', version: 4, priceFen: 9900 },
      { id: 'fire-extinguisher-abc-2', version: 5, priceFen: 9900 },
    ]);
  });

  it('after a change made meanwhile, measures what is typed against the latest figures (a price typed back is sent)', async () => {
    let loads = 0;
    // another device set the price to ¥80 while this one typed a new stock
    const latest = changed(extinguisher, { id: 'fire-extinguisher-abc-2', version: 3, priceFen: 8000 });
    const view = await renderScreen(
      paths.providerSpecEdit.href({ goodsId: extinguisher.id, specId: 'fire-extinguisher-abc-2' }),
      {
        as: 'provider',
        api: {
          getProviderGoods: () => (++loads === 1 ? extinguisher : latest),
          updateGoodsSpec: (input) => (input.version === 3 ? fail(500, STALE) : changed(latest, input)),
        },
      },
    );
    await heading('修改价格和库存');
    await screen.findByRole('textbox', { name: /价格/ });
    await typeInto(field(/库存/), '150');
    await click(button('保存'));
    await screen.findByText(`未能保存：${STALE}`, { exact: false });
    // the price not typed follows the latest; typing the old one back is a change against it
    await waitFor(() => expect(field(/价格/).value).toBe('80.00'));
    await typeInto(field(/价格/), '89');
    await click(button('保存'));
    await waitFor(() => expect(view.location()).toBe(paths.providerGoods.href({ id: extinguisher.id })));
    expect(callsOf(view, 'updateGoodsSpec').map((call) => call.input)).toEqual([
      { id: 'fire-extinguisher-abc-2', version: 3, stock: 150 },
      { id: 'fire-extinguisher-abc-2', version: 4, priceFen: 8900, stock: 150 },
    ]);
  });

  it('says so when nothing was changed, and sends nothing', async () => {
    const view = await renderScreen(
      paths.providerSpecEdit.href({ goodsId: extinguisher.id, specId: 'fire-extinguisher-abc-2' }),
      { as: 'provider', api: { getProviderGoods: extinguisher, updateGoodsSpec: extinguisher } },
    );
    await heading('修改价格和库存');
    await screen.findByRole('textbox', { name: /价格/ });
    await click(button('保存'));
    expect(await screen.findByText('价格和库存都未修改，请改动后再保存')).toBeTruthy();
    expect(callsOf(view, 'updateGoodsSpec')).toEqual([]);
  });

  it('puts the server’s field error on its field', async () => {
    await renderScreen(
      paths.providerSpecEdit.href({ goodsId: extinguisher.id, specId: 'fire-extinguisher-abc-1' }),
      {
        as: 'provider',
        api: {
          getProviderGoods: extinguisher,
          updateGoodsSpec: fail(400, '参数校验失败：priceFen 取值无效', 400, {
            priceFen: '价格超出允许范围',
          }),
        },
      },
    );
    await heading('修改价格和库存');
    await typeInto(await screen.findByRole('textbox', { name: /价格/ }), '70');
    await click(button('保存'));
    expect(await screen.findByText('价格超出允许范围')).toBeTruthy();
    expect(field(/价格/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/价格/).value).toBe('70');
  });

  it('changes only the stock of an office’s free service', async () => {
    const view = await renderScreen(
      paths.providerSpecEdit.href({ goodsId: legalConsultation.id, specId: 'legal-consultation-1' }),
      {
        as: 'provider',
        api: {
          getProviderGoods: legalConsultation,
          updateGoodsSpec: (input) => changed(legalConsultation, input),
        },
      },
    );
    await heading('修改价格和库存');
    expect(await screen.findByText('免费服务：价格固定为 0，库存可以修改。')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /价格/ })).toBeNull();
    await typeInto(field(/库存/), '50');
    await click(button('保存'));
    await waitFor(() => expect(callsOf(view, 'updateGoodsSpec')).toHaveLength(1));
    expect(callsOf(view, 'updateGoodsSpec')[0]!.input).toEqual({
      id: 'legal-consultation-1',
      version: 1,
      stock: 50,
    });
  });

  it('speaks English to an English reader', async () => {
    const view = await renderScreen(
      paths.providerSpecEdit.href({ goodsId: extinguisher.id, specId: 'fire-extinguisher-abc-1' }),
      { as: 'provider', locale: 'en', api: { getProviderGoods: extinguisher } },
    );
    await heading('Change price and stock');
    await typeInto(await screen.findByRole('textbox', { name: /Price/ }), '1.234');
    await click(button('Save'));
    expect(
      await screen.findByText('Enter an amount from 0 to 1000000 yuan with at most two decimals'),
    ).toBeTruthy();
    expect(callsOf(view, 'updateGoodsSpec')).toEqual([]);
  });
});
