import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiInput, ApiOutput } from '../../../contract/api-schemas';
import type { Message, UnreadCounts } from '../../../contract/messages/schemas';
import { invalidateQueries } from '../../lib/http/query-cache';
import { paths } from '../../lib/paths';
import { registrationDetail } from '../../test/fixtures';
import { fail, officerUser, renderScreen, TEST_TOKEN, type SessionUser } from '../../test/render-screen';
import { click, heading, withLayout } from '../../test/screen-actions';

const supervisor: SessionUser = {
  ...officerUser,
  userId: 'usr-13700000001',
  name: '周正',
  phonenumber: '13700000001',
  departmentCode: 'justice',
  departmentName: '市司法局',
  capabilities: ['supervisor'],
};

const notice = (n: number, read = false): Message => ({
  id: `msg-sys-${n}`,
  kind: 'systemNotice',
  box: 'system',
  title: `系统维护通知 ${n}`,
  body: `本周六 22:00 至 24:00 系统维护 ${n}。`,
  link: null,
  createdAt: '2026-03-02T09:00:00+08:00',
  read,
});
const personal: Message = {
  id: 'msg-own-1',
  kind: 'registrationMade',
  box: 'personal',
  title: '市场监督管理局登记了一次检查',
  body: '检查登记 JC-2026-000123 已生成，请查看并评价。',
  link: { path: 'registrationDetail', params: { id: registrationDetail.id } },
  createdAt: '2026-03-02T11:00:00+08:00',
  read: false,
};
const counts = (over: Partial<UnreadCounts> = {}): UnreadCounts => ({
  system: 2,
  personal: 1,
  notices: 1,
  complaints: 0,
  emergencyReviews: 0,
  ...over,
});

/** Two boxes; the system box has a second page; marking a box read turns its messages read. */
function messageServer(unread: UnreadCounts = counts()) {
  const read = new Set<string>();
  let left = { ...unread };
  const shown = (message: Message) => ({ ...message, read: message.read || read.has(message.id) });
  return {
    listMessages: ({ box, cursor }: ApiInput<'listMessages'>): ApiOutput<'listMessages'> => {
      if (box === 'personal') return { items: [shown(personal)], nextCursor: null };
      return cursor
        ? { items: [shown(notice(3, true))], nextCursor: null }
        : { items: [shown(notice(1)), shown(notice(2))], nextCursor: 'page-2' };
    },
    markMessagesRead: ({ box, ids }: ApiInput<'markMessagesRead'>): UnreadCounts => {
      if (box === 'system') [1, 2, 3].forEach((n) => read.add(`msg-sys-${n}`));
      for (const id of ids ?? []) read.add(id);
      left = box ? { ...left, [box]: 0 } : { ...left, personal: Math.max(0, left.personal - 1) };
      return left;
    },
    getUnreadCounts: () => left,
  };
}

// antd-mobile animates its dialogs in and out on animation frames; with the server tests on the same two cores
// a frame can wait seconds in jsdom (CI once needed more than 10 s to see a dialog gone).
const slow = { timeout: 30_000 };
const tabLink = (name: string | RegExp) =>
  within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', { name });

beforeEach(() => sessionStorage.clear());

