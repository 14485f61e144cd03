import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { shippedLibraries } from './shipped-libraries';
import type { NotificationPreferences } from '../../../contract/settings/schemas';
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
/** Every test's screen asks for the push preferences: answered, so no test waits on a failing call it is not about. */
const preferences = {
  getNotificationPreferences: { topics: ['inspections', 'complaints'], muted: [] } as NotificationPreferences,
};
const signOutButton = () => within(screen.getByRole('main')).getByRole('button', { name: '退出登录' });

describe('settings', () => {
  it('switches the language of the whole screen', async () => {
    // opened in English (its catalogue preloaded), switched to Chinese, which is bundled
    await renderScreen(paths.setting.href(), { as: 'enterprise', locale: 'en', api: preferences });
    await heading('Settings');
    const languages = screen.getByRole('radiogroup', { name: 'Language / 语言' });
    expect((within(languages).getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await click(within(languages).getByRole('radio', { name: '中文' }));
    // The whole screen renders again in the other language: seconds on a machine running every test file.
    expect(await screen.findByRole('heading', { name: '设置', level: 1 }, slow)).toBeTruthy();
    expect(signOutButton()).toBeTruthy();
    expect((screen.getByRole('radio', { name: '中文' }) as HTMLInputElement).checked).toBe(true);
  });

  it('takes a tap on a language the moment the screen appears', async () => {
    // Found by watching the page, not by polling: the first moment the heading is there, effects not yet run.
    const appeared = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!screen.queryByRole('heading', { name: 'Settings', level: 1 })) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    void renderScreen(paths.setting.href(), { as: 'enterprise', locale: 'en', api: preferences });
    await appeared;
    await click(screen.getByRole('radio', { name: '中文' }));
    expect(await screen.findByRole('heading', { name: '设置', level: 1 }, slow)).toBeTruthy();
  });

  it('offers large text, kept on this device, in both languages', async () => {
    await renderScreen(paths.setting.href(), { as: 'enterprise', locale: 'en', api: preferences });
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
    const view = await renderScreen(paths.setting.href(), { as: 'enterprise', api: preferences });
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
    await renderScreen(paths.setting.href(), { as: 'officer', api: preferences });
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
    const view = await renderScreen(paths.setting.href(), {
      as: 'enterprise',
      api: { ...preferences, logout: null },
    });
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
      api: { ...preferences, logout: fail(500, '服务器开小差了') },
    });
    await heading('设置');
    await click(signOutButton());
    await click(
      within(await screen.findByRole('dialog', {}, slow)).getByRole('button', { name: '退出登录' }),
    );
    await waitFor(() => expect(view.location()).toBe(paths.login.href()), slow);
    expect(callsOf(view, 'logout')).toHaveLength(1);
  });

  describe('push notifications', () => {
    const enterpriseTopics: NotificationPreferences['topics'] = [
      'inspections',
      'complaints',
      'appointments',
      'shop',
    ];
    /** A topic's switch once the preferences have arrived (while they load, each row waits with a loading switch). */
    const pushSwitch = async (name: string) => {
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), slow);
      return screen.findByRole('switch', { name }, slow);
    };
    const isOn = (element: HTMLElement) => element.getAttribute('aria-checked') === 'true';

    it('keeps the role’s topics in place while the preferences load, each switch loading', async () => {
      let answer: (preferences: NotificationPreferences) => void = () => undefined;
      const view = await renderScreen(paths.setting.href(), {
        as: 'enterprise',
        api: { getNotificationPreferences: () => new Promise((resolve) => (answer = resolve)) },
      });
      await heading('设置');
      expect(screen.getAllByRole('switch')).toHaveLength(4);
      const waiting = screen.getByRole('switch', { name: '服务申请' });
      expect(waiting.getAttribute('aria-disabled')).toBe('true');
      // Not by keyboard either: what is muted is not known yet, so nothing can be saved.
      await act(async () => void fireEvent.keyDown(waiting, { key: ' ' }));
      expect(callsOf(view, 'saveNotificationPreferences')).toHaveLength(0);
      await act(async () => answer({ topics: enterpriseTopics, muted: ['shop'] }));
      expect(isOn(await pushSwitch('服务申请'))).toBe(false);
      expect(isOn(screen.getByRole('switch', { name: '投诉与意见' }))).toBe(true);
      expect(screen.getByRole('switch', { name: '投诉与意见' }).getAttribute('aria-disabled')).not.toBe(
        'true',
      );
    });

    it('shows a switch per topic of the role and saves the muted list as soon as one moves', async () => {
      const view = await renderScreen(paths.setting.href(), {
        as: 'enterprise',
        api: {
          getNotificationPreferences: { topics: enterpriseTopics, muted: ['shop'] },
          saveNotificationPreferences: ({ muted }) => ({ topics: enterpriseTopics, muted }),
        },
      });
      await heading('设置');
      const complaints = await pushSwitch('投诉与意见');
      expect(isOn(complaints)).toBe(true);
      expect(isOn(screen.getByRole('switch', { name: '服务申请' }))).toBe(false);
      expect(screen.getByRole('switch', { name: '检查与通知书' })).toBeTruthy();
      expect(screen.queryByRole('switch', { name: '执法计划' })).toBeNull();
      expect(screen.getByText(/仍会保存在消息中心/)).toBeTruthy();

      await click(complaints);
      await waitFor(() => expect(callsOf(view, 'saveNotificationPreferences')).toHaveLength(1));
      expect(callsOf(view, 'saveNotificationPreferences')[0]).toMatchObject({
        input: { muted: ['complaints', 'shop'] },
        token: TEST_TOKEN,
      });
      await waitFor(() => expect(isOn(screen.getByRole('switch', { name: '投诉与意见' }))).toBe(false));

      await click(screen.getByRole('switch', { name: '服务申请' }));
      await waitFor(() => expect(callsOf(view, 'saveNotificationPreferences')).toHaveLength(2));
      expect(callsOf(view, 'saveNotificationPreferences')[1]!.input).toEqual({ muted: ['complaints'] });
      await waitFor(() => expect(isOn(screen.getByRole('switch', { name: '服务申请' }))).toBe(true));
    });

    it('puts the switch back and says why, in the user’s language, when saving fails', async () => {
      let answer: (value: NotificationPreferences | ReturnType<typeof fail>) => void = () => undefined;
      const view = await renderScreen(paths.setting.href(), {
        as: 'enterprise',
        locale: 'en',
        api: {
          getNotificationPreferences: { topics: enterpriseTopics, muted: [] },
          saveNotificationPreferences: () => new Promise((resolve) => (answer = resolve)),
        },
      });
      await heading('Settings');
      const appointments = await pushSwitch('Appointments');
      await click(appointments);
      // while it saves: shown as asked, and no switch can move
      await waitFor(() => expect(callsOf(view, 'saveNotificationPreferences')).toHaveLength(1));
      expect(isOn(screen.getByRole('switch', { name: 'Appointments' }))).toBe(false);
      expect(screen.getByRole('switch', { name: 'Service requests' }).getAttribute('aria-disabled')).toBe(
        'true',
      );

      answer(fail(500, 'The server is busy, please try again later'));
      const alert = await screen.findByRole('alert', {}, slow);
      expect(alert.textContent).toBe(
        'Your push setting was not saved and is back as it was. The server is busy, please try again later',
      );
      expect(isOn(screen.getByRole('switch', { name: 'Appointments' }))).toBe(true);
      expect(screen.getByRole('switch', { name: 'Service requests' }).getAttribute('aria-disabled')).toBe(
        'false',
      );
    });

    it('offers a retry when the preferences cannot be read, then works from the keyboard', async () => {
      let calls = 0;
      const view = await renderScreen(paths.setting.href(), {
        as: 'officer',
        api: {
          getNotificationPreferences: () =>
            (calls += 1) === 1
              ? fail(500, '服务器繁忙，请稍后再试')
              : { topics: ['plans', 'complaints', 'appointments'], muted: [] },
          saveNotificationPreferences: ({ muted }) => ({
            topics: ['plans', 'complaints', 'appointments'],
            muted,
          }),
        },
      });
      await heading('设置');
      await click(await screen.findByRole('button', { name: '重试' }, slow));
      expect(isOn(await pushSwitch('执法计划'))).toBe(true);
      expect(screen.queryByRole('switch', { name: '服务申请' })).toBeNull();

      const plans = screen.getByRole('switch', { name: '执法计划' });
      expect(plans.tabIndex).toBe(0);
      await act(async () => void fireEvent.keyDown(plans, { key: ' ' }));
      await waitFor(() => expect(isOn(screen.getByRole('switch', { name: '执法计划' }))).toBe(false));
      expect(callsOf(view, 'saveNotificationPreferences').map((c) => c.input)).toEqual([
        { muted: ['plans'] },
      ]);
    });
  });
});
