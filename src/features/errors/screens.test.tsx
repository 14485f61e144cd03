import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { renderScreen } from '../../test/render-screen';

describe('error screens', () => {
  it('opens /notExist for anyone, with a way home that takes an enterprise user to its home', async () => {
    const view = await renderScreen(paths.notExist.path, { as: 'enterprise', api: { getCarousel: [] } });
    expect(await screen.findByRole('heading', { name: '内容不存在' })).toBeTruthy();
    screen.getByRole('button', { name: '返回首页' }).click();
    await waitFor(() => expect(view.location()).toBe(paths.home.path));
  });

  it('opens /noAccess for a signed-out user without sending them to log in', async () => {
    const view = await renderScreen(paths.noAccess.path, { as: 'anonymous' });
    expect(await screen.findByRole('heading', { name: '暂无访问权限' })).toBeTruthy();
    expect(screen.getByText('您的账号无权查看此页面，如有疑问请联系管理员')).toBeTruthy();
    await waitFor(() => expect(view.calls.map((call) => call.name)).toContain('getLanguage'));
    expect(view.location()).toBe(paths.noAccess.path);
  });
});
