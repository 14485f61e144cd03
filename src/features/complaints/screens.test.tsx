import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  complaintDetail,
  complaintSummary,
  hoursFromNow,
  repliedComplaint,
  submittedComplaint,
} from './test-fixtures';
import type { ApiInput, ApiOutput } from '../../../contract/api-schemas';
import type { ComplaintDetail, ComplaintSummary } from '../../../contract/complaints/schemas';
import { paths } from '../../lib/paths';
import { fail, renderScreen, TEST_TOKEN } from '../../test/render-screen';
import { button, callsOf, click, heading, typeInto, withLayout } from '../../test/screen-actions';

beforeEach(() => sessionStorage.clear());

/** A bottom sheet, found by its title (jsdom lays nothing out, so the popup's dialog role is not applied). */
const sheet = async (title: string) =>
  (await screen.findByRole('heading', { name: title, level: 2 })).parentElement!;

const summary = (n: number, changes: Partial<ComplaintSummary> = {}): ComplaintSummary => ({
  ...complaintSummary,
  id: `cmp-${n}`,
  complaintNumber: `TS2026030200${n}`,
  ...changes,
});

describe('complaint list', () => {
  const listComplaints = ({ filter, cursor }: ApiInput<'listComplaints'>): ApiOutput<'listComplaints'> => {
    if (filter === 'toRate')
      return {
        items: [
          summary(9, { state: 'replied', deadline: { step: 'rate', dueAt: hoursFromNow(100), tone: 'ok' } }),
        ],
        nextCursor: null,
      };
    if (filter === 'closed') return { items: [], nextCursor: null };
    return cursor
      ? { items: [summary(3, { state: 'withdrawn', deadline: null })], nextCursor: null }
      : {
          items: [
            summary(1, { deadline: { step: 'reply', dueAt: hoursFromNow(5), tone: 'dueSoon' } }),
            summary(2, {
              state: 'submitted',
              deadline: { step: 'accept', dueAt: hoursFromNow(-3), tone: 'overdue' },
              overdue: true,
            }),
          ],
          nextCursor: 'p2',
        };
  };

  it('shows mine newest first with the state and the time left in words, pages on, and filters', async () => {
    withLayout();
    const view = await renderScreen(paths.complaintList.path, { as: 'enterprise', api: { listComplaints } });
    await heading('投诉进度');
    const first = await screen.findByRole('link', { name: /TS20260302001/ });
    expect(first.getAttribute('href')).toBe(paths.complaintDetailView.href({ id: 'cmp-1' }));
    expect(first.textContent).toContain('办理中');
    expect(first.textContent).toMatch(/答复期限：即将到期，还剩 [45] 小时/);
    const second = screen.getByRole('link', { name: /TS20260302002/ });
    expect(second.textContent).toContain('待受理');
    expect(second.textContent).toMatch(/受理期限：已超期 [23] 小时/);
    // the withdrawn one on the next page shows its own closed state, no deadline
    const third = await screen.findByRole('link', { name: /TS20260302003/ });
    expect(third.textContent).toContain('已撤回');
    expect(third.textContent).not.toContain('期限');

    await click(screen.getByRole('tab', { name: '待评价' }));
    expect(await screen.findByRole('link', { name: /TS20260302009/ })).toBeTruthy();
    await click(screen.getByRole('tab', { name: '已办结' }));
    expect(await screen.findByText('没有已办结的投诉')).toBeTruthy();
    expect(callsOf(view, 'listComplaints').map((call) => call.input)).toEqual([
      {},
      { cursor: 'p2' },
      { filter: 'toRate' },
      { filter: 'closed' },
    ]);

    await click(button('我要投诉'));
    expect(view.location()).toBe(paths.complaintBase.path);
  });

  it('reads in English, tone included', async () => {
    await renderScreen(paths.complaintList.path, {
      as: 'enterprise',
      locale: 'en',
      api: {
        listComplaints: {
          items: [summary(2, { deadline: { step: 'accept', dueAt: hoursFromNow(-3), tone: 'overdue' } })],
          nextCursor: null,
        },
      },
    });
    await heading('My complaints');
    const card = await screen.findByRole('link', { name: /TS20260302002/ });
    expect(card.textContent).toMatch(/overdue/i);
    expect(screen.getByRole('tab', { name: 'To rate' })).toBeTruthy();
  });

  it('is a tab of the enterprise, badged with what awaits it', async () => {
    await renderScreen(paths.complaintList.path, {
      as: 'enterprise',
      api: {
        listComplaints: { items: [], nextCursor: null },
        getUnreadCounts: { system: 0, personal: 0, notices: 0, complaints: 2, emergencyReviews: 0 },
      },
    });
    expect(await screen.findByText('您还没有提交过投诉或意见建议', {}, { timeout: 5000 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: '主导航' });
    const tab = await within(nav).findByRole('link', { name: '投诉进度，2 条未读' });
    expect(tab.getAttribute('aria-current')).toBe('page');
  });
});

describe('complaint entry', () => {
  it('offers the three ways in and sums up my open complaints with their deadlines', async () => {
    const view = await renderScreen(paths.complaintBase.path, {
      as: 'enterprise',
      api: { listComplaints: { items: [summary(1)], nextCursor: null } },
    });
    await heading('投诉与建议');
    expect(screen.getByRole('link', { name: '投诉一次检查' }).getAttribute('href')).toBe(
      paths.complaint.href({ comOrOpi: 0, isSelect: true }),
    );
    expect(screen.getByRole('link', { name: '投诉未扫码登记的检查' }).getAttribute('href')).toBe(
      paths.complaintNoScan.path,
    );
    expect(screen.getByRole('link', { name: '提出意见建议' }).getAttribute('href')).toBe(
      paths.complaint.href({ comOrOpi: 1 }),
    );
    const open = await screen.findByRole('link', { name: /TS20260302001/ });
    expect(open.textContent).toMatch(/答复期限：还剩 (9|10) 天/);
    expect(screen.getByRole('link', { name: '查看全部投诉进度' }).getAttribute('href')).toBe(
      paths.complaintList.path,
    );
    expect(callsOf(view, 'listComplaints')).toEqual([
      { name: 'listComplaints', input: { filter: 'open' }, token: TEST_TOKEN },
    ]);
  });

  it('says so when nothing is open, in English too', async () => {
    await renderScreen(paths.complaintBase.path, {
      as: 'enterprise',
      locale: 'en',
      api: { listComplaints: { items: [], nextCursor: null } },
    });
    await heading('Complaints and suggestions');
    expect(await screen.findByText('You have no open complaints')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make a suggestion' })).toBeTruthy();
  });

  it('is for enterprises only', async () => {
    await renderScreen(paths.complaintBase.path, { as: 'officer' });
    expect(await screen.findByText('暂无访问权限', {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe('complaint detail', () => {
  it('shows the complaint, its deadline and every step, and offers only what the server allows', async () => {
    await renderScreen(paths.complaintDetailView.href({ id: 'cmp-1' }), {
      as: 'enterprise',
      api: { getComplaint: complaintDetail },
    });
    await heading('投诉详情');
    expect(await screen.findByText('检查人员态度粗暴，未出示执法证件，要求我们停业整顿。')).toBeTruthy();
    expect(screen.getByText(/答复期限：还剩/)).toBeTruthy();
    const timeline = screen.getByRole('heading', { name: '办理过程' }).closest('section')!;
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(3);
    expect(within(timeline).getByText('转市场监督管理局办理')).toBeTruthy();
    expect(screen.getByRole('button', { name: '补充材料' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '撤回投诉' })).toBeNull();
    expect(screen.queryByRole('button', { name: '评价办理结果' })).toBeNull();
  });

  it('withdraws after asking, and keeps a refusal on screen in the server words', async () => {
    let attempts = 0;
    const withdrawn: ComplaintDetail = {
      ...submittedComplaint,
      state: 'withdrawn',
      deadline: null,
      allowedActions: [],
    };
    const view = await renderScreen(paths.complaintDetailView.href({ id: 'cmp-1' }), {
      as: 'enterprise',
      api: {
        getComplaint: submittedComplaint,
        withdrawComplaint: () => (++attempts === 1 ? fail(500, '投诉已受理，不能撤回') : withdrawn),
      },
    });
    await heading('投诉详情');
    expect(await screen.findByText(/受理期限：即将到期/)).toBeTruthy();
    await click(button('撤回投诉'));
    const dialog = await sheet('撤回这件投诉？');
    expect(within(dialog).getByText(/撤回后不再办理/)).toBeTruthy();
    await typeInto(within(dialog).getByLabelText('撤回原因（可不填）'), '已与部门沟通解决');
    await click(within(dialog).getByRole('button', { name: '确认撤回' }));
    expect(await screen.findByText('未能完成：投诉已受理，不能撤回')).toBeTruthy();
    expect(callsOf(view, 'withdrawComplaint')[0]?.input).toEqual({
      id: 'cmp-1',
      version: 1,
      note: '已与部门沟通解决',
    });

    await click(button('撤回投诉'));
    await click(within(await sheet('撤回这件投诉？')).getByRole('button', { name: '确认撤回' }));
    expect(await screen.findByText('已撤回', { selector: '.adm-tag *, .adm-tag' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: '撤回投诉' })).toBeNull());
  });

  it('adds information to an open complaint', async () => {
    const view = await renderScreen(paths.complaintDetailView.href({ id: 'cmp-1' }), {
      as: 'enterprise',
      locale: 'en',
      api: {
        getComplaint: complaintDetail,
        addComplaintInformation: ({ note }) => ({
          ...complaintDetail,
          timeline: [
            ...complaintDetail.timeline,
            {
              action: 'addInformation',
              actor: 'complainant',
              actorName: 'You',
              at: '2026-03-04T09:00:00+08:00',
              state: 'handling',
              note,
              photos: [],
            },
          ],
        }),
      },
    });
    await heading('Complaint');
    await click(await screen.findByRole('button', { name: 'Add information' }));
    const dialog = await sheet('Add information');
    await click(within(dialog).getByRole('button', { name: 'Send the information' }));
    expect(await within(dialog).findByText('Enter the additional information')).toBeTruthy();
    await typeInto(within(dialog).getByLabelText(/Additional information/), 'The officer was 李某');
    await click(within(dialog).getByRole('button', { name: 'Send the information' }));
    await waitFor(() =>
      expect(callsOf(view, 'addComplaintInformation')[0]?.input).toEqual({
        id: 'cmp-1',
        clientRequestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        note: 'The officer was 李某',
        photoIds: [],
      }),
    );
    expect(await screen.findByText('The officer was 李某')).toBeTruthy();
  });

  it('asks a replied complaint for its rating, with the time left to give it', async () => {
    const view = await renderScreen(paths.complaintDetailView.href({ id: 'cmp-1' }), {
      as: 'enterprise',
      api: { getComplaint: repliedComplaint },
    });
    await heading('投诉详情');
    expect(await screen.findByText('经核查，检查人员未出示证件属实，已批评教育并通报。')).toBeTruthy();
    expect(screen.getByText(/逾期未评价，投诉将自动办结/)).toBeTruthy();
    await click(button('评价办理结果'));
    expect(view.location()).toBe(paths.complaintEvaluate.href({ id: 'cmp-1' }));
  });
});
