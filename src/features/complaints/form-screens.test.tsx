import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { complaintDetail, complaintOptions, submittedComplaint } from './test-fixtures';
import type { ApiInput } from '../../../contract/api-schemas';
import { paths } from '../../lib/paths';
import { registrationPage } from '../../test/fixtures';
import { fail, renderScreen } from '../../test/render-screen';
import { button, callsOf, click, heading, typeInto } from '../../test/screen-actions';

beforeEach(() => sessionStorage.clear());

const homeTile = paths.complaint.href({ comOrOpi: 0, isSelect: true });

describe('complaint form', () => {
  it('says what is missing on each field before anything is sent, with the phone already filled in', async () => {
    const view = await renderScreen(homeTile, {
      as: 'enterprise',
      api: { getComplaintOptions: complaintOptions },
    });
    await heading('执法投诉');
    expect(await screen.findByText(/2 个工作日内受理.*15 个工作日内答复/)).toBeTruthy();
    expect((screen.getByLabelText(/联系电话/) as HTMLInputElement).value).toBe('13800000001');
    expect(screen.getByRole('switch', { name: '可以联系我了解情况' })).toHaveProperty('checked', true);
    expect(screen.getByRole('link', { name: '投诉未扫码登记的检查' }).getAttribute('href')).toBe(
      paths.complaintNoScan.path,
    );
    await click(button('提交投诉'));
    expect(await screen.findByText('请选择所投诉的检查')).toBeTruthy();
    expect(screen.getByText('请选择投诉类别')).toBeTruthy();
    expect(screen.getByText('请说明具体情况')).toBeTruthy();
    expect(callsOf(view, 'createComplaint')).toEqual([]);
  });

  it('says the same in English, and lets an opinion go without a category', async () => {
    await renderScreen(homeTile, {
      as: 'enterprise',
      locale: 'en',
      api: { getComplaintOptions: complaintOptions },
    });
    await heading('Enforcement complaint');
    await typeInto(screen.getByLabelText(/Contact phone/), '12345');
    await click(button('Submit the complaint'));
    expect(await screen.findByText('Pick the inspection you complain about')).toBeTruthy();
    expect(screen.getByText('Choose a category')).toBeTruthy();
    expect(screen.getByText('Say what happened')).toBeTruthy();
    expect(screen.getByText('Enter a valid mobile number, or a landline with its area code')).toBeTruthy();
  });

  it('keeps the draft across the select list, sends the inspection picked and opens the new complaint', async () => {
    const view = await renderScreen(homeTile, {
      as: 'enterprise',
      api: {
        getComplaintOptions: complaintOptions,
        listRegistrations: registrationPage,
        queryDict: [],
        createComplaint: submittedComplaint,
        getComplaint: submittedComplaint,
      },
    });
    await heading('执法投诉');
    await click(screen.getByRole('radio', { name: '执法人员行为不当' }));
    await typeInto(screen.getByLabelText(/具体情况/), '检查人员未出示执法证件');
    await click(button(/选择检查/));
    await heading('选择一次检查');
    expect(view.location()).toBe(paths.registrationSelectList.href({ returnTo: homeTile }));
    await click(await screen.findByRole('button', { name: /市场监督管理局/ }));

    await heading('执法投诉');
    expect(view.location()).toBe(
      paths.complaint.href({ comOrOpi: 0, isSelect: true, registrationId: 'reg-demo-01' }),
    );
    expect(await screen.findByText('已选择一次检查')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看这次检查' }).getAttribute('href')).toBe(
      paths.registrationDetail.href({ id: 'reg-demo-01' }),
    );
    expect((screen.getByLabelText(/具体情况/) as HTMLTextAreaElement).value).toBe('检查人员未出示执法证件');
    expect(screen.getByRole('radio', { name: '执法人员行为不当' })).toHaveProperty('checked', true);
    expect(screen.getByText('已恢复您上次填写但未提交的内容')).toBeTruthy();

    await click(button('提交投诉'));
    await waitFor(() => expect(callsOf(view, 'createComplaint')).toHaveLength(1));
    const input = callsOf(view, 'createComplaint')[0]?.input as ApiInput<'createComplaint'>;
    expect(input).toMatchObject({
      kind: 'complaint',
      category: 'misconduct',
      description: '检查人员未出示执法证件',
      photoIds: [],
      contactPhone: '13800000001',
      contactAllowed: true,
      subject: { type: 'registration', registrationId: 'reg-demo-01' },
    });
    await heading('投诉详情');
    expect(view.location()).toBe(paths.complaintDetailView.href({ id: submittedComplaint.id }));
  });

  it('keeps everything typed when the server refuses, and sends again with the same request id', async () => {
    let attempts = 0;
    const view = await renderScreen(paths.complaint.href({ comOrOpi: 1 }), {
      as: 'enterprise',
      api: {
        getComplaintOptions: complaintOptions,
        createComplaint: () => (++attempts === 1 ? fail(500, '服务繁忙，请稍后再试') : complaintDetail),
        getComplaint: complaintDetail,
      },
    });
    await heading('意见建议');
    expect(screen.getByText(/由执法监督处受理/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /选择检查/ })).toBeNull();
    await typeInto(screen.getByRole('textbox', { name: /^意见建议/ }), '建议检查前电话预约');
    await click(screen.getByRole('switch', { name: '可以联系我了解情况' }));
    await click(button('提交意见建议'));
    expect(await screen.findByText('提交未成功，您填写的内容都还在，可以修改后重试')).toBeTruthy();
    expect(view.toasts).toContain('服务繁忙，请稍后再试');
    expect((screen.getByRole('textbox', { name: /^意见建议/ }) as HTMLTextAreaElement).value).toBe(
      '建议检查前电话预约',
    );
    expect(screen.getByRole('switch', { name: '可以联系我了解情况' })).toHaveProperty('checked', false);

    await click(button('提交意见建议'));
    await heading('投诉详情');
    const [first, second] = callsOf(view, 'createComplaint').map(
      (call) => call.input as ApiInput<'createComplaint'>,
    );
    expect(first).toMatchObject({ kind: 'opinion', contactAllowed: false, subject: { type: 'none' } });
    expect(second?.clientRequestId).toBe(first?.clientRequestId);
  });

  it('attaches a warning handed over by another screen', async () => {
    const view = await renderScreen(paths.registrationList.path, {
      as: 'enterprise',
      api: {
        listRegistrations: registrationPage,
        queryDict: [],
        listWarnings: [
          {
            kind: 'annual_cap',
            message: '市场监督管理局今年已检查 4 次，达到年度上限',
            count: 4,
            threshold: 4,
            departmentName: '市场监督管理局',
            enterpriseNumber: 'SZ440300000001',
            enterpriseName: '深圳市鹏城食品有限公司',
          },
        ],
        getComplaintOptions: complaintOptions,
        createComplaint: complaintDetail,
        getComplaint: complaintDetail,
      },
    });
    await click(
      await screen.findByRole(
        'button',
        { name: /投诉此预警：市场监督管理局今年已检查 4 次/ },
        { timeout: 5000 },
      ),
    );
    await heading('执法投诉');
    expect(screen.getByText('关于预警：达到年度检查上限')).toBeTruthy();
    await click(screen.getByRole('radio', { name: '检查过于频繁' }));
    await typeInto(screen.getByLabelText(/具体情况/), '一年内第五次例行检查');
    await click(button('提交投诉'));
    await waitFor(() =>
      expect(callsOf(view, 'createComplaint')[0]?.input).toMatchObject({
        category: 'tooFrequent',
        subject: { type: 'warning', warningKind: 'annual_cap' },
      }),
    );
  });
});

