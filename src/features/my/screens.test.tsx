import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { renderScreen } from '../../test/render-screen';
import { click } from '../../test/screen-actions';

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

  it('turns large text on and off in one tap, kept on this device', async () => {
    localStorage.clear();
    await renderScreen(paths.my.path, { as: 'officer' });
    const sizes = await screen.findByRole('radiogroup', { name: '文字大小' });
    await click(within(sizes).getByRole('radio', { name: '大字' }));
    expect((within(sizes).getByRole('radio', { name: '大字' }) as HTMLInputElement).checked).toBe(true);
    expect(localStorage.getItem('sv.textSize')).toBe('large');
    await click(within(sizes).getByRole('radio', { name: '标准' }));
    expect(localStorage.getItem('sv.textSize')).toBeNull();
  });
});
