import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  cityAnalysis,
  departmentAnalysis,
  departments,
  emptyDepartmentAnalysis,
  supervisor,
} from './test-fixtures';
import { paths } from '../../lib/paths';
import { fail, renderScreen } from '../../test/render-screen';
import { button, callsOf, click, heading, typeInto } from '../../test/screen-actions';

const card = (label: string) => screen.getByText(label, { selector: 'span' }).closest('li')!;

describe('department analysis', () => {
  it('shows each figure with the previous period and the change in words, opening its list', async () => {
    const view = await renderScreen(paths.analyse.path, {
      as: 'officer',
      api: { getDepartmentAnalysis: departmentAnalysis },
    });
    await heading('统计分析');
    expect(await screen.findByText(/市场监督管理局：/)).toBeTruthy();
    const inspections = card('检查次数');
    expect(inspections.textContent).toContain('40');
    expect(inspections.textContent).toContain('上期 32');
    expect(inspections.textContent).toContain('比上期多 8');
    const period = { from: '2026-11-01', to: '2026-11-24' };
    expect(within(inspections).getByRole('link').getAttribute('href')).toBe(
      paths.registrationList.href(period),
    );
    expect(within(card('计划内例行检查')).getByRole('link').getAttribute('href')).toBe(
      paths.registrationList.href({ ...period, type: 'routine' }),
    );
    expect(within(card('补录登记')).getByRole('link').getAttribute('href')).toBe(
      '/enterprise/registrationList?from=2026-11-01&to=2026-11-24&flag=late',
    );
    expect(card('频次预警').textContent).toContain('比上期少 2');
    expect(card('扫码登记率').textContent).toContain('90%');
    expect(card('扫码登记率').textContent).toContain('上升 15 个百分点');
    expect(card('达到年度上限的企业').textContent).toContain(
      '2026 年检查过的 120 家企业中 3 家；上限每家 4 次',
    );
    // this year's by the server's clock: the warning list's cap warnings are this year's too
    expect(within(card('达到年度上限的企业')).getByRole('link').getAttribute('href')).toBe(
      paths.earlyWarning.href({ kind: 'annual_cap' }),
    );
    expect(card('满意率').textContent).toContain('80%');
    expect(within(card('超期')).getByRole('link').getAttribute('href')).toBe(
      paths.enforceNotice.href({ view: 'overdue' }),
    );
    expect(card('计划对象已检查').textContent).toContain('已检查 20 / 计划 50 家');
    expect(card('预约按时答复率').textContent).toContain('90%');
    expect(within(card('预约按时答复率')).getByRole('link').getAttribute('href')).toBe(
      paths.appointmentList.href(period),
    );
    expect(callsOf(view, 'getDepartmentAnalysis').map((call) => call.input)).toEqual([{ period: 'month' }]);
  });

  it('switches the period, and checks a custom range before asking', async () => {
    const view = await renderScreen(paths.analyse.path, {
      as: 'officer',
      api: { getDepartmentAnalysis: departmentAnalysis },
    });
    await screen.findByText(/市场监督管理局：/);
    await click(screen.getByRole('radio', { name: '本季度' }));
    await waitFor(() =>
      expect(callsOf(view, 'getDepartmentAnalysis').at(-1)?.input).toEqual({ period: 'quarter' }),
    );
    // kept in the address: back from a figure's list returns to the same period
    expect(view.location()).toBe(paths.analyse.href({ period: 'quarter' }));

    await click(screen.getByRole('radio', { name: '自定义' }));
    await typeInto(screen.getByLabelText('开始日期'), '2026-03-10');
    await typeInto(screen.getByLabelText('结束日期'), '2026-03-01');
    await click(button('查询'));
    expect(screen.getByRole('alert').textContent).toBe('结束日期不能早于开始日期');
    await typeInto(screen.getByLabelText('开始日期'), '2023-01-01');
    await click(button('查询'));
    expect(screen.getByRole('alert').textContent).toBe('自定义期间最长 731 天');
    expect(callsOf(view, 'getDepartmentAnalysis')).toHaveLength(2);

    await typeInto(screen.getByLabelText('开始日期'), '2026-02-01');
    await click(button('查询'));
    await waitFor(() =>
      expect(callsOf(view, 'getDepartmentAnalysis').at(-1)?.input).toEqual({
        period: 'custom',
        from: '2026-02-01',
        to: '2026-03-01',
      }),
    );
    await waitFor(() =>
      expect(view.location()).toBe(
        paths.analyse.href({ period: 'custom', from: '2026-02-01', to: '2026-03-01' }),
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('follows the address when it changes the period under the open screen', async () => {
    const view = await renderScreen(paths.analyse.href({ period: 'month' }), {
      as: 'officer',
      api: { getDepartmentAnalysis: departmentAnalysis },
    });
    await screen.findByText(/市场监督管理局：/);
    expect((screen.getByRole('radio', { name: '本月' }) as HTMLInputElement).checked).toBe(true);
    await view.navigate(paths.analyse.href({ period: 'year' }));
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: '本年' }) as HTMLInputElement).checked).toBe(true),
    );
    expect((screen.getByRole('radio', { name: '本月' }) as HTMLInputElement).checked).toBe(false);
  });

  it('says which whole months the evaluations are of', async () => {
    await renderScreen(paths.analyse.path, {
      as: 'officer',
      api: { getDepartmentAnalysis: departmentAnalysis },
    });
    expect((await screen.findByText(/条评价/)).textContent).toBe('2026年9月至2026年10月的 20 条评价');
    expect(screen.getByText(/评价按整月统计/)).toBeTruthy();
  });

  it('says when no month holds 5 evaluations to show', async () => {
    await renderScreen(paths.analyse.path, {
      as: 'officer',
      api: {
        getDepartmentAnalysis: {
          ...departmentAnalysis,
          evaluations: {
            months: { from: '2026-10', to: '2026-10' },
            counted: 0,
            shown: false,
            levels: [],
            satisfactionRate: null,
          },
        },
      },
    });
    expect(await screen.findByText('2026年10月的评价少于 5 条，不显示分布和满意率。')).toBeTruthy();
    expect(screen.queryByText('满意率')).toBeNull();
  });

  it('shows a chart as an accessible table with the same figures', async () => {
    await renderScreen(paths.analyse.path, {
      as: 'officer',
      api: { getDepartmentAnalysis: departmentAnalysis },
    });
    await screen.findByText(/市场监督管理局：/);
    expect(screen.getByRole('img', { name: '各月检查次数（按类型）' })).toBeTruthy();
    await click(screen.getAllByRole('button', { name: '以表格显示' })[0]!);
    const table = screen.getByRole('table', { name: '各月检查次数（按类型）' });
    const row = within(table).getByRole('row', { name: /2026年11月/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['25', '10', '5', '40']);
    await click(button('以图表显示'));
    expect(screen.queryByRole('table', { name: '各月检查次数（按类型）' })).toBeNull();
  });

  it('shows an empty state for a department with nothing in the period', async () => {
    await renderScreen(paths.analyse.path, {
      as: 'officer',
      api: { getDepartmentAnalysis: emptyDepartmentAnalysis },
    });
    expect(await screen.findByRole('heading', { name: '本期间没有数据' })).toBeTruthy();
  });

  it('offers a retry after a failure', async () => {
    let attempts = 0;
    await renderScreen(paths.analyse.path, {
      as: 'officer',
      api: {
        getDepartmentAnalysis: () => (++attempts === 1 ? fail(500, 'boom') : departmentAnalysis),
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('服务暂时不可用');
    await click(button('重试'));
    expect(await screen.findByText(/市场监督管理局：/)).toBeTruthy();
  });

  it('lets a supervisor choose a department, and reach the city analysis', async () => {
    const view = await renderScreen(paths.analyse.path, {
      as: supervisor,
      api: { getDepartmentAnalysis: departmentAnalysis, getComplaintOptions: departments },
    });
    await screen.findByText(/市场监督管理局：/);
    expect(screen.getByRole('link', { name: '查看全市综合分析' })).toBeTruthy();
    await typeInto(await screen.findByRole('combobox', { name: '部门' }), 'market');
    await waitFor(() =>
      expect(callsOf(view, 'getDepartmentAnalysis').at(-1)?.input).toEqual({
        period: 'month',
        departmentCode: 'market',
      }),
    );
    // The office's lists hold every department's: each figure opens its list narrowed to the department shown.
    const period = { from: '2026-11-01', to: '2026-11-24' };
    const market = { departmentCode: 'market' };
    const linkOf = (label: string) => within(card(label)).queryByRole('link')?.getAttribute('href') ?? null;
    await waitFor(() =>
      expect(linkOf('检查次数')).toBe(paths.registrationList.href({ ...period, ...market })),
    );
    expect(linkOf('补录登记')).toBe(paths.registrationList.href({ ...period, flag: 'late', ...market }));
    expect(linkOf('收到投诉')).toBe(paths.enforceNotice.href({ view: 'lodged', ...period, ...market }));
    expect(linkOf('超期')).toBe(paths.enforceNotice.href({ view: 'overdue', ...market }));
    expect(linkOf('预约按时答复率')).toBe(paths.appointmentList.href({ ...period, ...market }));
    // kept per department, so not the office's: the cap warnings and the plans
    expect(linkOf('达到年度上限的企业')).toBeNull();
    expect(linkOf('计划对象已检查')).toBeNull();
  });
});

describe('city analysis', () => {
  it('ranks departments by any column and exports the table', async () => {
    const view = await renderScreen(paths.comprehensiveAnalysis.path, {
      as: supervisor,
      api: { getCityAnalysis: cityAnalysis },
    });
    await heading('综合分析');
    const table = await screen.findByRole('table', { name: /各部门本期数据/ });
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names()).toEqual(['市场监督管理局', '卫生健康委员会']);
    await click(within(table).getByRole('button', { name: '检查次数' }));
    expect(names()).toEqual(['卫生健康委员会', '市场监督管理局']);
    expect(
      within(table)
        .getByRole('columnheader', { name: /检查次数/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
    expect(within(table).getByRole('link', { name: '市场监督管理局' }).getAttribute('href')).toBe(
      paths.analyse.href({ departmentCode: 'market', period: 'month' }),
    );
    expect(screen.getByRole('table', { name: '各区检查次数' }).textContent).toContain('福田区');
    expect(screen.getByRole('link', { name: /深圳市鹏城食品有限公司/ }).getAttribute('href')).toBe(
      paths.historyCheck.href({ enterpriseNumber: 'SZ440300000001' }),
    );
    expect(screen.getByRole('img', { name: '近 12 个月趋势: 投诉' })).toBeTruthy();
    expect(callsOf(view, 'getCityAnalysis').map((call) => call.input)).toEqual([{ period: 'month' }]);
    // the office's registration list is the city's: the city figures open it
    const cityPeriod = { from: cityAnalysis.period.from, to: cityAnalysis.period.to };
    expect(within(card('检查次数')).getByRole('link').getAttribute('href')).toBe(
      paths.registrationList.href(cityPeriod),
    );
    expect(within(card('补录登记')).getByRole('link').getAttribute('href')).toBe(
      paths.registrationList.href({ ...cityPeriod, flag: 'late' }),
    );
    const districts = screen.getByRole('table', { name: '各区检查次数' });
    expect(within(districts).getByRole('link', { name: '福田区' }).getAttribute('href')).toBe(
      paths.registrationList.href({ ...cityPeriod, regionCode: '440304' }),
    );

    const blobs: Blob[] = [];
    const create = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await click(button('导出 CSV'));
    expect(clicked).toHaveBeenCalled();
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await blobs[0]!.text()).toContain('卫生健康委员会,12,12,1,0,,0,');
    clicked.mockRestore();
  });

  it('opens the page as a PDF for the period shown', async () => {
    const view = await renderScreen(paths.comprehensiveAnalysis.path, {
      as: supervisor,
      api: { getCityAnalysis: cityAnalysis },
    });
    await screen.findByRole('table', { name: /各部门本期数据/ });
    await click(button('导出PDF'));
    await waitFor(() => expect(view.location()).toBe(paths.pdfView.href({ doc: 'cityAnalysis.month' })));
  });

  it('exports the custom range shown, in English too', async () => {
    const view = await renderScreen(paths.comprehensiveAnalysis.path, {
      as: supervisor,
      locale: 'en',
      api: { getCityAnalysis: cityAnalysis },
    });
    await screen.findByRole('table', { name: /Departments in this period/ });
    await click(screen.getByRole('radio', { name: 'Custom' }));
    await typeInto(screen.getByLabelText('Start date'), '2026-01-01');
    await typeInto(screen.getByLabelText('End date'), '2026-03-31');
    await click(button('Show'));
    await waitFor(() =>
      expect(callsOf(view, 'getCityAnalysis').at(-1)?.input).toEqual({
        period: 'custom',
        from: '2026-01-01',
        to: '2026-03-31',
      }),
    );
    await click(await screen.findByRole('button', { name: 'Export PDF' }));
    await waitFor(() =>
      expect(view.location()).toBe(paths.pdfView.href({ doc: 'cityAnalysis.2026-01-01_2026-03-31' })),
    );
  });

  it('is for supervisors only; enterprises see no access to either screen', async () => {
    await renderScreen(paths.comprehensiveAnalysis.path, { as: 'officer' });
    expect(await heading('暂无访问权限')).toBeTruthy();
  });

  it('keeps enterprises out of the department analysis', async () => {
    const view = await renderScreen(paths.analyse.path, { as: 'enterprise' });
    expect(await heading('暂无访问权限')).toBeTruthy();
    expect(callsOf(view, 'getDepartmentAnalysis')).toEqual([]);
  });
});
