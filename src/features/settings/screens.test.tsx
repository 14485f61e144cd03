import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { shippedLibraries } from './shipped-libraries';
import packageJson from '../../../package.json';
import { clearQueryCache, readQuery, setQueryData } from '../../lib/http/query-cache';
import { paths } from '../../lib/paths';
import { enterpriseUser, fail, renderScreen, TEST_TOKEN } from '../../test/render-screen';
import { button, callsOf, click, heading } from '../../test/screen-actions';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  clearQueryCache();
});

const slow = { timeout: 10000 };
const signOutButton = () => within(screen.getByRole('main')).getByRole('button', { name: '退出登录' });

describe('settings', () => {
  it('switches the language of the whole screen', async () => {
    // opened in English (its catalogue preloaded), switched to Chinese, which is bundled
    await renderScreen(paths.setting.href(), { as: 'enterprise', locale: 'en' });
    await heading('Settings');
    const languages = screen.getByRole('radiogroup', { name: 'Language / 语言' });
    expect((within(languages).getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await click(within(languages).getByRole('radio', { name: '中文' }));
    expect(await heading('设置')).toBeTruthy();
    expect(signOutButton()).toBeTruthy();
    expect((screen.getByRole('radio', { name: '中文' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers large text, kept on this device, in both languages', async () => {
    await renderScreen(paths.setting.href(), { as: 'enterprise', locale: 'en' });
    await heading('Settings');
    const sizes = screen.getByRole('radiogroup', { name: 'Text size' });
    expect((within(sizes).getByRole('radio', { name: 'Standard' }) as HTMLInputElement).checked).toBe(true);
    await click(within(sizes).getByRole('radio', { name: 'Large' }));
    expect((within(sizes).getByRole('radio', { name: 'Large' }) as HTMLInputElement).checked).toBe(true);
    expect(localStorage.getItem('sv.textSize')).toBe('large');
    expect(screen.getByText(/Large shows all text at 1\.3 times its size/)).toBeTruthy();

    await click(screen.getByRole('radio', { name: '中文' }));
    await heading('设置');
    const zhSizes = screen.getByRole('radiogroup', { name: '文字大小' });
    expect((within(zhSizes).getByRole('radio', { name: '大字' }) as HTMLInputElement).checked).toBe(true);
    await click(within(zhSizes).getByRole('radio', { name: '标准' }));
    expect(localStorage.getItem('sv.textSize')).toBeNull();
  });

  it('clears cached data but keeps the session, the language and this user’s unsent drafts', async () => {
    const view = await renderScreen(paths.setting.href(), { as: 'enterprise' });
    await heading('设置');
    const own = `sv.draft.${enterpriseUser.userId}.address-new`;
    localStorage.setItem('sv.token', TEST_TOKEN);
    localStorage.setItem('sv.locale', 'zh');
    localStorage.setItem('sv.landing', 'home');
    sessionStorage.setItem(own, '{"detail":"科技园"}');
    sessionStorage.setItem('sv.draft.usr-someone-else.address-new', '{"detail":"别人的草稿"}');
    sessionStorage.setItem('sv.request.usr-someone-else.appointment', '{"id":"x","at":0}');
    setQueryData(['addresses', 'list'], []);

    await click(button('清除缓存'));
    expect(await screen.findByText(/已清除缓存：页面数据将重新读取，另删除本机保存的 3 项数据/)).toBeTruthy();
    expect(localStorage.getItem('sv.token')).toBe(TEST_TOKEN);
    expect(localStorage.getItem('sv.locale')).toBe('zh');
    expect(sessionStorage.getItem(own)).toBe('{"detail":"科技园"}');
    expect(localStorage.getItem('sv.landing')).toBeNull();
    expect(sessionStorage.getItem('sv.draft.usr-someone-else.address-new')).toBeNull();
    expect(sessionStorage.getItem('sv.request.usr-someone-else.appointment')).toBeNull();
    // server answers held in memory are read again by the next screen that shows them
    expect(readQuery(['addresses', 'list']).stale).toBe(true);
    // still signed in, on this screen
    expect(view.location()).toBe(paths.setting.href());
    expect(callsOf(view, 'logout')).toEqual([]);
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
  });

  it('shows the version and the licence of every library the browser loads', async () => {
    await renderScreen(paths.setting.href(), { as: 'officer' });
    await heading('设置');
    expect(screen.getByText(packageJson.version)).toBeTruthy();
    for (const library of shippedLibraries) {
      expect(screen.getByText(library.name)).toBeTruthy();
      expect(screen.getAllByText(`${library.version} · ${library.license}`).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('react-intl')).toBeTruthy();
    // react and react-dom
    expect(screen.getAllByText('18.3.1 · MIT')).toHaveLength(2);
  });

  it('signs out after asking: the server is told, then the login screen', async () => {
    const view = await renderScreen(paths.setting.href(), { as: 'enterprise', api: { logout: null } });
    await heading('设置');
    await click(signOutButton());
    const dialog = await screen.findByRole('dialog', { name: '退出登录' }, slow);
    await click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(callsOf(view, 'logout')).toEqual([]);

    await click(signOutButton());
    await click(
      within(await screen.findByRole('dialog', {}, slow)).getByRole('button', { name: '退出登录' }),
    );
    await waitFor(() => expect(view.location()).toBe(paths.login.href()), slow);
    expect(callsOf(view, 'logout')).toEqual([{ name: 'logout', input: {}, token: TEST_TOKEN }]);
  });

  it('signs out here even when the server cannot be told', async () => {
    const view = await renderScreen(paths.setting.href(), {
      as: 'enterprise',
      api: { logout: fail(500, '服务器开小差了') },
    });
    await heading('设置');
    await click(signOutButton());
    await click(
      within(await screen.findByRole('dialog', {}, slow)).getByRole('button', { name: '退出登录' }),
    );
    await waitFor(() => expect(view.location()).toBe(paths.login.href()), slow);
    expect(callsOf(view, 'logout')).toHaveLength(1);
  });
});
