import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkedInMinutesAgo } from './test-fixtures';
import { paths } from '../../lib/paths';
import {
  ENTERPRISE_NUMBER,
  enterprisePreview,
  officerProfile,
  registrationDetail,
  registrationSummary,
} from '../../test/fixtures';
import { renderScreen } from '../../test/render-screen';

const profile = officerProfile;
const preview = { ...enterprisePreview, inspectionItems: [{ code: 'FS-01', name: '食品经营许可证公示' }] };

// A screen's chunk loads on its first visit in a file: longer than the default second on a busy machine.
const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 5000 });
// The heading shows while the record loads: wait for the button itself.
const click = async (name: string) => {
  const target = await screen.findByRole('button', { name }, { timeout: 5000 });
  await act(async () => void fireEvent.click(target));
};

beforeEach(() => sessionStorage.clear());

describe('registration form screens', () => {
  it('evaluation: an empty submit focuses the first level; a dissatisfied one asks why; then it is sent', async () => {
    const detail = { ...registrationDetail, canEvaluate: true };
    const view = await renderScreen(paths.evaluate.href({ id: detail.id }), {
      as: 'enterprise',
      api: { getRegistration: detail, evaluateRegistration: detail },
    });
    await heading('评价检查');
    await click('提交评价');
    expect(await screen.findByText('请选择满意度')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]);
    expect(screen.getByRole('radiogroup', { name: '满意度' }).getAttribute('aria-required')).toBe('true');

    act(() => fireEvent.click(screen.getByRole('radio', { name: '不满意' })));
    await click('提交评价');
    expect(await screen.findByText('不满意时请说明原因，便于回访核实')).toBeTruthy();
    expect(document.activeElement?.tagName).toBe('TEXTAREA');

    act(() =>
      fireEvent.change(document.activeElement as HTMLTextAreaElement, { target: { value: ' 态度不好 ' } }),
    );
    await click('提交评价');
    await waitFor(() => expect(view.location()).toBe(paths.registrationDetail.href({ id: detail.id })));
    expect(view.screenCalls().find((call) => call.name === 'evaluateRegistration')?.input).toEqual({
      registrationId: detail.id,
      level: 'dissatisfied',
      comment: '态度不好',
    });
  });

  it('correction: a missing reason is asked for on its field, and the correction is sent against its version', async () => {
    const detail = { ...registrationDetail, canCorrect: true, version: 4 };
    const view = await renderScreen(paths.registrationEdit.href({ id: detail.id }), {
      as: 'officer',
      api: { getRegistration: detail, correctRegistration: detail },
    });
    await heading('更正检查登记');
    await click('保存更正');
    expect(await screen.findByText('请填写更正原因')).toBeTruthy();
    const reason = document.activeElement as HTMLInputElement;
    expect(reason.tagName).toBe('INPUT');
    expect(reason.getAttribute('aria-required')).toBe('true');

    act(() => fireEvent.change(reason, { target: { value: '结束时间录入错误' } }));
    await click('保存更正');
    await waitFor(() => expect(view.location()).toBe(paths.registrationDetail.href({ id: detail.id })));
    expect(view.screenCalls().find((call) => call.name === 'correctRegistration')?.input).toMatchObject({
      id: detail.id,
      version: 4,
      reason: '结束时间录入错误',
      items: [{ code: 'FS-01', result: 'compliant' }],
    });
  });
});

describe('registering an inspection', () => {
  it('marks the required groups, takes the officer to the first wrong one and sends once all is given', async () => {
    const checkedInAt = checkedInMinutesAgo('scan-1');
    const view = await renderScreen(
      paths.enforceScanPage.href({ enterpriseNumber: ENTERPRISE_NUMBER, scanId: 'scan-1' }),
      {
        api: {
          getOfficerProfile: profile,
          getEnterprisePreview: preview,
          createRegistration: { id: 'reg-9', registrationNumber: 'DJ-9', late: false, warnings: [] },
        },
      },
    );
    await heading('登记检查');
    // Checked in: the start is the check-in, the end the submission, and how far from the enterprise it was.
    expect(screen.getByText(/（签到时间）/)).toBeTruthy();
    expect(screen.getByText('提交时自动记录')).toBeTruthy();
    expect(screen.getByText(/距企业登记地址约 24 米/)).toBeTruthy();
    expect(screen.getByRole('group', { name: '执法人员（必填）' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: '检查类型' }).getAttribute('aria-required')).toBe('true');

    await click('提交登记');
    expect(await screen.findByText('请至少再选择 1 名同行执法人员')).toBeTruthy();
    expect(screen.getByText('请至少选择 1 项检查事项并给出结果')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /王芳/ }));

    act(() => fireEvent.click(screen.getByRole('checkbox', { name: /王芳/ })));
    act(() => fireEvent.click(screen.getByRole('radio', { name: '符合' })));
    await waitFor(() => expect(screen.queryByText('请至少选择 1 项检查事项并给出结果')).toBeNull());
    await click('提交登记');
    expect(await screen.findByText('请填写触发检查的原因（如投诉举报、转办线索）')).toBeTruthy();
    expect(document.activeElement?.tagName).toBe('TEXTAREA');

    act(() =>
      fireEvent.change(document.activeElement as HTMLTextAreaElement, { target: { value: '群众投诉' } }),
    );
    await click('提交登记');
    await waitFor(() => expect(view.location()).toBe(paths.registrationDetail.href({ id: 'reg-9' })));
    expect(view.screenCalls().find((call) => call.name === 'createRegistration')?.input).toMatchObject({
      scanId: 'scan-1',
      enterpriseNumber: ENTERPRISE_NUMBER,
      type: 'triggered',
      triggerReason: '群众投诉',
      officers: [{ name: '李明' }, { name: '王芳' }],
      items: [{ code: 'FS-01', result: 'compliant' }],
      startedAt: checkedInAt,
    });
  });
});

