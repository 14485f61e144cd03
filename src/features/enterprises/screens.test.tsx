import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dateText } from '../../../contract/city-calendar';
import { clearQueryCache } from '../../lib/http/query-cache';
import { paths } from '../../lib/paths';
import { dailyWarning, ENTERPRISE_NUMBER, enterprisePreview } from '../../test/fixtures';
import { enterpriseUser, renderScreen } from '../../test/render-screen';
import { click } from '../../test/screen-actions';

// Each test is a fresh start of the app: no answer of an earlier test may be shown.
afterEach(() => clearQueryCache());

describe('enterprise screens', () => {
  it('shows the officer the scanned enterprise and offers check-in and registration', async () => {
    const view = await renderScreen(
      paths.enterpriseScanPreview.href({ scanId: 'scan-1', enterpriseNumber: ENTERPRISE_NUMBER }),
      {
        as: 'officer',
        api: { getEnterprisePreview: enterprisePreview, listAppointments: { items: [], total: 0 } },
      },
    );
    expect(await screen.findByRole('heading', { name: '企业信息核验' })).toBeTruthy();
    // the title shows at once, the enterprise once its preview has come
    expect(await screen.findByRole('heading', { name: enterprisePreview.enterprise.name })).toBeTruthy();
    expect(screen.getByText('无检查预警')).toBeTruthy();
    expect(screen.getByRole('button', { name: '现场签到' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '登记检查' })).toBeTruthy();
    // the preview and today's appointments are asked for side by side, in either order
    expect(view.screenCalls()).toHaveLength(2);
    expect(view.screenCalls()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'listAppointments',
          input: {
            state: 'confirmed',
            on: dateText(new Date()),
            limit: 20,
            enterpriseNumber: ENTERPRISE_NUMBER,
          },
        }),
        expect.objectContaining({
          name: 'getEnterprisePreview',
          input: { enterpriseNumber: ENTERPRISE_NUMBER },
        }),
      ]),
    );
    // no confirmed appointment today: nothing is offered
    expect(screen.queryByRole('heading', { name: '今天的预约' })).toBeNull();
  });

  it('offers to register against the enterprise’s confirmed appointment of today', async () => {
    const today = dateText(new Date());
    const appointment = (kind: 'recheck' | 'guidance', id: string) => ({
      id,
      appointmentNumber: `YY${id}`,
      kind,
      state: 'confirmed' as const,
      enterpriseNumber: ENTERPRISE_NUMBER,
      enterpriseName: enterprisePreview.enterprise.name,
      departmentCode: 'market',
      departmentName: '市场监督管理局',
      slot: { date: today, period: 'morning' as const },
      preferredSlots: [{ date: today, period: 'morning' as const }],
      answerDueAt: null,
      officerNames: kind === 'recheck' ? ['李明', '赵强'] : [],
      createdAt: '2026-11-20T09:00:00+08:00',
      version: 3,
    });
    const view = await renderScreen(
      paths.enterpriseScanPreview.href({ scanId: 'scan-1', enterpriseNumber: ENTERPRISE_NUMBER }),
      {
        as: 'officer',
        api: {
          getEnterprisePreview: enterprisePreview,
          listAppointments: {
            items: [appointment('recheck', 'apt-1'), appointment('guidance', 'apt-2')],
            total: 2,
          },
        },
      },
    );
    const today$ = await screen.findByRole('region', { name: '今天的预约' });
    const [recheck, guidance] = within(today$).getAllByRole('button', { name: '按预约登记' });
    expect(
      within(today$)
        .getByRole('link', { name: /整改复查/ })
        .getAttribute('href'),
    ).toBe(paths.appointmentDetail.href({ id: 'apt-1' }));
    expect(within(today$).getByText('李明、赵强')).toBeTruthy();
    expect(within(today$).getByText('尚未指派上门人员')).toBeTruthy();
    await click(recheck!);
    expect(view.location()).toBe(
      paths.enforceScanPage.href({
        scanId: 'scan-1',
        enterpriseNumber: ENTERPRISE_NUMBER,
        appointmentId: 'apt-1',
        caseReason: 'recheck',
      }),
    );
    expect(guidance).toBeTruthy();
  });

  it('puts the warnings first and says in words how many there are', async () => {
    await renderScreen(
      paths.enterpriseScanPreview.href({ scanId: 'scan-1', enterpriseNumber: ENTERPRISE_NUMBER }),
      {
        as: 'officer',
        api: { getEnterprisePreview: { ...enterprisePreview, warnings: [dailyWarning] } },
      },
    );
    const warnings = await screen.findByRole('alert');
    expect(warnings.textContent).toContain('检查预警 1 条');
    expect(warnings.textContent).toContain(dailyWarning.message);
    const name = screen.getByRole('heading', { name: enterprisePreview.enterprise.name });
    expect(warnings.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('asks for the enterprise number when the preview is opened without one', async () => {
    const view = await renderScreen(`${paths.enterpriseScanPreview.path}?scanId=scan-1`, { as: 'officer' });
    expect(await screen.findByText('打开此页面需要企业编号，但链接中没有或格式不正确。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新扫码' })).toBeTruthy();
    expect(view.screenCalls()).toEqual([]);
  });

  it('shows all the facts of the enterprise and the way to its full history', async () => {
    await renderScreen(paths.enterpriseBaseInfo.href({ enterpriseNumber: ENTERPRISE_NUMBER }), {
      as: 'officer',
      api: { getEnterprisePreview: enterprisePreview },
    });
    expect(await screen.findByRole('heading', { name: '企业基本信息' })).toBeTruthy();
    // the heading shows before the facts arrive
    expect(await screen.findByText(enterprisePreview.enterprise.creditCode)).toBeTruthy();
    expect(screen.getByText(enterprisePreview.enterprise.contactPhone)).toBeTruthy();
    expect(screen.getByRole('link', { name: '全部检查记录' }).getAttribute('href')).toBe(
      paths.historyCheck.href({ enterpriseNumber: ENTERPRISE_NUMBER }),
    );
  });

  it('asks a user without an enterprise for its facts', async () => {
    await renderScreen(paths.enterpriseRegister.path, {
      as: { ...enterpriseUser, enterpriseNumber: null, enterpriseName: null },
      api: { getRegionCascade: [] },
    });
    expect(await screen.findByRole('heading', { name: '企业登记' })).toBeTruthy();
    expect(screen.getByLabelText(/^企业名称/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交登记' })).toBeTruthy();
  });

  it("locates the premises on the user's tap, says when it cannot, and lets the user leave it out", async () => {
    const answers: Array<GeolocationPosition | null> = [
      null,
      { coords: { latitude: 22.54012, longitude: 113.95121, accuracy: 18 } } as GeolocationPosition,
    ];
    const geolocation = {
      getCurrentPosition: (found: PositionCallback, failed: PositionErrorCallback) => {
        const answer = answers.shift();
        if (answer) found(answer);
        else failed({ code: 1 } as GeolocationPositionError);
      },
    };
    Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
    try {
      await renderScreen(paths.enterpriseRegister.path, {
        as: { ...enterpriseUser, enterpriseNumber: null, enterpriseName: null },
        api: { getRegionCascade: [] },
      });
      await click(await screen.findByRole('button', { name: '用本机位置定位' }));
      expect(await screen.findByText('未能定位（未授权或超时），可稍后不填提交')).toBeTruthy();
      await click(screen.getByRole('button', { name: '用本机位置定位' }));
      expect(await screen.findByText('已定位 22.54012, 113.95121（精度约 18 米）')).toBeTruthy();
      await click(screen.getByRole('button', { name: '不填定位' }));
      expect(screen.queryByText(/^已定位/)).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it('tells a registered enterprise its number and the way to its code', async () => {
    await renderScreen(paths.enterpriseRegister.path, { as: 'enterprise', api: { getRegionCascade: [] } });
    expect(await screen.findByText(`您的企业已登记，企业编号 ${ENTERPRISE_NUMBER}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看监督码' }).getAttribute('href')).toBe(
      paths.enterpriseQrCode.href({ enterpriseNumber: ENTERPRISE_NUMBER }),
    );
  });
});
