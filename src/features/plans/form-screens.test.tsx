import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { planDetail, planOptions, returnedPlan } from './test-fixtures';
import { paths } from '../../lib/paths';
import { fail, renderScreen } from '../../test/render-screen';
import { button, callsOf, click, heading, typeInto } from '../../test/screen-actions';

beforeEach(() => sessionStorage.clear());

describe('plan form', () => {
  const fillValid = async () => {
    await typeInto(screen.getByLabelText(/计划名称/), '2026 年春季食品检查');
    await typeInto(screen.getByLabelText(/检查依据/), '《食品安全法》第一百一十条');
    await click(screen.getByRole('checkbox', { name: '食品经营许可证公示' }));
    await click(screen.getByRole('checkbox', { name: /李明/ }));
    await click(screen.getByRole('checkbox', { name: /赵强/ }));
  };

  it('says what is wrong on each field before anything is sent', async () => {
    const view = await renderScreen(paths.enforcementPlanAdd.path, { api: { getPlanOptions: planOptions } });
    await heading('新建执法计划');
    expect(await screen.findByText(/须在 .* 前获批（开始前 7 个工作日）/)).toBeTruthy();
    await click(screen.getByRole('radio', { name: '联合检查' }));
    await click(screen.getByRole('checkbox', { name: /李明/ }));
    await typeInto(screen.getByLabelText(/开始日期/), '2026-04-10');
    await typeInto(screen.getByLabelText(/结束日期/), '2026-04-01');
    await click(button('保存计划'));
    expect(await screen.findByText('请填写计划名称')).toBeTruthy();
    expect(screen.getByText('结束日期不能早于开始日期')).toBeTruthy();
    expect(screen.getByText('请至少安排 2 名执法人员')).toBeTruthy();
    expect(screen.getByText('联合检查请至少选择 1 个联合部门')).toBeTruthy();
    expect(screen.getByText('请添加检查对象，或选择随机抽取')).toBeTruthy();
    expect(callsOf(view, 'savePlan')).toEqual([]);
  });

  it('says the same in English, and warns when the period starts too soon to be approved', async () => {
    await renderScreen(paths.enforcementPlanAdd.path, {
      locale: 'en',
      api: { getPlanOptions: planOptions },
    });
    await heading('New enforcement plan');
    await click(screen.getByRole('radio', { name: 'Joint inspection' }));
    await click(screen.getByRole('checkbox', { name: /李明/ }));
    await typeInto(screen.getByLabelText(/Start date/), '2026-03-04');
    expect(await screen.findByText(/The start is too soon/)).toBeTruthy();
    await typeInto(screen.getByLabelText(/End date/), '2026-03-03');
    await click(button('Save plan'));
    expect(await screen.findByText('Enter a title')).toBeTruthy();
    expect(screen.getByText('The end date cannot be before the start date')).toBeTruthy();
    expect(screen.getByText('Assign at least 2 officers')).toBeTruthy();
    expect(screen.getByText('A joint inspection needs at least 1 other department')).toBeTruthy();
  });

  it('a random plan names no officer and no target: it saves only what to draw', async () => {
    const view = await renderScreen(paths.enforcementPlanAdd.path, {
      api: { getPlanOptions: planOptions, savePlan: planDetail, getPlan: planDetail },
    });
    await heading('新建执法计划');
    await fillValid();
    await click(screen.getByRole('checkbox', { name: /随机抽取检查对象和执法人员/ }));
    expect(screen.queryByRole('checkbox', { name: /李明/ })).toBeNull();
    expect(screen.queryByRole('searchbox', { name: /按企业名称/ })).toBeNull();
    expect(screen.getByText(/起草人同样可能被抽中/)).toBeTruthy();
    await act(() => void fireEvent.change(screen.getByLabelText('区域'), { target: { value: '440304' } }));
    await typeInto(screen.getByLabelText('抽取企业数'), '3');
    await typeInto(screen.getByLabelText('抽取执法人员数'), '2');

    await click(button('保存计划'));
    await waitFor(() => expect(view.location()).toBe(paths.enforcementPlanDetailed.href({ id: 'plan-1' })));
    expect(callsOf(view, 'savePlan')[0]?.input).toMatchObject({
      title: '2026 年春季食品检查',
      type: 'routine',
      itemCodes: ['FS-01'],
      officerCertificates: [],
      targetNumbers: [],
      jointDepartments: [],
      draw: { regionCode: '440304', targetCount: 3, officerCount: 2 },
    });
  });

  it('picks targets by search and keeps everything typed when the save fails, across a reload', async () => {
    const view = await renderScreen(paths.enforcementPlanAdd.path, {
      api: {
        getPlanOptions: planOptions,
        searchPlanTargets: [
          { enterpriseNumber: 'SZ440300000001', name: '深圳市鹏城食品有限公司', address: '' },
        ],
        savePlan: fail(500, '数据库暂时不可用'),
      },
    });
    await heading('新建执法计划');
    await fillValid();
    await typeInto(screen.getByRole('searchbox', { name: /按企业名称/ }), '鹏城');
    await click(button('搜索'));
    await click(await screen.findByRole('button', { name: '添加深圳市鹏城食品有限公司' }));
    expect(screen.getByText('已选 1 家')).toBeTruthy();
    expect(callsOf(view, 'searchPlanTargets')[0]?.input).toEqual({ query: '鹏城' });

    await click(button('保存计划'));
    expect(await screen.findByText(/保存未成功，填写的内容已保留/)).toBeTruthy();
    expect(view.toasts).toContain('数据库暂时不可用');
    expect((screen.getByLabelText(/计划名称/) as HTMLInputElement).value).toBe('2026 年春季食品检查');
    expect(screen.getByRole('button', { name: '移除深圳市鹏城食品有限公司' })).toBeTruthy();

    view.unmount();
    await renderScreen(paths.enforcementPlanAdd.path, { api: { getPlanOptions: planOptions } });
    expect(await screen.findByText('已恢复您上次填写但未提交的内容', {}, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByLabelText(/计划名称/) as HTMLInputElement).value).toBe('2026 年春季食品检查');
    expect(screen.getByRole('button', { name: '移除深圳市鹏城食品有限公司' })).toBeTruthy();
  });

  it('edits a returned plan against its version', async () => {
    const view = await renderScreen(paths.enforcementPlanAdd.href({ id: 'plan-1' }), {
      api: { getPlanOptions: planOptions, getPlan: returnedPlan, savePlan: returnedPlan },
    });
    await heading('编辑执法计划');
    expect((screen.getByLabelText(/计划名称/) as HTMLInputElement).value).toBe(returnedPlan.title);
    await click(screen.getByRole('checkbox', { name: /赵强/ }));
    await click(button('保存计划'));
    await waitFor(() => expect(view.location()).toBe(paths.enforcementPlanDetailed.href({ id: 'plan-1' })));
    expect(callsOf(view, 'savePlan')[0]?.input).toMatchObject({
      id: 'plan-1',
      version: 3,
      officerCertificates: ['44030012345', '44030012347'],
      targetNumbers: ['SZ440300000001'],
    });
    expect(callsOf(view, 'savePlan')[0]?.input).not.toHaveProperty('draw');
  });
});
