import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { preferredDays } from './checkout-form';
import {
  cart,
  extinguisher,
  firstAidKit,
  homeAddress,
  legalRequest,
  providerUser,
  sentRequest,
  shopAddress,
  summaryOf,
} from './test-fixtures';
import type { ApiInput, ApiOutput } from '../../../contract/api-schemas';
import { clearQueryCache } from '../../lib/http/query-cache';
import { paths } from '../../lib/paths';
import { fail, renderScreen, TEST_TOKEN } from '../../test/render-screen';
import { button, callsOf, click, heading, typeInto } from '../../test/screen-actions';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  clearQueryCache();
});

const checkedOut: ApiOutput<'checkout'> = {
  requests: [summaryOf(sentRequest), summaryOf({ ...sentRequest, id: 'srq-2', providerName: '市司法局' })],
  cart: { lines: [cart.lines[3]!], count: 1 },
};

const checkoutOf = (lines: string, addressId?: string) => paths.checkout.href({ lines, addressId });
const noteBox = () => screen.getByRole('textbox', { name: /备注/ }) as HTMLTextAreaElement;
const daySelect = () => screen.getByRole('combobox', { name: /希望的服务日期/ }) as HTMLSelectElement;
const chooseDay = (day: string) => act(() => void fireEvent.change(daySelect(), { target: { value: day } }));

