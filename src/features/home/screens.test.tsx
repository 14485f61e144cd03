import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { fail, renderScreen } from '../../test/render-screen';

describe('home screen', () => {
  it('shows the enterprise user the service tiles and the carousel items the server sent', async () => {
    const view = await renderScreen(paths.home.path, {
      as: 'enterprise',
      api: { getCarousel: [{ id: 'c1', img: '/carousel/scan-first.png', title: '扫码入企 先查后进' }] },
    });
    const tiles = await screen.findByRole('navigation', { name: '服务入口' });
    expect(tiles.textContent).toContain('执法监督码');
    expect(
      within(tiles)
        .getByRole('link', { name: /执法投诉/ })
        .getAttribute('href'),
    ).toBe(paths.complaint.href({ comOrOpi: 0, isSelect: true }));
    expect(await screen.findByRole('img', { name: '扫码入企 先查后进' })).toBeTruthy();
    expect(view.screenCalls().map((call) => call.name)).toEqual(['getCarousel']);
  });

  it('sends a provider to the requests addressed to it: a provider has no enterprise home', async () => {
    const view = await renderScreen(paths.home.path, {
      as: 'provider',
      api: { listShopRequests: { items: [], total: 0 } },
    });
    await waitFor(() => expect(view.location()).toBe(paths.shopRequestList.path));
    expect(screen.queryByRole('navigation', { name: '服务入口' })).toBeNull();
  });

  it('speaks English when the user chose it', async () => {
    await renderScreen(paths.home.path, { as: 'enterprise', locale: 'en', api: { getCarousel: [] } });
    expect(await screen.findByRole('navigation', { name: 'Services' })).toBeTruthy();
  });

  it('shows the last announcements at once on a later visit and asks for the current ones', async () => {
    let answers = 0;
    const view = await renderScreen(paths.home.path, {
      as: 'enterprise',
      api: {
        getCarousel: () => [
          { id: `c${++answers}`, img: '/carousel/scan-first.png', title: `公告 ${answers}` },
        ],
      },
    });
    expect(await screen.findByRole('img', { name: '公告 1' })).toBeTruthy();
    await view.navigate(paths.my.path);
    await screen.findByRole('heading', { name: '张伟' });
    await view.navigate(paths.home.path);
    expect(await screen.findByRole('img', { name: '公告 2' })).toBeTruthy();
    await waitFor(() =>
      expect(view.screenCalls().filter((call) => call.name === 'getCarousel')).toHaveLength(2),
    );
  });

  it('leaves the announcements out when there are none or they fail, without a failure on the home screen', async () => {
    await renderScreen(paths.home.path, {
      as: 'enterprise',
      api: { getCarousel: fail(500, 'carousel down') },
    });
    expect(await screen.findByRole('navigation', { name: '服务入口' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '公告轮播' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
