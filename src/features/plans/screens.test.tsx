import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { planDetail, planSummary, returnedPlan, undrawnPlan } from './test-fixtures';
import type { ApiInput, ApiOutput } from '../../../contract/api-schemas';
import { paths } from '../../lib/paths';
import { fail, officerUser, renderScreen, TEST_TOKEN, type SessionUser } from '../../test/render-screen';
import { button, callsOf, click, heading, typeInto, withLayout } from '../../test/screen-actions';

const approver: SessionUser = {
  ...officerUser,
  userId: 'usr-13900000003',
  name: '何静',
  phonenumber: '13900000003',
  certificateNumber: '44030012350',
  capabilities: ['planApprover'],
};

beforeEach(() => sessionStorage.clear());

describe('plan list', () => {
  const plan = (n: number, status = planSummary.status) => ({
    ...planSummary,
    id: `plan-${n}`,
    title: `年度检查 ${n}`,
    status,
  });
  const listPlans = ({ status, cursor }: ApiInput<'listPlans'>): ApiOutput<'listPlans'> => {
    if (status === 'submitted') return { items: [plan(9, 'submitted')], nextCursor: null };
    return cursor ? { items: [plan(3)], nextCursor: null } : { items: [plan(1), plan(2)], nextCursor: 'p2' };
  };

  it('shows each plan with its status and progress in words, pages on, and filters by status and title', async () => {
    withLayout();
    const view = await renderScreen(paths.enforcementPlanBase.path, { api: { listPlans } });
    await heading('执法计划');
    const first = await screen.findByRole('link', { name: /年度检查 1/ });
    expect(first.getAttribute('href')).toBe(paths.enforcementPlanDetailed.href({ id: 'plan-1' }));
    expect(first.textContent).toContain('已检查 1 / 计划 3');
    expect(first.textContent).toContain('进行中');
    expect(first.textContent).toContain('年度例行检查');
    // the next page follows as the list scrolls to its end
    expect(await screen.findByRole('link', { name: /年度检查 3/ })).toBeTruthy();

    await click(screen.getByRole('tab', { name: '待审批' }));
    expect(await screen.findByRole('link', { name: /年度检查 9/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /年度检查 1/ })).toBeNull();

    await typeInto(screen.getByRole('searchbox', { name: '按计划名称搜索' }), ' 食品 ');
    await click(button('搜索'));
    await waitFor(() =>
      expect(callsOf(view, 'listPlans').at(-1)?.input).toEqual({ status: 'submitted', query: '食品' }),
    );
    expect(callsOf(view, 'listPlans').slice(0, 3)).toEqual([
      { name: 'listPlans', input: {}, token: TEST_TOKEN },
      { name: 'listPlans', input: { cursor: 'p2' }, token: TEST_TOKEN },
      { name: 'listPlans', input: { status: 'submitted' }, token: TEST_TOKEN },
    ]);

    await click(button('新建计划'));
    expect(view.location()).toBe(paths.enforcementPlanAdd.path);
  });

  it('tells an approver how many plans wait for them and shows them', async () => {
    await renderScreen(paths.enforcementPlanBase.path, { as: approver, api: { listPlans } });
    expect(await screen.findByText('有 1 个计划等待您审批', {}, { timeout: 5000 })).toBeTruthy();
    await click(button('查看待审批'));
    expect(screen.getByRole('tab', { name: '待审批', selected: true })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /年度检查 9/ })).toBeTruthy();
  });

  it('says when no plan matches, and an officer without the capability is not told about approvals', async () => {
    await renderScreen(paths.enforcementPlanBase.path, {
      api: { listPlans: { items: [], nextCursor: null } },
    });
    expect(await screen.findByText('没有符合条件的计划', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(/等待您审批/)).toBeNull();
  });
});