describe('the allowance and how the registration is made', () => {
  it('shows the allowance first; beyond it, says what can be done and offers the approvals; a typed number asks why', async () => {
    const over = {
      ...preview,
      registeredBy: 'number' as const,
      allowance: {
        ...preview.allowance,
        used: 2,
        remaining: 0,
        day: { count: 1, max: 1 },
        over: ['annualCap' as const, 'daily' as const],
        approvals: [{ id: 'apr-1', validTo: '2026-06-12', itemCodes: ['FS-01'], reason: '再次核查' }],
      },
    };
    // A number typed at the scan screen, then a check-in: the form still asks why the code was not scanned.
    checkedInMinutesAgo('scan-2');
    const view = await renderScreen(
      paths.enforceScanPage.href({ enterpriseNumber: ENTERPRISE_NUMBER, scanId: 'scan-2' }),
      {
        api: {
          getOfficerProfile: profile,
          getEnterprisePreview: over,
          createRegistration: { id: 'reg-10', registrationNumber: 'DJ-10', late: false, warnings: [] },
        },
      },
    );
    await heading('登记检查');
    expect(screen.getByText(/本部门今年已检查 2 次 \/ 上限 2 次；今日 1\/1/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('已超出年度上限、每日频次');
    act(() => fireEvent.click(screen.getByRole('checkbox', { name: /王芳/ })));
    act(() => fireEvent.click(screen.getByRole('radio', { name: '符合' })));
    act(() => fireEvent.click(screen.getByRole('radio', { name: /有效至 2026-06-12/ })));
    await click('提交登记');
    expect(await screen.findByText('手动输入企业编号时，请选择未扫码的原因')).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('radio', { name: '设备无法扫码' })));
    act(() => fireEvent.change(screen.getByLabelText(/触发原因/), { target: { value: '群众投诉' } }));
    await click('提交登记');
    await waitFor(() => expect(view.location()).toBe(paths.registrationDetail.href({ id: 'reg-10' })));
    expect(view.screenCalls().find((call) => call.name === 'createRegistration')?.input).toMatchObject({
      approvalId: 'apr-1',
      typedReason: 'cameraFailed',
    });
  });
});

describe('a change shows on every screen that shows it', () => {
  it('after rating, the detail shows the rating, back goes to the list (not the same detail again) and it says rated', async () => {
    let rated = false;
    const evaluation = {
      level: 'satisfied' as const,
      comment: '',
      evaluatedAt: '2026-03-03T09:00:00+08:00',
      changeableUntil: '2026-03-10T09:00:00+08:00',
    };
    const detail = () => ({
      ...registrationDetail,
      canEvaluate: true,
      evaluated: rated,
      evaluation: rated ? evaluation : null,
    });
    const view = await renderScreen(paths.registrationList.path, {
      as: 'enterprise',
      api: {
        listRegistrations: () => ({
          items: [{ ...registrationSummary, evaluated: rated }],
          nextCursor: null,
        }),
        listWarnings: [],
        queryDict: [],
        getRegistration: detail,
        evaluateRegistration: () => {
          rated = true;
          return detail();
        },
      },
    });
    expect(await screen.findByText('待评价')).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: /市场监督管理局/ })));
    await heading('检查详情');
    act(() => fireEvent.click(screen.getByRole('button', { name: '评价本次检查' })));
    await heading('评价检查');
    act(() => fireEvent.click(screen.getByRole('radio', { name: '满意' })));
    await click('提交评价');

    await waitFor(() =>
      expect(view.location()).toBe(paths.registrationDetail.href({ id: registrationDetail.id })),
    );
    expect(await screen.findByText('我的评价')).toBeTruthy();
    expect(screen.getByRole('button', { name: '修改评价' })).toBeTruthy();

    await click('返回');
    await waitFor(() => expect(view.location()).toBe(paths.registrationList.path));
    expect(await screen.findByText('已评价')).toBeTruthy();
    expect(screen.queryByText('待评价')).toBeNull();
  });

  it('after a correction, the form gives way to the detail it was opened from, which shows the correction', async () => {
    let version = 1;
    const detail = () => ({
      ...registrationDetail,
      canCorrect: true,
      version,
      remarks: version > 1 ? '已补充温度记录' : null,
    });
    const view = await renderScreen(paths.registrationDetail.href({ id: registrationDetail.id }), {
      as: 'officer',
      api: {
        getRegistration: detail,
        correctRegistration: () => {
          version += 1;
          return detail();
        },
      },
    });
    await heading('检查详情');
    act(() => fireEvent.click(screen.getByRole('button', { name: '更正登记' })));
    await heading('更正检查登记');
    act(() => fireEvent.change(screen.getByLabelText('备注'), { target: { value: '已补充温度记录' } }));
    await click('保存更正');
    act(() =>
      fireEvent.change(document.activeElement as HTMLInputElement, { target: { value: '补充备注' } }),
    );
    await click('保存更正');

    await waitFor(() =>
      expect(view.location()).toBe(paths.registrationDetail.href({ id: registrationDetail.id })),
    );
    expect(await screen.findByText('已补充温度记录')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '更正检查登记' })).toBeNull();
  });
});