describe('checkout', () => {
  it('shows the lines by provider with a changed price, and sends the shown prices once on a double tap', async () => {
    let answer: (value: ApiOutput<'checkout'>) => void = () => undefined;
    const view = await renderScreen(checkoutOf('1,2,3'), {
      as: 'enterprise',
      api: {
        getCard: cart,
        getAddersslist: [shopAddress, homeAddress],
        checkout: () => new Promise((resolve) => (answer = resolve)),
      },
    });
    await heading('提交服务申请');
    expect(await screen.findByText('将分别发送给 2 家服务商')).toBeTruthy();
    const anxin = screen.getByRole('article', { name: '安信消防器材有限公司' });
    expect(within(anxin).getByText('4kg 干粉灭火器')).toBeTruthy();
    expect(within(anxin).getByText('价格已变：加入时 ¥100.00，现价 ¥120.00')).toBeTruthy();
    expect(within(anxin).getByText('小计 ¥328.00')).toBeTruthy();
    const office = screen.getByRole('article', { name: /市司法局公共法律服务中心/ });
    expect(within(office).getByText('免费服务')).toBeTruthy();
    expect(screen.queryByText('防鼠挡板')).toBeNull();
    // the default address, and the way to another that comes back here
    expect(screen.getByText('张伟 · 13800000001')).toBeTruthy();
    expect(screen.getByRole('link', { name: '更换地址' }).getAttribute('href')).toBe(
      paths.addressList.href({ returnTo: checkoutOf('1,2,3') }),
    );
    expect(screen.getByText('本平台不在线收款，请在服务完成后直接向服务商付款。')).toBeTruthy();
    expect(screen.getByText('合计 ¥328.00')).toBeTruthy();

    const day = preferredDays()[2]!;
    await chooseDay(day);
    await click(screen.getByText('下午'));
    await typeInto(noteBox(), ' 请先电话联系 ');
    await click(button('发送服务申请'));
    // the changed price must be seen before anything is sent
    expect(await screen.findByText('有商品价格已变化，请确认后再提交')).toBeTruthy();
    expect(callsOf(view, 'checkout')).toEqual([]);

    await click(screen.getByText('我已看到价格变化，按现价提交'));
    // a double tap: both taps land before the screen can change
    const send = button('发送服务申请');
    await act(async () => {
      fireEvent.click(send);
      fireEvent.click(send);
    });
    await waitFor(() => expect(callsOf(view, 'checkout')).toHaveLength(1));
    expect(callsOf(view, 'checkout')[0]).toEqual({
      name: 'checkout',
      token: TEST_TOKEN,
      input: {
        clientRequestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        lines: [
          { id: '1', quantity: 2, priceFen: 12000 },
          { id: '2', quantity: 1, priceFen: 8800 },
          { id: '3', quantity: 1, priceFen: 0 },
        ],
        addressId: 'adr-1',
        preferredDate: day,
        preferredPeriod: 'afternoon',
        note: '请先电话联系',
      },
    });

    await act(async () => answer(checkedOut));
    await waitFor(() => expect(view.location()).toBe(paths.shopRequestList.href()));
    expect(callsOf(view, 'checkout')).toHaveLength(1);
    expect(await screen.findByText('已发送 2 个服务申请')).toBeTruthy();
    // the badge follows the cart the server answered with
    await view.navigate(paths.my.href());
    const cartRow = (await screen.findByText('购物车商品')).closest('div')!;
    expect(within(cartRow).getByText('1')).toBeTruthy();
  });

  it('keeps what was typed after a refusal, reloads the cart and retries with the same key', async () => {
    let cartLoads = 0;
    const view = await renderScreen(checkoutOf('2'), {
      as: 'enterprise',
      api: {
        getCard: () => {
          cartLoads += 1;
          return cartLoads === 1
            ? cart
            : { ...cart, lines: [{ ...firstAidKit, priceFen: 9000, issue: 'priceChanged' as const }] };
        },
        getAddersslist: [homeAddress],
        checkout: (input: ApiInput<'checkout'>) =>
          input.lines[0]!.priceFen === 8800 ? fail(500, '工作场所急救箱的价格已变化') : checkedOut,
      },
    });
    await heading('提交服务申请');
    await chooseDay(preferredDays()[0]!);
    await click(await screen.findByText('上午'));
    await typeInto(noteBox(), '门口有台阶');
    await click(button('发送服务申请'));

    expect(await screen.findByText('未能发送：工作场所急救箱的价格已变化')).toBeTruthy();
    expect(view.location()).toBe(checkoutOf('2'));
    expect(noteBox().value).toBe('门口有台阶');
    expect(daySelect().value).toBe(preferredDays()[0]);
    // the cart is read again: the new price shows and must be seen
    expect(await screen.findByText('价格已变：加入时 ¥88.00，现价 ¥90.00')).toBeTruthy();
    expect(callsOf(view, 'getCard')).toHaveLength(2);
    await click(screen.getByText('我已看到价格变化，按现价提交'));
    await click(button('发送服务申请'));
    await waitFor(() => expect(view.location()).toBe(paths.shopRequestList.href()));

    const [first, retry] = callsOf(view, 'checkout').map((call) => call.input as ApiInput<'checkout'>);
    expect(retry!.clientRequestId).toBe(first!.clientRequestId);
    expect(retry!.lines).toEqual([{ id: '2', quantity: 1, priceFen: 9000 }]);
    expect(retry!.note).toBe('门口有台阶');
  });

  it('refuses a missing address, day and half day before sending, and offers to add an address', async () => {
    const view = await renderScreen(checkoutOf('2'), {
      as: 'enterprise',
      api: { getCard: cart, getAddersslist: [], checkout: checkedOut },
    });
    await heading('提交服务申请');
    expect(await screen.findByText('还没有地址')).toBeTruthy();
    expect(screen.getByRole('link', { name: '添加地址' }).getAttribute('href')).toBe(
      paths.addressEdit.href({ returnTo: checkoutOf('2') }),
    );
    await click(button('发送服务申请'));
    expect(await screen.findByText('请先添加或选择服务地址')).toBeTruthy();
    expect(screen.getByText('请选择希望的服务日期')).toBeTruthy();
    expect(screen.getByText('请选择上午或下午')).toBeTruthy();
    expect(callsOf(view, 'checkout')).toEqual([]);
  });

  it('takes the address chosen on the address list, and refuses lines the cart cannot give', async () => {
    const view = await renderScreen(checkoutOf('1', 'adr-2'), {
      as: 'enterprise',
      api: {
        getCard: { ...cart, lines: [{ ...extinguisher, issue: 'overStock', stock: 1 }] },
        getAddersslist: [homeAddress, shopAddress],
        checkout: checkedOut,
      },
    });
    expect(await screen.findByText('李娜 · 13800000002')).toBeTruthy();
    expect(screen.getByText('库存不足：仅剩 1 件，请减少数量')).toBeTruthy();
    await chooseDay(preferredDays()[0]!);
    await click(screen.getByText('上午'));
    await click(screen.getByText('我已看到价格变化，按现价提交'));
    await click(button('发送服务申请'));
    expect(await screen.findByText(/请回到购物车修改后再提交/)).toBeTruthy();
    expect(callsOf(view, 'checkout')).toEqual([]);
  });

  it('speaks English to an English user', async () => {
    const view = await renderScreen(checkoutOf('1,3'), {
      as: 'enterprise',
      locale: 'en',
      api: { getCard: cart, getAddersslist: [homeAddress], checkout: checkedOut },
    });
    await heading('Send service requests');
    expect(await screen.findByText('Goes to 2 providers as separate requests')).toBeTruthy();
    expect(
      screen.getByText('No payment in the app: you pay the provider directly once the service is done.'),
    ).toBeTruthy();
    await click(button('Send requests'));
    expect(await screen.findByText('Choose the day you would like the service')).toBeTruthy();
    expect(screen.getByText('Choose morning or afternoon')).toBeTruthy();
    expect(callsOf(view, 'checkout')).toEqual([]);
  });

  it('says when the chosen lines are gone, and retries a failed load', async () => {
    let loads = 0;
    await renderScreen(checkoutOf('9'), {
      as: 'enterprise',
      api: {
        getCard: () => (++loads === 1 ? fail(500, '服务器错误') : cart),
        getAddersslist: [homeAddress],
      },
    });
    await heading('提交服务申请');
    await click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('没有可提交的商品或服务')).toBeTruthy();
    expect(screen.getByRole('link', { name: '回到购物车' }).getAttribute('href')).toBe(paths.cart.href());
  });
});

