import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import {
  cartOf,
  categories,
  extinguisher,
  extinguisherDetail,
  extinguisherLine,
  legalConsultation,
  legalLine,
  recommendation,
  sampleCabinet,
  failingOnce,
} from './test-fixtures';
import type { ApiInput } from '../../../contract/api-schemas';
import { clearQueryCache } from '../../lib/http/query-cache';
import { paths } from '../../lib/paths';
import { fail, renderScreen } from '../../test/render-screen';
import { button, callsOf, click, heading, typeInto } from '../../test/screen-actions';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  clearQueryCache();
});

const region = (name: string) => screen.getByRole('region', { name });

describe('the market', () => {
  const market = {
    getClassify: categories,
    recommendGoods: [recommendation],
    boutiqueGoods: [sampleCabinet, legalConsultation],
    getGoodsNum: 3,
  };

  it('shows why each goods is recommended, with its inspection, beside the categories and the boutique picks', async () => {
    await renderScreen(paths.shop.href(), { as: 'enterprise', api: market });
    await heading('合规服务超市');
    const recommended = region('为您推荐');
    expect(
      await within(recommended).findByText('因 2026-11-02 市场监督管理局检查发现的问题推荐：灭火器过期'),
    ).toBeTruthy();
    expect(
      within(recommended)
        .getByRole('link', { name: /手提式干粉灭火器/ })
        .getAttribute('href'),
    ).toBe(paths.goodsDetail.href({ id: extinguisher.id }));
    expect(
      within(recommended).getByRole('link', { name: '查看检查记录 JC-2026-000123' }).getAttribute('href'),
    ).toBe(paths.registrationDetail.href({ id: 'reg-demo-01' }));

    const boutique = region('精选');
    expect(within(boutique).getByRole('link', { name: /食品留样柜.*¥1680\.00/ })).toBeTruthy();
    expect(within(boutique).getByRole('link', { name: /合规法律咨询.*免费/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: '消防器材 2 件' }).getAttribute('href')).toBe(
      paths.classify.href({ categoryId: 'cat-fire' }),
    );
    expect((await screen.findByRole('link', { name: '购物车，3 件' })).getAttribute('href')).toBe(
      paths.cart.href(),
    );
    expect(screen.getByText(/本应用不收款/)).toBeTruthy();
  });

  it('says plainly that there is nothing to recommend, and a failed section offers a retry', async () => {
    const view = await renderScreen(paths.shop.href(), {
      as: 'enterprise',
      api: { ...market, recommendGoods: [], boutiqueGoods: failingOnce([sampleCabinet]) },
    });
    await heading('合规服务超市');
    expect(await screen.findByText('暂无推荐：您没有未整改的问题。')).toBeTruthy();
    const boutique = region('精选');
    await click(await within(boutique).findByRole('button', { name: '重试' }));
    expect(await within(boutique).findByRole('link', { name: /食品留样柜/ })).toBeTruthy();
    expect(callsOf(view, 'boutiqueGoods')).toHaveLength(2);
  });

  it('searches by keyword, says when nothing matches, and clears back to the market', async () => {
    const view = await renderScreen(paths.shop.href(), {
      as: 'enterprise',
      api: {
        ...market,
        classifyGoods: ({ keyword }: ApiInput<'classifyGoods'>) =>
          keyword === '灭火器' ? { items: [extinguisher], total: 1 } : { items: [], total: 0 },
      },
    });
    await heading('合规服务超市');
    const box = screen.getByRole('searchbox', { name: '搜索商品和服务' });
    await typeInto(box, ' 灭火器 ');
    await click(button('搜索'));
    const results = await screen.findByRole('region', { name: '“灭火器”的搜索结果' });
    expect(await within(results).findByRole('link', { name: /手提式干粉灭火器/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '为您推荐' })).toBeNull();
    expect(callsOf(view, 'classifyGoods')[0]!.input).toEqual({ keyword: '灭火器', offset: 0, limit: 20 });

    await typeInto(box, '无此商品');
    await click(button('搜索'));
    expect(await screen.findByText('没有找到与“无此商品”相关的商品或服务')).toBeTruthy();

    await click(button('清除搜索'));
    expect(await screen.findByRole('region', { name: '为您推荐' })).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('speaks English: the cart count and the reason', async () => {
    await renderScreen(paths.shop.href(), { as: 'enterprise', locale: 'en', api: market });
    await heading('Compliance service market');
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeTruthy();
    expect(
      await screen.findByText(
        'Recommended because of the problem found on 2026-11-02 by the 市场监督管理局: 灭火器过期',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/The app takes no payment/)).toBeTruthy();
  });
});

describe('categories', () => {
  const goodsOf = ({ categoryId }: ApiInput<'classifyGoods'>) => ({
    items: categoryId === 'cat-food' ? [sampleCabinet] : categoryId === 'cat-fire' ? [extinguisher] : [],
    total: categoryId === 'cat-legal' ? 0 : 1,
  });

  it('opens at the category asked for, marks it, and shows the goods of the one chosen next', async () => {
    const view = await renderScreen(paths.classify.href({ categoryId: 'cat-food' }), {
      as: 'enterprise',
      api: { getClassify: categories, classifyGoods: goodsOf },
    });
    await heading('服务分类');
    const nav = await screen.findByRole('navigation', { name: '商品分类' });
    expect(within(nav).getByRole('button', { name: '食品安全' }).getAttribute('aria-current')).toBe('true');
    expect(within(nav).getByRole('button', { name: '消防器材' }).getAttribute('aria-current')).toBeNull();
    expect(await screen.findByRole('link', { name: /食品留样柜/ })).toBeTruthy();

    await click(within(nav).getByRole('button', { name: '消防器材' }));
    expect(await screen.findByRole('link', { name: /手提式干粉灭火器/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /食品留样柜/ })).toBeNull();
    expect(within(nav).getByRole('button', { name: '消防器材' }).getAttribute('aria-current')).toBe('true');

    await click(within(nav).getByRole('button', { name: '法律服务' }));
    expect(await screen.findByText('该分类暂无商品')).toBeTruthy();

    // back to a category seen before: its goods are still there, not fetched again
    await click(within(nav).getByRole('button', { name: '食品安全' }));
    expect(screen.getByRole('link', { name: /食品留样柜/ })).toBeTruthy();
    expect(callsOf(view, 'classifyGoods').map((call) => call.input)).toEqual([
      { categoryId: 'cat-food', offset: 0, limit: 20 },
      { categoryId: 'cat-fire', offset: 0, limit: 20 },
      { categoryId: 'cat-legal', offset: 0, limit: 20 },
    ]);
  });

  it('kept alive, a new visit from a category entry shows that category', async () => {
    const view = await renderScreen(paths.classify.href({ categoryId: 'cat-food' }), {
      as: 'enterprise',
      api: { getClassify: categories, classifyGoods: goodsOf, recommendGoods: [], boutiqueGoods: [] },
    });
    await screen.findByRole('link', { name: /食品留样柜/ });
    await act(() => view.navigate(paths.shop.href()));
    await heading('合规服务超市');
    await act(() => view.navigate(paths.classify.href({ categoryId: 'cat-fire' })));
    expect(await screen.findByRole('link', { name: /手提式干粉灭火器/ })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '商品分类' });
    expect(within(nav).getByRole('button', { name: '消防器材' }).getAttribute('aria-current')).toBe('true');
  });

  it('gives each category back the place the user had scrolled to in it', async () => {
    await renderScreen(paths.classify.href({ categoryId: 'cat-food' }), {
      as: 'enterprise',
      api: { getClassify: categories, classifyGoods: goodsOf },
    });
    const nav = await screen.findByRole('navigation', { name: '商品分类' });
    await screen.findByRole('link', { name: /食品留样柜/ });
    // jsdom lays nothing out: the page's scroller keeps what it is given
    const scroller = (document.scrollingElement ?? document.documentElement) as HTMLElement;
    Object.defineProperty(scroller, 'scrollTop', { value: 0, writable: true, configurable: true });
    onTestFinished(() => void delete (scroller as { scrollTop?: number }).scrollTop);
    const scrollTo = (top: number) => {
      scroller.scrollTop = top;
      fireEvent.scroll(document);
    };

    scrollTo(300);
    await click(within(nav).getByRole('button', { name: '消防器材' }));
    await screen.findByRole('link', { name: /手提式干粉灭火器/ });
    expect(scroller.scrollTop).toBe(0);
    scrollTo(120);
    await click(within(nav).getByRole('button', { name: '食品安全' }));
    expect(scroller.scrollTop).toBe(300);
    await click(within(nav).getByRole('button', { name: '消防器材' }));
    expect(scroller.scrollTop).toBe(120);
  });

  it('without a category opens the first; a failed load of the categories offers a retry', async () => {
    const view = await renderScreen(paths.classify.href(), {
      as: 'enterprise',
      api: { getClassify: failingOnce(categories), classifyGoods: goodsOf },
    });
    await heading('服务分类');
    await click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: /手提式干粉灭火器/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '消防器材' }).getAttribute('aria-current')).toBe('true');
    expect(callsOf(view, 'classifyGoods')[0]!.input).toEqual({
      categoryId: 'cat-fire',
      offset: 0,
      limit: 20,
    });
  });
});