describe('message center', () => {
  it('lists system notices page by page with unread marks, and my own messages in the other box', async () => {
    withLayout();
    const view = await renderScreen(paths.systemNotice.path, { as: 'enterprise', api: messageServer() });
    await heading('消息通知');
    expect(screen.getByRole('tab', { name: '系统通知（2 条未读）', selected: true })).toBeTruthy();
    const first = await screen.findByRole('link', { name: /系统维护通知 1/ });
    expect(first.getAttribute('href')).toBe(paths.systemNoticeDetail.href({ id: 'msg-sys-1' }));
    expect(within(first).getByText('未读')).toBeTruthy();
    // the next page follows as the list scrolls to its end
    const third = await screen.findByRole('link', { name: /系统维护通知 3/ });
    expect(within(third).getByText('已读')).toBeTruthy();
    expect(view.screenCalls().filter((call) => call.name === 'listMessages')).toEqual([
      { name: 'listMessages', input: { box: 'system' }, token: TEST_TOKEN },
      { name: 'listMessages', input: { box: 'system', cursor: 'page-2' }, token: TEST_TOKEN },
    ]);

    await click(screen.getByRole('tab', { name: '我的消息（1 条未读）' }));
    const own = await screen.findByRole('link', { name: /市场监督管理局登记了一次检查/ });
    expect(within(own).getByText('未读')).toBeTruthy();
    expect(screen.queryByText(/系统维护通知/)).toBeNull();
  });

  it('says when a box is empty, in English too', async () => {
    await renderScreen(paths.systemNotice.path, {
      as: 'enterprise',
      locale: 'en',
      api: { listMessages: { items: [], nextCursor: null }, getUnreadCounts: counts({ system: 0 }) },
    });
    await heading('Notifications');
    expect(await screen.findByText('No system notices yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
  });

  it('marks a whole box read: its messages and the tab badge follow the counts the server answers', async () => {
    const view = await renderScreen(paths.systemNotice.path, { as: 'enterprise', api: messageServer() });
    await screen.findByRole('link', { name: /系统维护通知 1/ });
    expect(tabLink('消息通知，3 条未读')).toBeTruthy();
    expect(tabLink('执法通知，1 条未读')).toBeTruthy();

    await click(screen.getByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(tabLink('消息通知，1 条未读')).toBeTruthy());
    expect(view.screenCalls().find((call) => call.name === 'markMessagesRead')?.input).toEqual({
      box: 'system',
    });
    expect(screen.getByRole('tab', { name: '系统通知', selected: true })).toBeTruthy();
    await waitFor(() =>
      expect(within(screen.getByRole('link', { name: /系统维护通知 1/ })).getByText('已读')).toBeTruthy(),
    );
  });

  it('opens a message, marks it read once shown, and leads to what it is about', async () => {
    const view = await renderScreen(paths.systemNoticeDetail.href({ id: personal.id }), {
      as: 'enterprise',
      api: { ...messageServer(), getMessage: personal, getRegistration: registrationDetail },
    });
    await heading('消息详情');
    expect(screen.getByRole('heading', { name: personal.title, level: 2 })).toBeTruthy();
    expect(screen.getByText(personal.body)).toBeTruthy();
    expect(screen.getByText('检查登记')).toBeTruthy();
    await waitFor(() =>
      expect(view.screenCalls().filter((call) => call.name === 'markMessagesRead')).toEqual([
        { name: 'markMessagesRead', input: { ids: [personal.id] }, token: TEST_TOKEN },
      ]),
    );

    await click(screen.getByRole('button', { name: '查看相关内容' }));
    await waitFor(() =>
      expect(view.location()).toBe(paths.registrationDetail.href({ id: registrationDetail.id })),
    );
    // back in the message center, the badge already counts it read
    await view.navigate(paths.systemNotice.path);
    await heading('消息通知');
    expect(tabLink('消息通知，2 条未读')).toBeTruthy();
    expect(view.screenCalls().filter((call) => call.name === 'markMessagesRead')).toHaveLength(1);
  });

  it('shows a read message without marking it again, and no way to a subject it cannot open', async () => {
    const stray = { ...notice(1, true), link: { path: 'noSuchScreen', params: {} } };
    const view = await renderScreen(paths.systemNoticeDetail.href({ id: stray.id }), {
      as: 'officer',
      locale: 'en',
      api: { getMessage: stray },
    });
    await heading('Message');
    expect(screen.getByText('System notice')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open what it is about' })).toBeNull();
    expect(view.screenCalls().map((call) => call.name)).toEqual(['getMessage']);
  });

  it('tells a missing message apart from a failure', async () => {
    await renderScreen(paths.systemNoticeDetail.href({ id: 'msg-other' }), {
      as: 'enterprise',
      api: { getMessage: fail(404, '消息不存在', 404) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-failure')).toBe('missing');
  });
});

describe('unread badges on the tabs', () => {
  it('counts messages on the notifications tab and inspection notices for an enterprise', async () => {
    await renderScreen(paths.home.path, {
      as: 'enterprise',
      api: { getCarousel: [], getUnreadCounts: counts({ system: 1, personal: 120, notices: 2 }) },
    });
    await waitFor(() => expect(tabLink('消息通知，121 条未读')).toBeTruthy());
    expect(tabLink('执法通知，2 条未读')).toBeTruthy();
    expect(screen.getByText('99+')).toBeTruthy();
  });

  it('shows no count when nothing is unread, and no notice count for an officer', async () => {
    const view = await renderScreen(paths.enforceHome.path, {
      as: 'officer',
      api: { getUnreadCounts: counts({ system: 0, personal: 0, notices: 4 }) },
    });
    await heading('李明，您好');
    await waitFor(() => expect(view.calls.filter((call) => call.name === 'getUnreadCounts')).toHaveLength(1));
    expect(tabLink('消息通知')).toBeTruthy();
    expect(tabLink('执法通知')).toBeTruthy();
  });

  it('asks again when the app comes back to the foreground and when notices change', async () => {
    let answers = 0;
    const view = await renderScreen(paths.home.path, {
      as: 'enterprise',
      api: { getCarousel: [], getUnreadCounts: () => counts({ personal: ++answers }) },
    });
    await waitFor(() => expect(tabLink('消息通知，3 条未读')).toBeTruthy());
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(tabLink('消息通知，4 条未读')).toBeTruthy());
    act(() => invalidateQueries(['notices']));
    await waitFor(() => expect(tabLink('消息通知，5 条未读')).toBeTruthy());
    // moving to another tab at once reuses the counts just fetched
    await view.navigate(paths.my.path);
    await heading('我的');
    expect(view.calls.filter((call) => call.name === 'getUnreadCounts')).toHaveLength(3);
  });
});

describe('publishing a system notice', () => {
  const fill = (label: string, value: string) =>
    act(() => void fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } }));

  it('asks for every field in the user language', async () => {
    await renderScreen(paths.systemNoticePublish.path, { as: supervisor });
    await heading('发布系统通知');
    await click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('请选择发送对象')).toBeTruthy();
    expect(screen.getByText('请填写中文标题')).toBeTruthy();
    expect(screen.getByText('请填写英文正文')).toBeTruthy();
  });

  it('asks in English too', async () => {
    await renderScreen(paths.systemNoticePublish.path, { as: supervisor, locale: 'en' });
    await heading('Publish a system notice');
    await click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Choose who receives it')).toBeTruthy();
    expect(screen.getByText('Enter the Chinese title')).toBeTruthy();
  });

  it(
    'confirms whom it goes to, sends it once and says how many received it',
    { timeout: 90_000 },
    async () => {
      const view = await renderScreen(paths.systemNoticePublish.path, {
        as: supervisor,
        api: { publishSystemNotice: { id: 'sn-1', recipients: 12 } },
      });
      await heading('发布系统通知');
      act(() => void fireEvent.click(screen.getByRole('radio', { name: '全部企业用户' })));
      await fill('标题（中文）', '系统维护通知');
      await fill('正文（中文）', '本周六 22:00 至 24:00 系统维护。');
      await fill('标题（英文）', 'Maintenance');
      await fill('正文（英文）', 'Down on Saturday 22:00-24:00.');

      await click(screen.getByRole('button', { name: '发布' }));
      const dialog = await screen.findByRole('dialog', { name: '确认发布' }, slow);
      expect(dialog.textContent).toContain('发送对象：全部企业用户');
      await click(within(dialog).getByRole('button', { name: '再检查一下' }));
      expect(view.screenCalls()).toEqual([]);
      expect(screen.queryByText(/发布没有成功/)).toBeNull();

      // The first dialog's closing animation may still run on a loaded machine (it failed CI that way): the new
      // dialog is the last one.
      const publish = screen
        .getAllByRole('button', { name: '发布' })
        .find((b) => !b.closest('[role="dialog"]'));
      await click(publish!);
      await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)).not.toBe(dialog), slow);
      await click(within(screen.getAllByRole('dialog').at(-1)!).getByRole('button', { name: '发布' }));
      await waitFor(
        () =>
          expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
            '已发布，已发送给 12 位用户',
          ),
        slow,
      );
      const sent = view.screenCalls().filter((call) => call.name === 'publishSystemNotice');
      expect(sent).toHaveLength(1);
      expect(sent[0]?.input).toMatchObject({
        audience: 'enterprise',
        titleZh: '系统维护通知',
        bodyZh: '本周六 22:00 至 24:00 系统维护。',
        titleEn: 'Maintenance',
        bodyEn: 'Down on Saturday 22:00-24:00.',
        clientRequestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect((screen.getByLabelText('标题（中文）', { exact: false }) as HTMLInputElement).value).toBe('');
    },
  );

  it('is refused to an officer who is not a supervisor, and sends nothing', async () => {
    const view = await renderScreen(paths.systemNoticePublish.path, { as: 'officer' });
    expect(await screen.findByRole('heading', { name: '暂无访问权限' })).toBeTruthy();
    expect(view.screenCalls()).toEqual([]);
  });

  it('is offered to a supervisor from the message center', async () => {
    await renderScreen(paths.systemNotice.path, { as: supervisor, api: messageServer() });
    await heading('消息通知');
    expect(screen.getByRole('link', { name: '发布系统通知' }).getAttribute('href')).toBe(
      paths.systemNoticePublish.path,
    );
  });
});
