import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { departmentAnalysis, departments, supervisor } from './test-fixtures';
import { paths } from '../../lib/paths';
import { renderScreen } from '../../test/render-screen';
import { heading } from '../../test/screen-actions';

const card = (label: string) => screen.getByText(label, { selector: 'span' }).closest('li')!;

describe('the department analysis per officer', () => {
  it('shows the office the far and unlocated check-ins, each opening its list of the department', async () => {
    await renderScreen(paths.analyse.path, {
      as: supervisor,
      api: { getDepartmentAnalysis: departmentAnalysis, getComplaintOptions: departments },
    });
    const period = { from: '2026-11-01', to: '2026-11-24' };
    for (const [label, flag, count] of [
      ['签到位置偏远', 'farCheckIn', '2'],
      ['无定位签到', 'unlocatedCheckIn', '1'],
    ] as const) {
      await screen.findByText(label, { selector: 'span' });
      const figure = card(label);
      expect(figure.textContent).toContain(count);
      expect(within(figure).getByRole('link').getAttribute('href')).toBe(
        // the department the office looks at: its own until it chooses one
        paths.registrationList.href({ ...period, flag, departmentCode: 'justice' }),
      );
    }
  });

  it('shows the office its officers: typed numbers and check-ins per officer', async () => {
    await renderScreen(paths.analyse.path, {
      as: supervisor,
      api: { getDepartmentAnalysis: departmentAnalysis, getComplaintOptions: departments },
    });
    const table = await screen.findByRole('table', { name: /本期各执法人员登记的检查/ });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '执法人员检查次数手动输入签到偏远无定位',
      '李明25321',
      '赵强15100',
    ]);
  });

  it('tells the office when no officer of the department registered an inspection', async () => {
    await renderScreen(paths.analyse.path, {
      as: supervisor,
      api: {
        getDepartmentAnalysis: { ...departmentAnalysis, officers: [] },
        getComplaintOptions: departments,
      },
    });
    expect(await screen.findByText('本期本部门没有检查登记')).toBeTruthy();
  });

  it('shows an officer no per-officer table', async () => {
    await renderScreen(paths.analyse.path, {
      as: 'officer',
      api: { getDepartmentAnalysis: { ...departmentAnalysis, officers: null } },
    });
    await screen.findByText(/市场监督管理局：/);
    expect(screen.queryByRole('heading', { name: '执法人员登记与签到' })).toBeNull();
  });

  it('in English, with numbers for the locale', async () => {
    await renderScreen(paths.analyse.path, {
      as: 'officer',
      locale: 'en',
      api: { getDepartmentAnalysis: departmentAnalysis },
    });
    await heading('Statistics');
    expect(card('Inspections').textContent).toContain('8 more than before');
    expect(card('Scan rate').textContent).toContain('Up 15 percentage points');
    expect(card('Far check-ins').textContent).toContain('2');
  });
});
