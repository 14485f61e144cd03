import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cabinetLine,
  cartOf,
  extinguisher,
  extinguisherLine,
  failingOnce,
  legalLine,
  smokeLine,
} from './test-fixtures';
import type { ApiInput } from '../../../contract/api-schemas';
import type { Cart } from '../../../contract/shop/schemas';
import { clearQueryCache } from '../../lib/http/query-cache';
import { paths } from '../../lib/paths';
import { fail, renderScreen } from '../../test/render-screen';
import { button, callsOf, click, heading } from '../../test/screen-actions';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  clearQueryCache();
});

// antd-mobile animates its dialogs on animation frames, which can wait seconds in a busy jsdom.
const slow = { timeout: 30_000 };
const region = (name: string) => screen.getByRole('region', { name });
const article = (name: string) => screen.getByRole('article', { name });
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('cart', () => {
  const full = cartOf([extinguisherLine, smokeLine, cabinetLine, legalLine]);
  const open = (api = {}) =>
    renderScreen(paths.cart.href(), { as: 'enterprise', api: { getCard: full, ...api } });
  const stepperOf = (name: string) => screen.getByRole('group', { name: `${name}的数量` });
  const total = () => screen.getByText(/^合计/).textContent;

  it('groups the lines by provider, tells each issue in words, and selects only the lines without one', async () => {
    const view = await open();
    await heading('购物车');
    const pengan = await screen.findByRole('region', { name: '鹏安消防服务有限公司' });
    expect(within(pengan).getAllByRole('article')).toHaveLength(2);
    expect(region('深圳市安厨设备有限公司')).toBeTruthy();
    expect(screen.getByText(/本应用不收款/)).toBeTruthy();

    const smoke = article('独立式烟感报警器（标准款）');
    expect(within(smoke).getByText('价格已变：加入时 ¥85.00，现价 ¥90.00')).toBeTruthy();
    expect(smoke.querySelector('del')?.textContent).toBe('¥85.00');
    const cabinet = article('食品留样柜（双门）');
    expect(within(cabinet).getByText('库存不足：仅剩 1 件，请减少数量')).toBeTruthy();

    expect(checkbox('选择 手提式干粉灭火器（4kg）').checked).toBe(true);
    expect(checkbox('选择 合规法律咨询（一次（1 小时））').checked).toBe(true);
    expect(checkbox('选择 独立式烟感报警器（标准款）').checked).toBe(false);
    expect(checkbox('选择 食品留样柜（双门）').disabled).toBe(true);
    expect(total()).toBe('合计 ¥240.00');

    // the new price seen, the line is ticked; the one over stock cannot be
    await click(checkbox('选择 独立式烟感报警器（标准款）'));
    await click(checkbox('选择 食品留样柜（双门）'));
    expect(checkbox('选择 食品留样柜（双门）').checked).toBe(false);
    expect(total()).toBe('合计 ¥330.00');

    await click(button('去下单'));
    expect(view.location()).toBe(paths.checkout.href({ lines: '1,2,4' }));
  });

  it('select all ticks every line that can be ordered, and unticks them all', async () => {
    await open();
    const all = (await screen.findByRole('checkbox', { name: '全选' })) as HTMLInputElement;
    await click(all);
    expect(checkbox('选择 独立式烟感报警器（标准款）').checked).toBe(true);
    expect(checkbox('选择 食品留样柜（双门）').checked).toBe(false);
    await click(all);
    expect(checkbox('选择 手提式干粉灭火器（4kg）').checked).toBe(false);
    expect(total()).toBe('合计 免费');
    expect((button('去下单') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('请勾选要下单的商品')).toBeTruthy();
  });

  it('the stepper sets the quantity one request at a time; the last value chosen wins', async () => {
    const answers: { input: ApiInput<'changeGoods'>; answer: ReturnType<typeof deferred<Cart>> }[] = [];
    const view = await open({
      changeGoods: (input: ApiInput<'changeGoods'>) => {
        const answer = deferred<Cart>();
        answers.push({ input, answer });
        return answer.promise;
      },
    });
    await screen.findByRole('region', { name: '鹏安消防服务有限公司' });
    const stepper = stepperOf('手提式干粉灭火器（4kg）');
    const plus = within(stepper).getByRole('button', { name: '增加' });
    await click(plus);
    await click(plus);
    await click(plus);
    expect((within(stepper).getByRole('spinbutton') as HTMLInputElement).value).toBe('5');
    await waitFor(() => expect(callsOf(view, 'changeGoods')).toHaveLength(1));
    expect(screen.getByText('正在保存数量…')).toBeTruthy();
    expect((button('去下单') as HTMLButtonElement).disabled).toBe(true);

    await act(async () =>
      answers[0]!.answer.resolve(cartOf([{ ...extinguisherLine, quantity: 3 }, legalLine])),
    );
    await waitFor(() => expect(callsOf(view, 'changeGoods')).toHaveLength(2));
    expect(callsOf(view, 'changeGoods').map((call) => call.input)).toEqual([
      { goodsId: extinguisher.id, specId: 'spec-4kg', mode: 'set', quantity: 3 },
      { goodsId: extinguisher.id, specId: 'spec-4kg', mode: 'set', quantity: 5 },
    ]);
    expect((within(stepper).getByRole('spinbutton') as HTMLInputElement).value).toBe('5');

    await act(async () =>
      answers[1]!.answer.resolve(cartOf([{ ...extinguisherLine, quantity: 5 }, legalLine])),
    );
    await waitFor(() => expect(total()).toBe('合计 ¥600.00'));
    expect((button('去下单') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('article', { name: '食品留样柜（双门）' })).toBeNull();
  });

  it('a failed change says why and shows the quantity the server has again', async () => {
    const view = await open({ changeGoods: fail(500, '每单最多 5 具') });
    await screen.findByRole('region', { name: '鹏安消防服务有限公司' });
    const stepper = stepperOf('手提式干粉灭火器（4kg）');
    await click(within(stepper).getByRole('button', { name: '增加' }));
    const line = article('手提式干粉灭火器（4kg）');
    expect((await within(line).findByRole('alert')).textContent).toBe('数量未能修改，仍为 2：每单最多 5 具');
    expect((within(stepper).getByRole('spinbutton') as HTMLInputElement).value).toBe('2');
    await waitFor(() => expect(callsOf(view, 'getCard')).toHaveLength(2));
  });

  it('remove asks first; confirmed, it removes the line', async () => {
    const view = await open({ delCard: cartOf([smokeLine, cabinetLine, legalLine]) });
    await screen.findByRole('region', { name: '鹏安消防服务有限公司' });
    await click(button('删除 手提式干粉灭火器（4kg）'));
    const dialog = await screen.findByRole('dialog', { name: '删除这件商品？' }, slow);
    expect(dialog.textContent).toContain('将从购物车删除“手提式干粉灭火器”（4kg）。');
    await click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(callsOf(view, 'delCard')).toEqual([]);

    await click(button('删除 手提式干粉灭火器（4kg）'));
    await click(within(await screen.findByRole('dialog', {}, slow)).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(callsOf(view, 'delCard')).toHaveLength(1));
    expect(callsOf(view, 'delCard')[0]!.input).toEqual({ ids: ['1'] });
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: '手提式干粉灭火器（4kg）' })).toBeNull(),
    );
    expect(total()).toBe('合计 免费');
  });

  it('an empty cart leads to the shop; a failed load offers a retry', async () => {
    await open({ getCard: failingOnce(cartOf([])) });
    await heading('购物车');
    await click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '购物车是空的' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '去服务超市' }).getAttribute('href')).toBe(paths.shop.href());
  });
});
