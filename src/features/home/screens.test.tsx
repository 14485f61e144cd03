import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { renderScreen } from '../../test/render-screen';

describe('home screen', () => {
  it('shows the enterprise user the service tiles and the carousel items the server sent', async () => {
    const view = await renderScreen(paths.home.path, {
      as: 'enterprise',
      api: { getCarousel: [{ id: 'c1', img: '/carousel/scan-first.png', title: '扫码入企 先查后进' }] },
    });
    const tiles = await screen.findByRole('navigation', { name: '服务入口' });
    expect(tiles.textContent).toContain('执法监督码');
    expect(await screen.findByRole('img', { name: '扫码入企 先查后进' })).toBeTruthy();
    expect(view.screenCalls().map((call) => call.name)).toEqual(['getCarousel']);
  });

  it('speaks English when the user chose it', async () => {
    await renderScreen(paths.home.path, { as: 'enterprise', locale: 'en', api: { getCarousel: [] } });
    expect(await screen.findByRole('navigation', { name: 'Services' })).toBeTruthy();
  });
});
