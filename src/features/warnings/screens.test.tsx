import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { dailyWarning, ENTERPRISE_NUMBER, marketQuota, registrationSummary } from '../../test/fixtures';
import { fail, officerUser, renderScreen } from '../../test/render-screen';

describe('warning screens', () => {
  it("lists the officer's warnings grouped by kind, each linking to the enterprise", async () => {
    await renderScreen(paths.earlyWarning.path, { as: 'officer', api: { listWarnings: [dailyWarning] } });
    expect(await screen.findByText(dailyWarning.message)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '预警信息', level: 1 })).toBeTruthy();
    const link = screen.getByRole('link', { name: new RegExp(dailyWarning.enterpriseName) });
    expect(link.getAttribute('href')).toBe(
      paths.enterpriseWarningInfo.href({ enterpriseNumber: ENTERPRISE_NUMBER }),
    );
  });

  it("tells the supervision office its list is the whole city's", async () => {
    await renderScreen(paths.earlyWarning.path, {
      as: { ...officerUser, capabilities: ['supervisor'] },
      api: { listWarnings: [dailyWarning] },
    });
    expect(await screen.findByText(/^全市近 12 个月/)).toBeTruthy();
    expect(screen.queryByText(/^本部门/)).toBeNull();
  });

  it('shows one kind when a figure asked for it, as a tag that brings back every kind', async () => {
    const capWarning = {
      ...dailyWarning,
      kind: 'annual_cap' as const,
      message: '本年度市场监督管理局已检查 4 次，达到上限 4 次',
      enterpriseName: '南山精密',
      enterpriseNumber: 'SZ440305000456',
    };
    const view = await renderScreen(paths.earlyWarning.href({ kind: 'annual_cap' }), {
      as: 'officer',
      api: { listWarnings: [dailyWarning, capWarning] },
    });
    expect(await screen.findByText(capWarning.message)).toBeTruthy();
    expect(screen.queryByText(dailyWarning.message)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '移除筛选：达到年度检查上限' }));
    await waitFor(() => expect(view.location()).toBe(paths.earlyWarning.path));
    expect(await screen.findByText(dailyWarning.message)).toBeTruthy();
  });

  it('says there are none of the kind asked for, and reads an unknown kind as every kind', async () => {
    await renderScreen(paths.earlyWarning.href({ kind: 'annual_cap' }), {
      as: 'officer',
      api: { listWarnings: [dailyWarning] },
    });
    expect(await screen.findByText('当前没有这类预警')).toBeTruthy();
  });

  it('says so when there are no warnings', async () => {
    await renderScreen(paths.earlyWarning.path, { as: 'officer', api: { listWarnings: [] } });
    expect(await screen.findByText('当前没有预警')).toBeTruthy();
  });

  it('tells a server failure from an empty list, without the server text', async () => {
    await renderScreen(paths.earlyWarning.path, {
      as: 'officer',
      api: { listWarnings: fail(500, 'db down: select * from warnings') },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('服务暂时不可用');
    expect(screen.queryByText(/select \*/)).toBeNull();
  });

  it("shows one enterprise's warnings and quota", async () => {
    const view = await renderScreen(
      paths.enterpriseWarningInfo.href({ enterpriseNumber: ENTERPRISE_NUMBER }),
      {
        as: 'officer',
        api: { listWarnings: [dailyWarning], getQuota: [marketQuota] },
      },
    );
    expect(await screen.findByText(dailyWarning.message)).toBeTruthy();
    expect(screen.getByRole('meter', { name: /市场监督管理局/ })).toBeTruthy();
    expect(
      view
        .screenCalls()
        .map((call) => call.name)
        .sort(),
    ).toEqual(['getQuota', 'listWarnings']);
  });
});

describe('quota screens', () => {
  it("shows the enterprise its own year's quota, each department opening its registrations", async () => {
    const view = await renderScreen(paths.enterpriseInspectionList.href({ year: 2026 }), {
      as: 'enterprise',
      api: { getQuota: [{ ...marketQuota, used: 4 }] },
    });
    expect(await screen.findByRole('heading', { name: '2026 年各部门检查情况', level: 1 })).toBeTruthy();
    expect(screen.getByText(/您可以拒绝超出上限的例行检查并投诉/)).toBeTruthy();
    const department = screen.getByRole('link', { name: /市场监督管理局/ });
    expect(department.getAttribute('href')).toBe(
      paths.enterpriseInspectionDetail.href({
        enterpriseNumber: ENTERPRISE_NUMBER,
        departmentCode: 'market',
        departmentName: '市场监督管理局',
        year: 2026,
      }),
    );
    expect(view.screenCalls()).toEqual([
      expect.objectContaining({
        name: 'getQuota',
        input: { enterpriseNumber: ENTERPRISE_NUMBER, year: 2026 },
      }),
    ]);
  });

  it("lists one department's registrations of the year, marking case-specific ones", async () => {
    const view = await renderScreen(
      paths.enterpriseInspectionDetail.href({
        enterpriseNumber: ENTERPRISE_NUMBER,
        departmentCode: 'market',
        departmentName: '市场监督管理局',
        year: 2026,
      }),
      {
        as: 'enterprise',
        api: {
          listRegistrations: {
            items: [registrationSummary, { ...registrationSummary, id: 'reg-case', type: 'case' }],
            nextCursor: null,
          },
        },
      },
    );
    expect(await screen.findByRole('heading', { name: '市场监督管理局 2026 年检查', level: 1 })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /李明、王芳/ })).toHaveLength(2));
    expect(screen.getAllByText('专项检查（不计入上限）')).toHaveLength(1);
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(view.screenCalls()[0]?.input).toMatchObject({
      enterpriseNumber: ENTERPRISE_NUMBER,
      departmentCode: 'market',
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });
});
