import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiInput, ApiOutput } from '../../../contract/api-schemas';
import { addDays, dateText } from '../../../contract/city-calendar';
import type { InspectionApproval } from '../../../contract/inspection-approvals/schemas';
import { paths } from '../../lib/paths';
import { ENTERPRISE_NUMBER, enterprisePreview } from '../../test/fixtures';
import { fail, officerUser, renderScreen, type SessionUser } from '../../test/render-screen';
import { button, callsOf, click, heading, typeInto } from '../../test/screen-actions';

const head: SessionUser = {
  ...officerUser,
  userId: 'usr-13900000003',
  name: '何静',
  phonenumber: '13900000003',
  certificateNumber: '44030012350',
  capabilities: ['departmentHead'],
};

const approval: InspectionApproval = {
  id: 'apr-1',
  enterpriseNumber: ENTERPRISE_NUMBER,
  enterpriseName: '深圳市鹏城食品有限公司',
  departmentCode: 'market',
  departmentName: '市场监督管理局',
  items: [
    { code: 'FS-01', name: '食品经营许可证公示' },
    { code: 'FS-02', name: '从业人员健康证明' },
  ],
  reason: '群众举报该店销售过期食品，需再次现场核查',
  validFrom: '2026-12-03',
  validTo: '2026-12-09',
  status: 'requested',
  requestedByName: '李明',
  requestedAt: '2026-12-03T09:00:00+08:00',
  decidedByName: null,
  decidedAt: null,
  decisionNote: null,
  registration: null,
  usable: false,
  canDecide: false,
  canWithdraw: false,
  version: 1,
};

beforeEach(() => sessionStorage.clear());

describe('prior approval list', () => {
  const listInspectionApprovals = ({ scope }: ApiInput<'listInspectionApprovals'>) => ({
    items: scope === 'toDecide' ? [approval] : [{ ...approval, id: 'apr-2', status: 'approved' as const }],
    nextCursor: null,
  });

  it('opens a head on the requests to decide; each tab is in the address and asks the server for its scope', async () => {
    const view = await renderScreen(paths.inspectionApprovalList.path, {
      as: head,
      api: { listInspectionApprovals },
    });
    await heading('事先批准');
    const card = await screen.findByRole('link', { name: /深圳市鹏城食品有限公司/ });
    expect(card.getAttribute('href')).toBe(paths.inspectionApprovalDetail.href({ id: 'apr-1' }));
    expect(card.textContent).toContain('待审批');
    expect(card.textContent).toContain('食品经营许可证公示和从业人员健康证明');
    expect(card.textContent).toContain('申请人：李明');
    expect(screen.getByRole('tab', { name: '待我审批', selected: true })).toBeTruthy();

    await click(screen.getByRole('tab', { name: '我的申请' }));
    await waitFor(() => expect(view.location()).toBe(paths.inspectionApprovalList.href({ scope: 'mine' })));
    expect(await screen.findByText('已批准', { selector: '.adm-tag' })).toBeTruthy();
    await click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(callsOf(view, 'listInspectionApprovals')).toHaveLength(3));
    expect(callsOf(view, 'listInspectionApprovals').map((call) => call.input)).toEqual([
      { scope: 'toDecide' },
      { scope: 'mine' },
      {},
    ]);
  });

  it('shows an officer who decides nothing their own requests, without a tab to decide, and says when there are none', async () => {
    const view = await renderScreen(paths.inspectionApprovalList.href({ scope: 'toDecide' }), {
      api: { listInspectionApprovals: { items: [], nextCursor: null } },
    });
    expect(await screen.findByText('暂无事先批准申请', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '待我审批' })).toBeNull();
    expect(screen.getByRole('tab', { name: '我的申请', selected: true })).toBeTruthy();
    expect(callsOf(view, 'listInspectionApprovals')[0]?.input).toEqual({ scope: 'mine' });
  });
});

