import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiOutput } from '../../../contract/api-schemas';
import { clearQueryCache } from '../../lib/http/query-cache';
import { paths } from '../../lib/paths';
import { ENTERPRISE_NUMBER, enterprisePreview, supervisionCode } from '../../test/fixtures';
import { fail, renderScreen } from '../../test/render-screen';

const resolved: ApiOutput<'resolveCode'> = {
  scanId: 'scan-1',
  enterpriseNumber: ENTERPRISE_NUMBER,
  enterpriseName: supervisionCode.enterpriseName,
  manual: true,
};

// Each test is a fresh start of the app: no answer of an earlier test may be shown.
afterEach(() => clearQueryCache());

describe('supervision code screens', () => {
  it('shows the enterprise its own supervision code, named by its name and number, when opened without a number', async () => {
    const view = await renderScreen(paths.enterpriseQrCode.path, {
      as: 'enterprise',
      api: { getSupervisionCode: supervisionCode },
    });
    expect(await screen.findByRole('heading', { name: '执法监督码' })).toBeTruthy();
    // the title shows at once, the code once it has come and been drawn
    expect(
      await screen.findByRole('img', {
        name: `${supervisionCode.enterpriseName} 的执法监督二维码，企业编号 ${ENTERPRISE_NUMBER}`,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '保存图片' })).toBeTruthy();
    expect(view.screenCalls()).toEqual([
      expect.objectContaining({ name: 'getSupervisionCode', input: { enterpriseNumber: ENTERPRISE_NUMBER } }),
    ]);
  });

  it('says there is no network when the code cannot be loaded offline, and loads it on retry', async () => {
    let online = false;
    await renderScreen(paths.enterpriseQrCode.path, {
      as: 'enterprise',
      api: { getSupervisionCode: () => (online ? supervisionCode : fail(-1, 'Network Error')) },
    });
    expect(await screen.findByRole('heading', { name: '网络未连接' })).toBeTruthy();
    expect(screen.queryByText('只能查看本企业的监督码')).toBeNull();
    online = true;
    act(() => void fireEvent.click(screen.getByRole('button', { name: '重试' })));
    expect(await screen.findByText(ENTERPRISE_NUMBER)).toBeTruthy();
  });

  it.each([
    [403, '无权查看'],
    [404, '内容不存在'],
    [500, '服务暂时不可用'],
  ])('tells a %i apart from no network', async (code, title) => {
    await renderScreen(paths.enterpriseQrCode.path, {
      as: 'enterprise',
      api: { getSupervisionCode: fail(code, 'refused') },
    });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.queryByText('网络未连接')).toBeNull();
  });

  it('keeps an officer out of the enterprise code screen', async () => {
    const view = await renderScreen(paths.enterpriseQrCode.href({ enterpriseNumber: ENTERPRISE_NUMBER }), {
      as: 'officer',
    });
    expect(await screen.findByText('此页面供企业用户使用，您当前登录的账号无法查看。')).toBeTruthy();
    expect(view.screenCalls()).toEqual([]);
  });

  it('lists each code issued with the scans of it, and says when there is none', async () => {
    const history: ApiOutput<'listCodeHistory'> = [
      {
        codeId: 'demo-pengcheng-2',
        issuedAt: supervisionCode.issuedAt,
        revokedAt: null,
        scans: [
          {
            scanId: 'scan-1',
            scannedAt: '2026-02-01T10:00:00+08:00',
            purpose: 'visit',
            staffName: '李明',
            departmentName: '市场监督管理局',
          },
        ],
      },
    ];
    await renderScreen(paths.qrCodeHistory.path, { as: 'enterprise', api: { listCodeHistory: history } });
    expect(await screen.findByRole('heading', { name: '监督码签发与扫码记录' })).toBeTruthy();
    expect(screen.getByText('市场监督管理局 · 李明')).toBeTruthy();
    expect(screen.getByText('服务走访')).toBeTruthy();
    expect(screen.getByText('使用中')).toBeTruthy();
  });

  it('says when no code has been issued yet', async () => {
    await renderScreen(paths.qrCodeHistory.path, { as: 'enterprise', api: { listCodeHistory: [] } });
    expect(await screen.findByText('尚未签发监督码')).toBeTruthy();
  });

  it('offers manual entry beside the scanner', async () => {
    await renderScreen(paths.enforceScanQrCode.path, { as: 'officer' });
    expect(await screen.findByRole('heading', { name: '扫码检查' })).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: '无法扫码？手动输入企业编号' })).getAttribute('href'),
    ).toBe(paths.enforceNoScan.href());
  });

  it('takes a typed enterprise number through the code check to the preview', async () => {
    const view = await renderScreen(paths.enforceNoScan.path, {
      as: 'officer',
      api: { resolveCode: resolved, getEnterprisePreview: enterprisePreview },
    });
    await screen.findByRole('heading', { name: '手动登记' });
    act(() => void fireEvent.click(screen.getByRole('button', { name: '下一步' })));
    expect(await screen.findByText('企业编号为 SZ 加 12 位数字')).toBeTruthy();

    act(
      () =>
        void fireEvent.change(screen.getByLabelText(/^企业编号/), { target: { value: 'sz440300000001' } }),
    );
    act(() => void fireEvent.click(screen.getByRole('button', { name: '下一步' })));
    expect(await screen.findByRole('heading', { name: '企业信息核验' })).toBeTruthy();
    expect(view.location()).toBe(
      paths.enterpriseScanPreview.href({ scanId: 'scan-1', enterpriseNumber: ENTERPRISE_NUMBER }),
    );
    expect(view.screenCalls().find((call) => call.name === 'resolveCode')?.input).toEqual({
      enterpriseNumber: ENTERPRISE_NUMBER,
      purpose: 'inspection',
    });
  });

  it("gives the server's reason when a code is refused, with the ways on", async () => {
    await renderScreen(paths.qrCodeLoading.href({ payload: 'SVC1.forged' }), {
      as: 'officer',
      api: { resolveCode: fail(500, '二维码无效或已被篡改') },
    });
    expect(await screen.findByRole('heading', { name: '无法识别该监督码' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('二维码无效或已被篡改');
    expect(screen.getByRole('button', { name: '重新扫码' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '无法扫码？手动输入企业编号' })).toBeTruthy();
  });

  it('checks the code again after a network failure', async () => {
    let online = false;
    const view = await renderScreen(paths.qrCodeLoading.href({ payload: 'SVC1.good' }), {
      as: 'officer',
      api: {
        resolveCode: () => (online ? resolved : fail(-1, 'Network Error')),
        getEnterprisePreview: enterprisePreview,
      },
    });
    expect(await screen.findByRole('heading', { name: '网络未连接' })).toBeTruthy();
    online = true;
    act(() => void fireEvent.click(screen.getByRole('button', { name: '重试' })));
    await waitFor(() =>
      expect(view.location()).toBe(
        paths.enterpriseScanPreview.href({ scanId: 'scan-1', enterpriseNumber: ENTERPRISE_NUMBER }),
      ),
    );
  });
});