describe('request list', () => {
  it('an enterprise sees its requests by state, the state in words', async () => {
    const view = await renderScreen(paths.shopRequestList.href(), {
      as: 'enterprise',
      api: {
        listShopRequests: ({ state }) =>
          state === 'declined'
            ? { items: [], total: 0 }
            : { items: [summaryOf(sentRequest), summaryOf({ ...legalRequest })], total: 2 },
      },
    });
    await heading('我的服务申请');
    const row = await screen.findByRole('link', { name: /4kg 干粉灭火器 等 2 项/ });
    expect(within(row).getByText('服务商：安信消防器材有限公司')).toBeTruthy();
    expect(within(row).getByText('待确认')).toBeTruthy();
    expect(within(row).getByText(/合计 ¥328\.00/)).toBeTruthy();
    expect(within(row).getByText(/希望 .*11月25日.* 下午/)).toBeTruthy();
    const free = screen.getByRole('link', { name: /合规法律咨询/ });
    expect(within(free).getByText(/合计 免费/)).toBeTruthy();
    expect(within(free).getByText('已完成')).toBeTruthy();

    await click(screen.getByRole('tab', { name: '已婉拒' }));
    expect(await screen.findByText('没有“已婉拒”的服务申请')).toBeTruthy();
    expect(view.location()).toBe(paths.shopRequestList.href({ state: 'declined' }));
    expect(callsOf(view, 'listShopRequests').map((call) => call.input)).toEqual([
      { offset: 0, limit: 20 },
      { state: 'declined', offset: 0, limit: 20 },
    ]);
  });

  it('a provider sees the requests received, with who asked, and new ones on coming back', async () => {
    let received = [summaryOf(sentRequest)];
    const view = await renderScreen(paths.shopRequestList.href({ state: 'sent' }), {
      as: providerUser,
      api: {
        listShopRequests: () => ({ items: received, total: received.length }),
        getShopRequest: sentRequest,
      },
    });
    await heading('收到的服务申请');
    const row = await screen.findByRole('link', { name: /4kg 干粉灭火器/ });
    expect(within(row).getByText('申请人：深圳市鹏城食品有限公司 · 张伟')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '待确认' }).getAttribute('aria-selected')).toBe('true');

    await click(row);
    await heading('服务申请详情');
    received = [
      ...received,
      summaryOf({ ...legalRequest, state: 'sent', buyerName: '赵敏', enterpriseName: null }),
    ];
    await view.navigate(paths.shopRequestList.href({ state: 'sent' }));
    expect(await screen.findByText('申请人：赵敏')).toBeTruthy();
    expect(callsOf(view, 'listShopRequests')).toHaveLength(2);
  });

  it('an enterprise without requests is pointed to the shop; a failed load offers a retry', async () => {
    let loads = 0;
    await renderScreen(paths.shopRequestList.href(), {
      as: 'enterprise',
      api: {
        listShopRequests: () => (++loads === 1 ? fail(500, '服务器错误') : { items: [], total: 0 }),
      },
    });
    await click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('还没有服务申请')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去服务超市看看' }).getAttribute('href')).toBe(paths.shop.href());
  });

  it('a provider without requests is told so, with no way to the shop', async () => {
    await renderScreen(paths.shopRequestList.href(), {
      as: providerUser,
      api: { listShopRequests: { items: [], total: 0 } },
    });
    expect(await screen.findByText('还没有收到服务申请')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '去服务超市看看' })).toBeNull();
  });
});
