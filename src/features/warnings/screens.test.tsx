import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiInput, ApiOutput } from '../../../contract/api-schemas';
import { WARNING_KIND_ORDER } from '../../../contract/warnings/rules';
import type { Warning } from '../../../contract/warnings/schemas';
import { paths } from '../../lib/paths';
import { dailyWarning, ENTERPRISE_NUMBER, marketQuota, registrationSummary } from '../../test/fixtures';
import { fail, officerUser, renderScreen } from '../../test/render-screen';
import { callsOf, withLayout } from '../../test/screen-actions';

describe('warning screens', () => {
  const capWarning = {
    ...dailyWarning,
    kind: 'annual_cap' as const,
    message: '本年度市场监督管理局已检查 4 次，达到上限 4 次',
    enterpriseName: '南山精密',
    enterpriseNumber: 'SZ440305000456',
  };
  /** The server's desk over `warnings`: a kind (the first that has any) a page of two at a time. */
  const deskOf =
    (warnings: Warning[]) =>
    ({ kind, cursor }: ApiInput<'listWarningDesk'>): ApiOutput<'listWarningDesk'> => {
      const counts = Object.fromEntries(
        WARNING_KIND_ORDER.map((k) => [k, warnings.filter((w) => w.kind === k).length]),
      ) as ApiOutput<'listWarningDesk'>['counts'];
      const shown = kind ?? WARNING_KIND_ORDER.find((k) => counts[k] > 0) ?? 'daily';
      const from = Number(cursor ?? 0);
      const ofKind = warnings.filter((w) => w.kind === shown);
      return {
        kind: shown,
        counts,
        items: ofKind.slice(from, from + 2),
        nextCursor: from + 2 < ofKind.length ? String(from + 2) : null,
      };
    };
  const dailyAt = (n: number) => ({
    ...dailyWarning,
    enterpriseName: `企业 ${n}`,
    enterpriseNumber: `SZ44030500010${n}`,
  });

  it("lists the officer's warnings a kind and a page at a time, each linking to the enterprise", async () => {
    withLayout();
    const view = await renderScreen(paths.earlyWarning.path, {
      as: 'officer',
      api: { listWarningDesk: deskOf([dailyAt(1), dailyAt(2), dailyAt(3), capWarning]) },
    });
    const link = await screen.findByRole('link', { name: /企业 1/ });
    expect(screen.getByRole('heading', { name: '预警信息', level: 1 })).toBeTruthy();
    expect(link.getAttribute('href')).toBe(
      paths.enterpriseWarningInfo.href({ enterpriseNumber: 'SZ440305000101' }),
    );
    expect(link.textContent).toContain(dailyWarning.message);
    // The next page follows as the list scrolls to its end.
    expect(await screen.findByRole('link', { name: /企业 3/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '单日多次检查（3）' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText(capWarning.message)).toBeNull();
    // Kinds without warnings get no tab.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '单日多次检查（3）',
      '达到年度检查上限（1）',
    ]);

    fireEvent.click(screen.getByRole('tab', { name: '达到年度检查上限（1）' }));
    await waitFor(() => expect(view.location()).toBe(paths.earlyWarning.href({ kind: 'annual_cap' })));
    expect(await screen.findByText(capWarning.message)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /企业 1/ })).toBeNull();
    expect(callsOf(view, 'listWarningDesk').map((call) => call.input)).toEqual([
      {},
      { cursor: '2' },
      { kind: 'annual_cap' },
    ]);
  });

  it('sends an enterprise to the home screen: its own warnings are on its warnings page', async () => {
    const view = await renderScreen(paths.earlyWarning.path, {
      as: 'enterprise',
      api: { listWarningDesk: deskOf([dailyWarning]) },
    });
    await waitFor(() => expect(view.location()).toBe(paths.home.path));
    expect(callsOf(view, 'listWarningDesk')).toEqual([]);
  });

  it("tells the supervision office its list is the whole city's", async () => {
    await renderScreen(paths.earlyWarning.path, {
      as: { ...officerUser, capabilities: ['supervisor'] },
      api: { listWarningDesk: deskOf([dailyWarning]) },
    });
    expect(await screen.findByText(/^全市近 12 个月/)).toBeTruthy();
    expect(screen.queryByText(/^本部门/)).toBeNull();
  });

  it('opens the kind a figure asked for', async () => {
    await renderScreen(paths.earlyWarning.href({ kind: 'annual_cap' }), {
      as: 'officer',
      api: { listWarningDesk: deskOf([dailyWarning, capWarning]) },
    });
    expect(await screen.findByText(capWarning.message)).toBeTruthy();
    expect(screen.queryByText(dailyWarning.message)).toBeNull();
    expect(screen.getByRole('tab', { name: '达到年度检查上限（1）' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('says there are none of the kind asked for, and reads an unknown kind as the first with warnings', async () => {
    await renderScreen(paths.earlyWarning.href({ kind: 'annual_cap' }), {
      as: 'officer',
      api: { listWarningDesk: deskOf([dailyWarning]) },
    });
    expect(await screen.findByText('当前没有这类预警')).toBeTruthy();
    const view = await renderScreen(`${paths.earlyWarning.path}?kind=bogus`, {
      as: 'officer',
      api: { listWarningDesk: deskOf([dailyWarning]) },
    });
    expect(await screen.findByText(dailyWarning.message)).toBeTruthy();
    expect(callsOf(view, 'listWarningDesk')[0]?.input).toEqual({});
  });

  it('says so when there are no warnings, without empty tabs', async () => {
    await renderScreen(paths.earlyWarning.path, { as: 'officer', api: { listWarningDesk: deskOf([]) } });
    expect(await screen.findByText('当前没有预警')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('tells a server failure from an empty list, without the server text', async () => {
    await renderScreen(paths.earlyWarning.path, {
      as: 'officer',
      api: { listWarningDesk: fail(500, 'db down: select * from warnings') },
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
