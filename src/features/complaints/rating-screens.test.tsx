import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { complaintDetail, repliedComplaint } from './test-fixtures';
import type { ComplaintDetail } from '../../../contract/complaints/schemas';
import { paths } from '../../lib/paths';
import { renderScreen } from '../../test/render-screen';
import { button, callsOf, click, heading, typeInto } from '../../test/screen-actions';

beforeEach(() => sessionStorage.clear());

describe('complaint rating', () => {
  const rated = (changes: Partial<ComplaintDetail>): ComplaintDetail => ({
    ...repliedComplaint,
    allowedActions: [],
    ...changes,
  });

  it('needs a reason when dissatisfied, says it reopens the complaint, and then what happens next', async () => {
    const view = await renderScreen(paths.complaintEvaluate.href({ id: 'cmp-1' }), {
      as: 'enterprise',
      api: {
        getComplaint: repliedComplaint,
        rateComplaint: rated({ state: 'assigned', reopenCount: 1 }),
      },
    });
    await heading('评价办理结果');
    await click(await screen.findByRole('radio', { name: '2 分：不满意' }));
    expect(await screen.findByText(/评为不满意，投诉将重新办理/)).toBeTruthy();
    await click(button('提交评价'));
    expect(await screen.findByText('请说明不满意的原因')).toBeTruthy();
    expect(callsOf(view, 'rateComplaint')).toEqual([]);

    await typeInto(screen.getByLabelText(/不满意的原因/), '问题没有解决');
    await click(button('提交评价'));
    expect(await screen.findByRole('heading', { name: '投诉已重新办理' })).toBeTruthy();
    expect(screen.getByText(/由另一名执法人员重新签收办理/)).toBeTruthy();
    expect(callsOf(view, 'rateComplaint')[0]?.input).toEqual({
      id: 'cmp-1',
      version: 6,
      level: 2,
      comment: '问题没有解决',
    });
    await click(button('查看投诉详情'));
    expect(view.location()).toBe(paths.complaintDetailView.href({ id: 'cmp-1' }));
  });

  it('warns before the second reopen that it escalates, and says so after', async () => {
    await renderScreen(paths.complaintEvaluate.href({ id: 'cmp-1' }), {
      as: 'enterprise',
      locale: 'en',
      api: {
        getComplaint: { ...repliedComplaint, reopenCount: 1 },
        rateComplaint: rated({ state: 'assigned', reopenCount: 2, escalated: true }),
      },
    });
    await heading('Rate the handling');
    await click(await screen.findByRole('radio', { name: '1: very dissatisfied' }));
    expect(await screen.findByText(/escalates it to the head of the supervision office/)).toBeTruthy();
    await typeInto(screen.getByLabelText(/Why you are dissatisfied/), 'Nothing changed');
    await click(button('Submit the rating'));
    expect(await screen.findByRole('heading', { name: 'The complaint is escalated' })).toBeTruthy();
  });

  it('closes a satisfied one without asking why, and tells after the escalation that the rating closes it', async () => {
    await renderScreen(paths.complaintEvaluate.href({ id: 'cmp-1' }), {
      as: 'enterprise',
      api: {
        getComplaint: { ...repliedComplaint, escalated: true, reopenCount: 2 },
        rateComplaint: rated({ state: 'resolved', escalated: true, deadline: null }),
      },
    });
    await heading('评价办理结果');
    await click(await screen.findByRole('radio', { name: '1 分：非常不满意' }));
    expect(await screen.findByText(/行政复议或提起行政诉讼/)).toBeTruthy();
    await click(screen.getByRole('radio', { name: '5 分：非常满意' }));
    await waitFor(() => expect(screen.queryByText(/行政复议/)).toBeNull());
    await click(button('提交评价'));
    expect(await screen.findByRole('heading', { name: '感谢您的评价' })).toBeTruthy();
  });

  it('says when there is nothing to rate', async () => {
    await renderScreen(paths.complaintEvaluate.href({ id: 'cmp-1' }), {
      as: 'enterprise',
      api: { getComplaint: complaintDetail },
    });
    expect(await screen.findByText('这件投诉目前不需要评价', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交评价' })).toBeNull();
  });
});