describe('plan detail', () => {
  it('shows the plan, its approvals, draw and timeline, and each target inspected or not', async () => {
    await renderScreen(paths.enforcementPlanDetailed.href({ id: 'plan-1' }), {
      api: { getPlan: planDetail },
    });
    await heading('计划详情');
    expect(await screen.findByText('已检查 1 / 计划 3')).toBeTruthy();
    expect(screen.getByText('进行中')).toBeTruthy();
    expect(screen.getByText(/何静 于 .* 批准/)).toBeTruthy();
    expect(screen.getByText('该计划抽取了 2 次，请核对每次重新抽取的原因')).toBeTruthy();
    expect(screen.getByText('重新抽取原因：抽中的企业已停业')).toBeTruthy();
    expect(screen.getAllByText(/对象池 128 家企业，抽取 1 家（0.8%）；执法人员池 3 名/)).toHaveLength(2);
    expect(screen.getByText(`公开值：${planDetail.draw!.rounds[1]!.value}`)).toBeTruthy();
    expect(screen.getByText(`承诺值：${planDetail.draw!.rounds[1]!.commitment}`)).toBeTruthy();
    expect(screen.getByText('原因：检查依据条款不完整')).toBeTruthy();
    expect(screen.getAllByText('何静（市场监督管理局）')).toHaveLength(2);
    expect(screen.getByText(/已检查（/)).toBeTruthy();
    expect(screen.getByText('未检查')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看检查登记' }).getAttribute('href')).toBe(
      paths.registrationDetail.href({ id: 'reg-demo-01' }),
    );
    // The advance notice a target received opens as a document; a target without one has no such link.
    expect(
      screen.getByRole('link', { name: '查看通知书：深圳市鹏城食品有限公司' }).getAttribute('href'),
    ).toBe(paths.pdfView.href({ doc: 'notice.notice-demo-01' }));
    expect(screen.queryByRole('link', { name: '查看通知书：深圳市福田好味餐饮店' })).toBeNull();
    expect(
      screen.getByRole('link', { name: '出示检查通知：深圳市福田好味餐饮店' }).getAttribute('href'),
    ).toBe(paths.enforceNotice.href({ planId: 'plan-1', enterpriseNumber: 'SZ440300000007' }));
    for (const name of ['批准', '退回', '提交审批', '编辑', '作废计划'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it("offers the author only what the server allows, and shows a refusal in the server's words", async () => {
    const view = await renderScreen(paths.enforcementPlanDetailed.href({ id: 'plan-1' }), {
      api: { getPlan: returnedPlan, submitPlan: fail(500, '计划须在开始前 7 个工作日获批，请调整计划期间') },
    });
    await heading('计划详情');
    expect(await screen.findByRole('button', { name: '编辑' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '批准' })).toBeNull();
    expect(screen.queryByRole('button', { name: '退回' })).toBeNull();
    expect(screen.queryByRole('link', { name: /出示检查通知/ })).toBeNull();
    await click(button('提交审批'));
    expect(await screen.findByText('未能完成：计划须在开始前 7 个工作日获批，请调整计划期间')).toBeTruthy();
    expect(callsOf(view, 'submitPlan')[0]?.input).toEqual({ id: 'plan-1', version: 3 });

    await click(button('编辑'));
    expect(view.location()).toBe(paths.enforcementPlanAdd.href({ id: 'plan-1' }));
  });

  const submitted: ApiOutput<'getPlan'> = {
    ...returnedPlan,
    status: 'submitted',
    allowedActions: ['approve', 'return'],
    input: null,
  };

  it('asks the approver for a reason before returning a plan', async () => {
    const view = await renderScreen(paths.enforcementPlanDetailed.href({ id: 'plan-1' }), {
      as: approver,
      api: {
        getPlan: submitted,
        decidePlan: ({ reason }) => ({
          ...submitted,
          status: 'returned',
          allowedActions: [],
          events: [
            ...submitted.events,
            {
              action: 'return',
              actorName: '何静',
              departmentName: '市场监督管理局',
              reason: reason ?? null,
              at: '2026-03-04T09:00:00+08:00',
            },
          ],
        }),
      },
    });
    await heading('计划详情');
    await click(await screen.findByRole('button', { name: '退回' }));
    await click(button('确认退回'));
    expect(await screen.findByText('请填写原因')).toBeTruthy();
    expect(callsOf(view, 'decidePlan')).toEqual([]);

    await typeInto(screen.getByLabelText('退回原因'), '目标企业名单需补充');
    await click(button('确认退回'));
    await waitFor(() =>
      expect(callsOf(view, 'decidePlan')[0]?.input).toEqual({
        id: 'plan-1',
        version: 3,
        decision: 'return',
        reason: '目标企业名单需补充',
      }),
    );
    expect(await screen.findByText('原因：目标企业名单需补充')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '退回' })).toBeNull();
  });

  it('lets the approver approve', async () => {
    const view = await renderScreen(paths.enforcementPlanDetailed.href({ id: 'plan-1' }), {
      as: approver,
      locale: 'en',
      api: {
        getPlan: submitted,
        decidePlan: { ...submitted, status: 'approved', allowedActions: ['cancel'] },
      },
    });
    await heading('Plan');
    await click(await screen.findByRole('button', { name: 'Approve' }));
    expect(screen.getByText(/every target enterprise receives an inspection notice/)).toBeTruthy();
    await click(button('Confirm approval'));
    await waitFor(() =>
      expect(callsOf(view, 'decidePlan')[0]?.input).toEqual({
        id: 'plan-1',
        version: 3,
        decision: 'approve',
      }),
    );
    expect(await screen.findByText('Approved', { selector: '.adm-tag' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel the plan' })).toBeTruthy();
  });

  it('shows the approver each target near its cap', async () => {
    const nearCap: ApiOutput<'getPlan'> = {
      ...planDetail,
      status: 'submitted',
      allowedActions: ['approve', 'return'],
      targets: planDetail.targets.map((target) =>
        target.drawn ? { ...target, remaining: 1, nearCap: true } : { ...target, remaining: 2 },
      ),
    };
    await renderScreen(paths.enforcementPlanDetailed.href({ id: 'plan-1' }), {
      as: approver,
      api: { getPlan: nearCap },
    });
    await heading('计划详情');
    expect(await screen.findByText('本年度剩余 1 次')).toBeTruthy();
    expect(screen.queryByText('本年度剩余 2 次')).toBeNull();
  });
});

describe('the draw on the plan', () => {
  it('shows the commitment before the first draw, and draws without a reason', async () => {
    const view = await renderScreen(paths.enforcementPlanDetailed.href({ id: 'plan-1' }), {
      api: {
        getPlan: undrawnPlan,
        drawPlan: {
          ...planDetail,
          status: 'draft',
          draw: { ...planDetail.draw!, redrawn: false, rounds: planDetail.draw!.rounds.slice(0, 1) },
        },
      },
    });
    await heading('计划详情');
    expect(await screen.findByText(undrawnPlan.draw!.commitment!)).toBeTruthy();
    expect(screen.getByText('尚未抽取')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交审批' })).toBeNull();
    await click(button('随机抽取'));
    await waitFor(() => expect(callsOf(view, 'drawPlan')[0]?.input).toEqual({ id: 'plan-1', version: 3 }));
    expect(await screen.findByText(`公开值：${planDetail.draw!.rounds[0]!.value}`)).toBeTruthy();
  });

  it('asks for the reason of a redraw and says how many are left', async () => {
    const drawnDraft: ApiOutput<'getPlan'> = {
      ...planDetail,
      status: 'draft',
      allowedActions: ['save', 'draw', 'submit', 'cancel'],
    };
    const view = await renderScreen(paths.enforcementPlanDetailed.href({ id: 'plan-1' }), {
      locale: 'en',
      api: { getPlan: drawnDraft, drawPlan: drawnDraft },
    });
    await heading('Plan');
    await click(await screen.findByRole('button', { name: 'Draw again' }));
    expect(screen.getByText(/1 more redraw is allowed/)).toBeTruthy();
    await click(button('Confirm the redraw'));
    expect(callsOf(view, 'drawPlan')).toEqual([]);
    await typeInto(
      screen.getByLabelText('Reason for the redraw (required)'),
      'The drawn officer must recuse',
    );
    await click(button('Confirm the redraw'));
    await waitFor(() =>
      expect(callsOf(view, 'drawPlan')[0]?.input).toEqual({
        id: 'plan-1',
        version: 3,
        reason: 'The drawn officer must recuse',
      }),
    );
  });
});
