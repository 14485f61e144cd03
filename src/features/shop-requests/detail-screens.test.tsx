import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { providerUser, sentRequest } from './test-fixtures';
import type { ShopRequest } from '../../../contract/shop/schemas';
import { clearQueryCache } from '../../lib/http/query-cache';
import { paths } from '../../lib/paths';
import { fail, renderScreen } from '../../test/render-screen';
import { button, callsOf, click, heading, typeInto } from '../../test/screen-actions';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  clearQueryCache();
});

/** The submit of the open action form: the last button of that name in the actions panel. */
const submitOf = (name: string) =>
  within(screen.getByRole('region', { name: '办理' }))
    .getAllByRole('button', { name })
    .at(-1)!;

describe('request detail', () => {
  it('the enterprise sees everything of its request and cancels it, after saying so', async () => {
    const view = await renderScreen(paths.shopRequestDetail.href({ id: 'srq-1' }), {
      as: 'enterprise',
      api: {
        getShopRequest: sentRequest,
        cancelShopRequest: (input): ShopRequest => ({
          ...sentRequest,
          state: 'cancelled',
          reason: input.reason ?? null,
          version: 2,
          allowedActions: [],
          timeline: [
            ...sentRequest.timeline,
            {
              action: 'cancel',
              actorName: '张伟',
              at: '2026-11-23T03:00:00.000Z',
              note: input.reason ?? null,
            },
          ],
        }),
      },
    });
    await heading('服务申请详情');
    expect(await screen.findByText('待确认')).toBeTruthy();
    expect(screen.getByRole('link', { name: '拨打 0755-83000001' }).getAttribute('href')).toBe(
      'tel:0755-83000001',
    );
    expect(screen.getByText('福田区 园岭街道 红荔路 8 号 1 楼')).toBeTruthy();
    expect(screen.getByText('请先电话联系')).toBeTruthy();
    expect(screen.getByText('工作场所急救箱')).toBeTruthy();
    expect(screen.getByText('¥328.00')).toBeTruthy();
    expect(screen.getByText(/提交申请 · /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认接单' })).toBeNull();
    expect(screen.queryByRole('button', { name: '婉拒' })).toBeNull();

    await click(button('取消申请'));
    expect(screen.getByText(/确定要取消吗/)).toBeTruthy();
    await typeInto(screen.getByRole('textbox', { name: /取消原因/ }), '已自行购买');
    await click(button('确认取消申请'));
    await waitFor(() => expect(callsOf(view, 'cancelShopRequest')).toHaveLength(1));
    expect(callsOf(view, 'cancelShopRequest')[0]!.input).toEqual({
      id: 'srq-1',
      version: 1,
      reason: '已自行购买',
    });
    expect((await screen.findAllByText('已取消')).length).toBeGreaterThan(0);
    expect(screen.getByText('取消原因')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '取消申请' })).toBeNull();
  });

  it('a provider declines only with a reason', async () => {
    const received: ShopRequest = { ...sentRequest, allowedActions: ['confirm', 'decline'] };
    const view = await renderScreen(paths.shopRequestDetail.href({ id: 'srq-1' }), {
      as: providerUser,
      api: {
        getShopRequest: received,
        declineShopRequest: (input): ShopRequest => ({
          ...received,
          state: 'declined',
          reason: input.reason,
          version: 2,
          allowedActions: [],
        }),
      },
    });
    await heading('服务申请详情');
    expect(await screen.findByRole('button', { name: '确认接单' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '取消申请' })).toBeNull();
    expect(screen.queryByRole('button', { name: '标记为已完成' })).toBeNull();
    expect(screen.getByText('深圳市鹏城食品有限公司')).toBeTruthy();

    await click(button('婉拒'));
    await click(submitOf('确认婉拒'));
    expect(await screen.findByText('请说明婉拒的原因')).toBeTruthy();
    expect(callsOf(view, 'declineShopRequest')).toEqual([]);
    await typeInto(screen.getByRole('textbox', { name: /婉拒原因/ }), '该区域暂不提供上门服务');
    await click(submitOf('确认婉拒'));
    await waitFor(() => expect(callsOf(view, 'declineShopRequest')).toHaveLength(1));
    expect(callsOf(view, 'declineShopRequest')[0]!.input).toEqual({
      id: 'srq-1',
      version: 1,
      reason: '该区域暂不提供上门服务',
    });
    expect((await screen.findAllByText('已婉拒')).length).toBeGreaterThan(0);
    expect(screen.getByText('该区域暂不提供上门服务')).toBeTruthy();
  });

  it('a provider confirms, then completes, each at the version on screen', async () => {
    const received: ShopRequest = { ...sentRequest, allowedActions: ['confirm', 'decline'] };
    const confirmed: ShopRequest = {
      ...received,
      state: 'confirmed',
      version: 2,
      allowedActions: ['complete', 'decline'],
    };
    const view = await renderScreen(paths.shopRequestDetail.href({ id: 'srq-1' }), {
      as: providerUser,
      api: {
        getShopRequest: received,
        confirmShopRequest: confirmed,
        completeShopRequest: { ...confirmed, state: 'done', version: 3, allowedActions: [] },
      },
    });
    await click(await screen.findByRole('button', { name: '确认接单' }));
    await click(submitOf('确认接单'));
    await waitFor(() => expect(callsOf(view, 'confirmShopRequest')).toHaveLength(1));
    expect(callsOf(view, 'confirmShopRequest')[0]!.input).toEqual({ id: 'srq-1', version: 1 });

    await click(await screen.findByRole('button', { name: '标记为已完成' }));
    await typeInto(screen.getByRole('textbox', { name: /给企业的说明/ }), '已送达并安装');
    await click(button('确认已完成'));
    await waitFor(() => expect(callsOf(view, 'completeShopRequest')).toHaveLength(1));
    expect(callsOf(view, 'completeShopRequest')[0]!.input).toEqual({
      id: 'srq-1',
      version: 2,
      note: '已送达并安装',
    });
    expect((await screen.findAllByText('已完成')).length).toBeGreaterThan(0);
  });

  it('a refusal (changed meanwhile) shows the server’s message, reloads, and the retry goes at the new version', async () => {
    const received: ShopRequest = { ...sentRequest, allowedActions: ['confirm', 'decline'] };
    let loads = 0;
    const view = await renderScreen(paths.shopRequestDetail.href({ id: 'srq-1' }), {
      as: providerUser,
      api: {
        getShopRequest: () =>
          ++loads === 1 ? received : { ...received, note: '请先电话联系，下午 3 点后', version: 2 },
        confirmShopRequest: (input) =>
          input.version === 1
            ? fail(500, '该申请已被企业修改，请刷新后重试')
            : { ...received, state: 'confirmed' as const, version: 3, allowedActions: [] },
      },
    });
    await click(await screen.findByRole('button', { name: '确认接单' }));
    await click(submitOf('确认接单'));
    expect(await screen.findByText('未能完成：该申请已被企业修改，请刷新后重试')).toBeTruthy();
    expect(view.toasts).toContain('该申请已被企业修改，请刷新后重试');
    expect(await screen.findByText('请先电话联系，下午 3 点后')).toBeTruthy();
    expect(callsOf(view, 'getShopRequest')).toHaveLength(2);

    await click(submitOf('确认接单'));
    await waitFor(() => expect(callsOf(view, 'confirmShopRequest')).toHaveLength(2));
    expect(callsOf(view, 'confirmShopRequest').map((call) => call.input)).toEqual([
      { id: 'srq-1', version: 1 },
      { id: 'srq-1', version: 2 },
    ]);
    expect((await screen.findAllByText('已确认')).length).toBeGreaterThan(0);
  });

  it('a request that cannot be loaded offers a retry', async () => {
    let loads = 0;
    await renderScreen(paths.shopRequestDetail.href({ id: 'srq-1' }), {
      as: 'enterprise',
      api: { getShopRequest: () => (++loads === 1 ? fail(500, '服务器错误') : sentRequest) },
    });
    await click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('FW20261123000001', { selector: 'dd' })).toBeTruthy();
  });
});