describe('goods detail', () => {
  const open = (api = {}) =>
    renderScreen(paths.goodsDetail.href({ id: extinguisher.id }), {
      as: 'enterprise',
      api: { getGoodsdetal: extinguisherDetail, getGoodsNum: 3, ...api },
    });

  it('adds the chosen specification and quantity to the cart and shows the new count', async () => {
    const view = await open({
      changeGoods: (input: ApiInput<'changeGoods'>) =>
        cartOf([{ ...extinguisherLine, quantity: input.quantity }, legalLine]),
    });
    await heading('商品详情');
    expect(await screen.findByRole('heading', { name: '手提式干粉灭火器', level: 2 })).toBeTruthy();
    expect(screen.getByRole('img', { name: '手提式干粉灭火器，第 1/2 张图片' })).toBeTruthy();
    expect(screen.getByText('入驻服务商 · 明码标价')).toBeTruthy();
    expect(
      screen.getByText((_, element) => element?.textContent === '¥120.00 / 具', { selector: 'p' }),
    ).toBeTruthy();
    const small = screen.getByRole('radio', { name: /4kg/ }) as HTMLInputElement;
    const large = screen.getByRole('radio', { name: /8kg.*¥180\.00.*缺货，暂不能选择/ }) as HTMLInputElement;
    expect(small.checked).toBe(true);
    expect(large.disabled).toBe(true);

    const stepper = screen.getByRole('group', { name: '手提式干粉灭火器的数量' });
    await click(within(stepper).getByRole('button', { name: '增加' }));
    await click(within(stepper).getByRole('button', { name: '增加' }));
    expect((within(stepper).getByRole('spinbutton') as HTMLInputElement).value).toBe('3');
    await click(button('加入购物车'));

    await waitFor(() => expect(callsOf(view, 'changeGoods')).toHaveLength(1));
    expect(callsOf(view, 'changeGoods')[0]!.input).toEqual({
      goodsId: extinguisher.id,
      specId: 'spec-4kg',
      mode: 'add',
      quantity: 3,
    });
    expect(await screen.findByRole('link', { name: '购物车，4 件' })).toBeTruthy();
  });

  it('a refused add says why and leaves the count as it was', async () => {
    await open({ changeGoods: fail(500, '库存不足，仅剩 1 具') });
    await heading('商品详情');
    await click(await screen.findByRole('button', { name: '加入购物车' }));
    expect((await screen.findByRole('alert')).textContent).toBe('未能加入购物车：库存不足，仅剩 1 具');
    expect(screen.getByRole('link', { name: '购物车，3 件' })).toBeTruthy();
  });

  it('a withdrawn goods says so, with a way back to the shop', async () => {
    await open({ getGoodsdetal: fail(404, '商品不存在或已下架', 404) });
    expect(await screen.findByRole('heading', { name: '该商品已下架或不存在' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '去服务超市' }).getAttribute('href')).toBe(paths.shop.href());
  });

  it('a failed load offers a retry', async () => {
    const view = await open({ getGoodsdetal: failingOnce(extinguisherDetail) });
    await click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '手提式干粉灭火器', level: 2 })).toBeTruthy();
    expect(callsOf(view, 'getGoodsdetal')).toHaveLength(2);
  });
});