describe('prior approval detail', () => {
  const open = (approvalShown: InspectionApproval, as: SessionUser, api = {}, locale?: 'en') =>
    renderScreen(paths.inspectionApprovalDetail.href({ id: approvalShown.id }), {
      as,
      locale,
      api: { getInspectionApproval: approvalShown, ...api },
    });

  it('asks the head for the reason before refusing, then shows the decision', async () => {
    const decided: InspectionApproval = {
      ...approval,
      status: 'refused',
      decidedByName: '何静',
      decidedAt: '2026-12-03T10:00:00+08:00',
      decisionNote: '本年度已检查 3 次，改为书面核查',
      version: 2,
    };
    const view = await open({ ...approval, canDecide: true }, head, { decideInspectionApproval: decided });
    await heading('事先批准详情');
    expect(await screen.findByText('群众举报该店销售过期食品，需再次现场核查')).toBeTruthy();
    expect(screen.getByText('深圳市鹏城食品有限公司（' + ENTERPRISE_NUMBER + '）')).toBeTruthy();
    await click(button('不予批准'));
    await click(button('确认不予批准'));
    expect(await screen.findByText('请填写不予批准的理由')).toBeTruthy();
    expect(callsOf(view, 'decideInspectionApproval')).toEqual([]);

    await typeInto(screen.getByLabelText('不予批准的理由'), ' 本年度已检查 3 次，改为书面核查 ');
    await click(button('确认不予批准'));
    await waitFor(() =>
      expect(callsOf(view, 'decideInspectionApproval')[0]?.input).toEqual({
        id: 'apr-1',
        version: 1,
        decision: 'refuse',
        note: '本年度已检查 3 次，改为书面核查',
      }),
    );
    expect(await screen.findByText('本年度已检查 3 次，改为书面核查')).toBeTruthy();
    expect(screen.getByText('不予批准', { selector: '.adm-tag' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '批准' })).toBeNull();
  });

  it('lets the head approve with an optional note, in English', async () => {
    const view = await open(
      { ...approval, canDecide: true },
      head,
      {
        decideInspectionApproval: { ...approval, status: 'approved', usable: true, version: 2 },
      },
      'en',
    );
    await heading('Prior approval');
    await click(await screen.findByRole('button', { name: 'Approve' }));
    // the sheet's own button confirms
    await click(screen.getAllByRole('button', { name: 'Approve' }).at(-1)!);
    await waitFor(() =>
      expect(callsOf(view, 'decideInspectionApproval')[0]?.input).toEqual({
        id: 'apr-1',
        version: 1,
        decision: 'approve',
      }),
    );
    expect(await screen.findByText('Usable for a registration')).toBeTruthy();
  });

  it('keeps the sheet open with the server’s reason when a withdrawal is refused', async () => {
    const view = await open({ ...approval, status: 'approved', canWithdraw: true }, officerUser, {
      withdrawInspectionApproval: fail(409, '该批准已用于登记，不能撤回'),
    });
    await click(await screen.findByRole('button', { name: '撤回' }));
    expect(screen.getByText('撤回后该申请不能再审批或用于登记。')).toBeTruthy();
    await click(button('确认撤回'));
    expect(await screen.findByText('未能完成：该批准已用于登记，不能撤回')).toBeTruthy();
    expect(button('确认撤回')).toBeTruthy();
    expect(callsOf(view, 'withdrawInspectionApproval')[0]?.input).toEqual({ id: 'apr-1', version: 1 });
  });

  it('offers nothing to an officer who may neither decide nor withdraw, and links the registration that used it', async () => {
    await open(
      { ...approval, status: 'approved', registration: { id: 'reg-9', registrationNumber: 'DJ20261203001' } },
      officerUser,
    );
    const link = await screen.findByRole('link', { name: '查看登记 DJ20261203001' });
    expect(link.getAttribute('href')).toBe(paths.registrationDetail.href({ id: 'reg-9' }));
    for (const name of ['批准', '不予批准', '撤回'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});

describe('request for prior approval', () => {
  const preview: ApiOutput<'getEnterprisePreview'> = {
    ...enterprisePreview,
    inspectionItems: [
      { code: 'FS-01', name: '食品经营许可证公示' },
      { code: 'FS-02', name: '从业人员健康证明' },
    ],
  };
  const setDate = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(new RegExp(label)), { target: { value } });

  it('checks what the server checks, keeps what was typed, and opens the saved request', async () => {
    const today = dateText(new Date());
    const view = await renderScreen(
      paths.inspectionApprovalRequest.href({ enterpriseNumber: ENTERPRISE_NUMBER }),
      {
        api: { getEnterprisePreview: preview, requestInspectionApproval: { ...approval, id: 'apr-7' } },
      },
    );
    await heading('申请事先批准');
    expect(await screen.findByText(/须经本部门负责人事先批准/)).toBeTruthy();
    await click(button('提交申请'));
    expect(await screen.findByText('请至少选择一项检查事项')).toBeTruthy();
    expect(screen.getByText('请填写申请理由')).toBeTruthy();

    await click(screen.getByRole('checkbox', { name: '从业人员健康证明' }));
    await typeInto(screen.getByLabelText(/申请理由/), '群众举报，需再次核查');
    setDate('有效期开始', addDays(today, -1));
    await click(button('提交申请'));
    expect(await screen.findByText('有效期不能早于今天开始')).toBeTruthy();
    setDate('有效期开始', today);
    setDate('有效期结束', addDays(today, 30));
    await click(button('提交申请'));
    expect(await screen.findByText('有效期最长 30 天')).toBeTruthy();
    expect(callsOf(view, 'requestInspectionApproval')).toEqual([]);

    setDate('有效期结束', addDays(today, 29));
    await click(button('提交申请'));
    await waitFor(() => expect(view.location()).toBe(paths.inspectionApprovalDetail.href({ id: 'apr-7' })));
    const sent = callsOf(view, 'requestInspectionApproval')[0]?.input as Record<string, unknown>;
    expect(sent).toMatchObject({
      enterpriseNumber: ENTERPRISE_NUMBER,
      itemCodes: ['FS-02'],
      reason: '群众举报，需再次核查',
      validFrom: today,
      validTo: addDays(today, 29),
    });
    expect(sent.clientRequestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps what was typed when the server refuses, and says why', async () => {
    await renderScreen(paths.inspectionApprovalRequest.href({ enterpriseNumber: ENTERPRISE_NUMBER }), {
      api: { getEnterprisePreview: preview, requestInspectionApproval: fail(500, '服务暂不可用') },
    });
    await heading('申请事先批准');
    await click(await screen.findByRole('checkbox', { name: '食品经营许可证公示' }));
    await typeInto(screen.getByLabelText(/申请理由/), '超限复查');
    await click(button('提交申请'));
    expect(await screen.findByText('提交未成功，已填写的内容已保留')).toBeTruthy();
    expect((screen.getByLabelText(/申请理由/) as HTMLTextAreaElement).value).toBe('超限复查');
  });

  it('cannot be sent when the department has published no items', async () => {
    await renderScreen(paths.inspectionApprovalRequest.href({ enterpriseNumber: ENTERPRISE_NUMBER }), {
      api: { getEnterprisePreview: { ...preview, inspectionItems: [] } },
    });
    expect(await screen.findByText('本部门尚未公布检查事项')).toBeTruthy();
    expect((button('提交申请') as HTMLButtonElement).disabled).toBe(true);
  });
});
