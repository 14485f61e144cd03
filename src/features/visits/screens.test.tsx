import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { ENTERPRISE_NUMBER, enterprisePreview, visit } from '../../test/fixtures';
import { fail, renderScreen } from '../../test/render-screen';

describe('visit screens', () => {
  it('takes a typed enterprise number through the code check to the preview, as a visit', async () => {
    const view = await renderScreen(paths.nonScan.path, {
      as: 'officer',
      api: {
        resolveCode: {
          scanId: 'scan-9',
          enterpriseNumber: ENTERPRISE_NUMBER,
          enterpriseName: enterprisePreview.enterprise.name,
          manual: true,
        },
        getEnterprisePreview: enterprisePreview,
      },
    });
    const numberField = await screen.findByLabelText(/^企业编号/, undefined, { timeout: 3000 });
    expect(screen.getByRole('link', { name: '企业还没有监督码？登记走访' }).getAttribute('href')).toBe(
      paths.outsideRegister.path,
    );
    act(() => void fireEvent.change(numberField, { target: { value: ENTERPRISE_NUMBER.toLowerCase() } }));
    act(() => void fireEvent.click(screen.getByRole('button', { name: '下一步' })));
    expect(await screen.findByText('本次为服务走访，不是执法检查，不计入检查次数。')).toBeTruthy();
    expect(await screen.findByText(enterprisePreview.enterprise.name)).toBeTruthy();
    expect(view.location()).toBe(
      paths.nonPreview.href({ scanId: 'scan-9', enterpriseNumber: ENTERPRISE_NUMBER }),
    );
    expect(view.screenCalls()[0]).toMatchObject({
      name: 'resolveCode',
      input: { enterpriseNumber: ENTERPRISE_NUMBER, purpose: 'visit' },
    });

    fireEvent.click(screen.getByRole('button', { name: '签到并记录走访' }));
    await waitFor(() =>
      expect(view.location()).toBe(
        paths.nonSign.href({ scanId: 'scan-9', enterpriseNumber: ENTERPRISE_NUMBER }),
      ),
    );
  });

  it('says why the server refused a code and offers to scan again', async () => {
    await renderScreen(paths.nonQrCodeLoading.href({ payload: 'SVC1.forged' }), {
      as: 'officer',
      api: { resolveCode: fail(500, '监督码已停用') },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('监督码已停用');
    expect(screen.getByRole('button', { name: '重新扫码' })).toBeTruthy();
  });

  it('shows a recorded visit and that it does not count as an inspection', async () => {
    await renderScreen(paths.nonSignDetail.href({ id: visit.id }), {
      as: 'officer',
      api: { getVisit: visit },
    });
    expect(await screen.findByRole('heading', { name: '走访记录', level: 1 })).toBeTruthy();
    expect(await screen.findByText(visit.purpose)).toBeTruthy();
    expect(screen.getByText(visit.enterpriseName)).toBeTruthy();
    expect(screen.getByText('服务走访不计入执法检查次数与年度上限。')).toBeTruthy();
  });

  it('tells a visit that does not exist from a failure', async () => {
    await renderScreen(paths.nonSignDetail.href({ id: 'visit-gone' }), {
      as: 'officer',
      api: { getVisit: fail(404, 'no visit visit-gone', 404) },
    });
    expect((await screen.findByRole('alert')).textContent).toContain('内容不存在');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('keeps enterprise users out of the visit screens', async () => {
    const view = await renderScreen(paths.nonSignDetail.href({ id: visit.id }), {
      as: 'enterprise',
      api: { getVisit: visit },
    });
    expect(await screen.findByRole('heading', { name: '暂无访问权限' })).toBeTruthy();
    expect(view.screenCalls()).toEqual([]);
  });
});
