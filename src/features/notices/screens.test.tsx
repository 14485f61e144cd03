import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { doorNotice, readNotice, receivedNotice, TOKEN, unreadNotice, withProblems } from './test-fixtures';
import { DEFAULT_COMPLAINT_DEADLINES } from '../../../contract/complaints/rules';
import { paths } from '../../lib/paths';
import { decodeQrFromFile } from '../../lib/qr/decode-image';
import { ENTERPRISE_NUMBER } from '../../test/fixtures';
import { fail, renderScreen } from '../../test/render-screen';

vi.mock('../../lib/qr/decode-image', () => ({ decodeQrFromFile: vi.fn(), decodeCanvas: vi.fn() }));

async function pickScannedPicture(text: string) {
  vi.mocked(decodeQrFromFile).mockResolvedValue(text);
  fireEvent.click(await screen.findByRole('button', { name: '扫描执法人员出示的通知书' }));
  const picker = await screen.findByLabelText('从相册选择二维码图片');
  await act(async () => {
    fireEvent.change(picker, { target: { files: [new File(['qr'], 'qr.png', { type: 'image/png' })] } });
  });
}

describe('inspection notice list', () => {
  it('shows unread notices first, marked in words, with kind, department and period', async () => {
    await renderScreen(paths.inspectionNotice.path, {
      as: 'enterprise',
      api: { listNotices: { items: [unreadNotice, readNotice], nextCursor: null } },
    });
    expect(await screen.findByRole('heading', { name: '检查通知书', level: 1 })).toBeTruthy();
    const cards = await screen.findAllByRole('button', { name: /检查期间/ });
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('未读')).toBeTruthy();
    expect(within(cards[0]!).getByText('市场监督管理局')).toBeTruthy();
    expect(within(cards[0]!).getByText('事前告知')).toBeTruthy();
    expect(within(cards[0]!).getByText('检查期间 2026-03-10 至 2026-03-31')).toBeTruthy();
    expect(within(cards[1]!).queryByText('未读')).toBeNull();
    expect(within(cards[1]!).getByText('现场出示')).toBeTruthy();
    expect(within(cards[1]!).getByText('已确认收到')).toBeTruthy();
  });

  it('opens the verification of a scanned notice QR', async () => {
    const view = await renderScreen(paths.inspectionNotice.path, {
      as: 'enterprise',
      api: {
        listNotices: { items: [], nextCursor: null },
        verifyNotice: { result: 'valid', notice: doorNotice },
      },
    });
    expect(await screen.findByText('暂无检查通知书')).toBeTruthy();
    await pickScannedPicture(`https://portal.example.cn/apps/sv/enforceNoticeDetail?token=${TOKEN}`);
    await waitFor(() => expect(view.location()).toBe(paths.enforceNoticeDetail.href({ token: TOKEN })));
    expect(await screen.findByRole('heading', { name: '核验通过：真实有效' })).toBeTruthy();
    expect(view.screenCalls().filter((call) => call.name === 'verifyNotice')).toEqual([
      expect.objectContaining({ input: { token: TOKEN } }),
    ]);
  });

  it('says so when the scanned code is not an inspection notice', async () => {
    const view = await renderScreen(paths.inspectionNotice.path, {
      as: 'enterprise',
      api: { listNotices: { items: [unreadNotice], nextCursor: null } },
    });
    await pickScannedPicture('SVC1.a-supervision-code-payload');
    expect((await screen.findByRole('alert')).textContent).toContain('扫描到的不是检查通知书二维码');
    expect(view.location()).toBe(paths.inspectionNotice.path);
    expect(view.screenCalls().map((call) => call.name)).not.toContain('verifyNotice');
  });

  it("lists an officer's department notices by enterprise, without the scanner", async () => {
    await renderScreen(paths.inspectionNotice.path, {
      as: 'officer',
      api: { listNotices: { items: [unreadNotice], nextCursor: null } },
    });
    expect(await screen.findByText('深圳市鹏城食品有限公司')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '扫描执法人员出示的通知书' })).toBeNull();
  });

  it('reads in English', async () => {
    await renderScreen(paths.inspectionNotice.path, {
      as: 'enterprise',
      locale: 'en',
      api: { listNotices: { items: [unreadNotice, readNotice], nextCursor: null } },
    });
    expect(await screen.findByRole('heading', { name: 'Inspection notices', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Unread')).toBeTruthy();
    expect(screen.getByText('Advance notice')).toBeTruthy();
    expect(screen.getByRole('button', { name: "Scan the officer's notice" })).toBeTruthy();
  });
});

describe('notice verification', () => {
  it('is green and names every check when the notice checks out', async () => {
    await renderScreen(paths.enforceNoticeDetail.href({ token: TOKEN }), {
      as: 'enterprise',
      api: { verifyNotice: { result: 'valid', notice: doorNotice } },
    });
    const result = (await screen.findByRole('heading', { name: '核验通过：真实有效' })).closest('section')!;
    expect(result.textContent).toContain('执法人员、检查任务和检查事项均核验无误，且未超过年度检查上限。');
    expect(within(result).getByText('未超过本部门年度检查上限：通过')).toBeTruthy();
    expect(screen.getByText('李明（执法证号 44030012345）')).toBeTruthy();
    expect(screen.getByText('本部门今年已检查该企业 1 次，年度上限 4 次')).toBeTruthy();
    expect(screen.queryByText(/附上本通知书投诉/)).toBeNull();
  });

  it('is red and names each failed check in words, and takes the notice to a complaint', async () => {
    const view = await renderScreen(paths.enforceNoticeDetail.href({ token: TOKEN }), {
      as: 'enterprise',
      api: {
        verifyNotice: { result: 'problems', notice: withProblems },
        getComplaintOptions: { departments: [], deadlines: DEFAULT_COMPLAINT_DEADLINES },
      },
    });
    const result = (await screen.findByRole('heading', { name: '核验未通过' })).closest('section')!;
    const checks = within(result)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(checks.slice(0, 2)).toEqual([
      '✗ 检查事项均在公布的清单内：未通过',
      '✗ 未超过本部门年度检查上限：未通过',
    ]);
    expect(checks).toContain('✓ 执法人员持有有效执法证件：通过');
    expect(screen.getByText('已达到年度上限')).toBeTruthy();
    expect(screen.getAllByText(/12345 政务服务便民热线/).length).toBeGreaterThan(0);
    // the notice goes with the complaint as its evidence
    fireEvent.click(screen.getByRole('button', { name: '附上本通知书投诉' }));
    expect(
      await screen.findByText('已附上您扫码核验的检查通知书作为证据', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(view.location()).toBe(paths.complaint.path);
  });

  it('says plainly that a forged QR is not genuine', async () => {
    await renderScreen(paths.enforceNoticeDetail.href({ token: TOKEN }), {
      as: 'enterprise',
      api: { verifyNotice: { result: 'notGenuine', notice: null } },
    });
    expect(await screen.findByRole('heading', { name: '不是真实的检查通知书' })).toBeTruthy();
    expect(screen.getByText(/可能是伪造的/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '企业的权利' })).toBeTruthy();
  });

  it('takes a token the server cannot read for a forged one', async () => {
    await renderScreen(paths.enforceNoticeDetail.href({ token: 'not a token' }), {
      as: 'enterprise',
      api: { verifyNotice: fail(400, 'token: 格式不正确', 400) },
    });
    expect(await screen.findByRole('heading', { name: '不是真实的检查通知书' })).toBeTruthy();
  });

  it('tells an officer who scans a notice QR that the enterprise verifies it', async () => {
    const view = await renderScreen(paths.enforceNoticeDetail.href({ token: TOKEN }), { as: 'officer' });
    expect(await screen.findByText('检查通知书二维码由被检查企业用本应用扫码核验。')).toBeTruthy();
    expect(view.screenCalls()).toEqual([]);
  });

  it('says when the QR has expired', async () => {
    await renderScreen(paths.enforceNoticeDetail.href({ token: TOKEN }), {
      as: 'enterprise',
      locale: 'en',
      api: { verifyNotice: { result: 'expired', notice: null } },
    });
    expect(
      await screen.findByRole('heading', { name: "The inspection notice's QR code has expired" }),
    ).toBeTruthy();
    expect(screen.getByText(/refresh the QR code and show it again/)).toBeTruthy();
  });

  it('reads a red result in English', async () => {
    await renderScreen(paths.enforceNoticeDetail.href({ token: TOKEN }), {
      as: 'enterprise',
      locale: 'en',
      api: { verifyNotice: { result: 'problems', notice: withProblems } },
    });
    expect(await screen.findByRole('heading', { name: 'Verification failed' })).toBeTruthy();
    expect(screen.getByText("Within the department's yearly inspection cap: failed")).toBeTruthy();
    expect(screen.getByText('李明 (certificate no. 44030012345)')).toBeTruthy();
  });
});

describe('a received notice', () => {
  it('is acknowledged by the enterprise, which then sees when', async () => {
    let current = receivedNotice;
    const view = await renderScreen(paths.enforceNoticeDetail.href({ id: receivedNotice.id }), {
      as: 'enterprise',
      api: {
        getNotice: () => current,
        acknowledgeNotice: () => (current = { ...current, acknowledgedAt: '2026-03-03T10:00:00+08:00' }),
      },
    });
    expect(await screen.findByRole('heading', { name: '核验通过：真实有效' })).toBeTruthy();
    expect(screen.getByText('尚未据此登记检查')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认收到' }));
    expect(await screen.findByText(/^已于 .* 确认收到$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认收到' })).toBeNull();
    expect(view.screenCalls().filter((call) => call.name === 'acknowledgeNotice')).toEqual([
      expect.objectContaining({ input: { id: receivedNotice.id } }),
    ]);
    // what shows the notice reads it again
    await waitFor(() =>
      expect(view.screenCalls().filter((call) => call.name === 'getNotice').length).toBeGreaterThan(1),
    );
  });

  it('is marked read by a POST once the enterprise sees it, never by an officer opening it', async () => {
    const unread = { ...receivedNotice, read: false };
    const view = await renderScreen(paths.enforceNoticeDetail.href({ id: unread.id }), {
      as: 'enterprise',
      api: { getNotice: unread, markNoticeRead: { ...unread, read: true } },
    });
    await waitFor(() =>
      expect(view.screenCalls().filter((call) => call.name === 'markNoticeRead')).toEqual([
        expect.objectContaining({ input: { id: unread.id } }),
      ]),
    );
    const officer = await renderScreen(paths.enforceNoticeDetail.href({ id: unread.id }), {
      as: 'officer',
      api: { getNotice: unread },
    });
    expect(await screen.findAllByText('尚未据此登记检查')).toBeTruthy();
    expect(officer.screenCalls().filter((call) => call.name === 'markNoticeRead')).toEqual([]);
  });

  it('links the registration it led to; an officer sees no acknowledge button', async () => {
    const registration = {
      id: 'reg-demo-01',
      registrationNumber: 'JC-2026-000123',
      registeredAt: '2026-03-12T11:00:00+08:00',
    };
    await renderScreen(paths.enforceNoticeDetail.href({ id: receivedNotice.id }), {
      as: 'officer',
      api: { getNotice: { ...receivedNotice, registration } },
    });
    const link = await screen.findByRole('link', { name: /检查记录 JC-2026-000123/ });
    expect(link.getAttribute('href')).toBe(paths.registrationDetail.href({ id: 'reg-demo-01' }));
    expect(screen.queryByRole('button', { name: '确认收到' })).toBeNull();
  });
});

describe('door notice', () => {
  const doorPath = paths.enforceNotice.href({
    planId: 'plan-2026-food',
    enterpriseNumber: ENTERPRISE_NUMBER,
  });

  it('opens the notice once and shows the officers, the items and a QR of this app with its expiry', async () => {
    const view = await renderScreen(doorPath, { as: 'officer', api: { openDoorNotice: doorNotice } });
    const qr = await screen.findByRole('img', { name: /检查通知书核验二维码/ });
    expect(qr.getAttribute('data-address')).toBe(
      `${window.location.origin}${paths.enforceNoticeDetail.href({ token: TOKEN })}`,
    );
    expect(screen.getByText(/^二维码有效至/)).toBeTruthy();
    expect(screen.getByText('赵强（执法证号 44030012399）')).toBeTruthy();
    expect(screen.getByText('从业人员健康证明（FS-02）')).toBeTruthy();
    expect(screen.getByText(doorNotice.legalBasis)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '企业的权利' })).toBeTruthy();
    expect(view.screenCalls()).toEqual([
      expect.objectContaining({
        name: 'openDoorNotice',
        input: { planId: 'plan-2026-food', enterpriseNumber: ENTERPRISE_NUMBER },
      }),
    ]);

    fireEvent.click(screen.getByRole('button', { name: '刷新二维码' }));
    await waitFor(() => expect(view.screenCalls()).toHaveLength(2));
  });

  it("shows the server's reason when it refuses, and opens it on retry", async () => {
    let calls = 0;
    await renderScreen(doorPath, {
      as: 'officer',
      api: {
        openDoorNotice: () => (++calls === 1 ? fail(500, '该企业不是本计划的检查对象') : doorNotice),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('无法生成检查通知书');
    expect(alert.textContent).toContain('该企业不是本计划的检查对象');
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('img', { name: /检查通知书核验二维码/ })).toBeTruthy();
    expect(screen.queryByText('该企业不是本计划的检查对象')).toBeNull();
  });

  it('reads in English', async () => {
    await renderScreen(doorPath, { as: 'officer', locale: 'en', api: { openDoorNotice: doorNotice } });
    expect(await screen.findByRole('heading', { name: 'Show the inspection notice', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('img', { name: /QR code to verify the inspection notice/ })).toBeTruthy();
    expect(screen.getByText('李明 (certificate no. 44030012345)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh the QR code' })).toBeTruthy();
  });

  it('keeps enterprises out of the door notice', async () => {
    const view = await renderScreen(doorPath, { as: 'enterprise', api: { openDoorNotice: doorNotice } });
    expect(await screen.findByRole('heading', { name: '暂无访问权限' })).toBeTruthy();
    expect(view.screenCalls()).toEqual([]);
  });
});