describe('no-scan complaint form', () => {
  it('asks for the department, time, place and what happened, and sends them as a no-scan complaint', async () => {
    const view = await renderScreen(paths.complaintNoScan.path, {
      as: 'enterprise',
      api: {
        getComplaintOptions: complaintOptions,
        createComplaint: complaintDetail,
        getComplaint: complaintDetail,
      },
    });
    await heading('投诉未扫码登记的检查');
    await click(await screen.findByRole('button', { name: '提交投诉' }));
    expect(await screen.findByText('请选择检查部门')).toBeTruthy();
    expect(screen.getByText('请选择检查时间')).toBeTruthy();
    expect(screen.getByText('请填写检查地点')).toBeTruthy();
    expect(screen.getByText('请说明发生了什么')).toBeTruthy();
    expect(callsOf(view, 'createComplaint')).toEqual([]);

    await typeInto(screen.getByLabelText(/检查部门/), 'health');
    await typeInto(screen.getByLabelText(/执法人员姓名/), '王芳');
    await typeInto(screen.getByLabelText(/检查地点/), '南山区科技园');
    await typeInto(screen.getByLabelText(/发生了什么/), '两人进店检查，没有扫码');
    // the date-time field is a picker; its value is what the kit keeps
    await click(screen.getByRole('button', { name: /检查时间/ }));
    await click(await screen.findByText('确定'));
    await click(button('提交投诉'));
    await waitFor(() => expect(callsOf(view, 'createComplaint')).toHaveLength(1));
    expect(callsOf(view, 'createComplaint')[0]?.input).toMatchObject({
      kind: 'complaint',
      category: 'noScan',
      description: '两人进店检查，没有扫码',
      subject: { type: 'noScan', departmentCode: 'health', officers: '王芳', place: '南山区科技园' },
    });
  });

  it('reads in English', async () => {
    await renderScreen(paths.complaintNoScan.path, {
      as: 'enterprise',
      locale: 'en',
      api: { getComplaintOptions: complaintOptions },
    });
    await heading('Complain about an unregistered inspection');
    await click(await screen.findByRole('button', { name: 'Submit the complaint' }));
    expect(await screen.findByText('Choose the inspecting department')).toBeTruthy();
    expect(screen.getByText('Choose when the inspection took place')).toBeTruthy();
    expect(screen.getByLabelText(/Officer names or certificate numbers/)).toBeTruthy();
  });
});
