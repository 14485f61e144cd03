import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { renderScreen } from '../../test/render-screen';

describe('my screen', () => {
  it('shows who the server says is signed in, with their department', async () => {
    await renderScreen(paths.my.path, { as: 'officer' });
    expect(await screen.findByRole('heading', { name: '李明' })).toBeTruthy();
    expect(screen.getByText('市场监督管理局')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '我的', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /返回/ })).toBeNull();
  });

  it('shows an enterprise user their enterprise and the cart count from the server', async () => {
    await renderScreen(paths.my.path, { as: 'enterprise', api: { getGoodsNum: 3 } });
    expect(await screen.findByRole('heading', { name: '张伟' })).toBeTruthy();
    expect(screen.getByText('深圳市鹏城食品有限公司')).toBeTruthy();
    expect(await screen.findByText('3')).toBeTruthy();
  });
});
