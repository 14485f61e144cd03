import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPdf } from './pdf-renderer';
import { fakePdf, fireLaw, foodSafetyLaw, pdfBytes, receiptInfo, verifiedReceipt } from './test-fixtures';
import type { ApiOutput } from '../../../contract/api-schemas';
import { paths } from '../../lib/paths';
import { fail, renderScreen } from '../../test/render-screen';
import { button, callsOf, click, heading, typeInto } from '../../test/screen-actions';

vi.mock('./pdf-renderer', async () => {
  const { fakePdf: makePdf } = await import('./test-fixtures');
  return { preparePdf: vi.fn(), openPdf: vi.fn(async () => makePdf(2)) };
});

const doc = receiptInfo.doc;
/** The files saved through a download link: name and address. */
let saved: { name: string; href: string }[] = [];

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  saved = [];
  vi.mocked(openPdf).mockImplementation(async () => fakePdf(2));
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:test/${++next}`);
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
  });
});
afterEach(() => vi.restoreAllMocks());

const receipt = { getDocumentInfo: receiptInfo, getDocumentFile: pdfBytes };

describe('/pdfView', () => {
  it('shows every page of the receipt under its title, with the page in view, zoom and download', async () => {
    const view = await renderScreen(paths.pdfView.href({ doc }), { as: 'enterprise', api: receipt });
    await heading('行政检查回执');
    expect(await screen.findByRole('img', { name: '第 1 页，共 2 页' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '第 2 页，共 2 页' })).toBeTruthy();
    expect(screen.getByText(/第 2 版 · 2 页/)).toBeTruthy();
    expect(screen.getByTestId('page-indicator').textContent).toContain('1 / 2');
    expect(callsOf(view, 'getDocumentInfo').map((call) => call.input)).toEqual([{ doc }]);
    expect(callsOf(view, 'getDocumentFile').map((call) => call.input)).toEqual([{ doc }]);
    const bytes = vi.mocked(openPdf).mock.calls[0]![0];
    expect(new TextDecoder().decode(bytes)).toBe('%PDF-1.7 receipt');

    const toolbar = screen.getByRole('toolbar', { name: '文书操作' });
    expect(within(toolbar).getByText('100%')).toBeTruthy();
    await click(button('放大'));
    expect(within(toolbar).getByText('125%')).toBeTruthy();
    await click(button('缩小'));
    await click(button('缩小'));
    expect(within(toolbar).getByText('80%')).toBeTruthy();

    await click(button('下载'));
    expect(saved).toEqual([{ name: receiptInfo.fileName, href: 'blob:test/1' }]);
  });

  it('shows the city analysis under its period, without a record version, and saves it under its name', async () => {
    const analysis: ApiOutput<'getDocumentInfo'> = {
      ...receiptInfo,
      doc: 'cityAnalysis.2026-01-01_2026-03-31',
      title: '全市综合分析 2026-01-01 至 2026-03-31',
      fileName: '全市综合分析-2026-01-01-2026-03-31.pdf',
      version: 1,
      verifyUrl: null,
    };
    const view = await renderScreen(paths.pdfView.href({ doc: analysis.doc }), {
      as: 'officer',
      api: { getDocumentInfo: analysis, getDocumentFile: pdfBytes },
    });
    await heading('全市综合分析 2026-01-01 至 2026-03-31');
    expect(await screen.findByRole('img', { name: '第 2 页，共 2 页' })).toBeTruthy();
    expect(screen.getByText(/^2 页 · .* 按当时数据生成$/)).toBeTruthy();
    expect(screen.queryByText(/第 1 版/)).toBeNull();
    expect(callsOf(view, 'getDocumentFile').map((call) => call.input)).toEqual([{ doc: analysis.doc }]);
    await click(button('下载'));
    expect(saved).toEqual([{ name: analysis.fileName, href: 'blob:test/1' }]);
  });

  it('says a missing or forbidden document cannot be shown, with a way back, and fetches no file', async () => {
    const view = await renderScreen(paths.pdfView.href({ doc }), {
      as: 'officer',
      api: { getDocumentInfo: fail(404, '文书不存在', 404) },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: '无法查看这份文书' })).toBeTruthy();
    expect(within(alert).getByText(/回执仅供被检查企业、检查部门和执法监督处查看/)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: '返回首页' })).toBeTruthy();
    expect(callsOf(view, 'getDocumentFile')).toEqual([]);
  });

  it('offers a retry when the network fails, and shows the pages once it is back', async () => {
    let online = false;
    const view = await renderScreen(paths.pdfView.href({ doc }), {
      as: 'enterprise',
      api: { ...receipt, getDocumentFile: () => (online ? pdfBytes : fail(-1, 'Network Error')) },
    });
    expect(await screen.findByRole('heading', { name: '网络未连接' })).toBeTruthy();
    online = true;
    await click(button('重试'));
    expect(await screen.findByRole('img', { name: '第 2 页，共 2 页' })).toBeTruthy();
    expect(callsOf(view, 'getDocumentFile')).toHaveLength(2);
  });

  it('says so when the file is no PDF it can read', async () => {
    vi.mocked(openPdf).mockRejectedValue(new Error('Invalid PDF structure'));
    await renderScreen(paths.pdfView.href({ doc }), { as: 'enterprise', api: receipt });
    expect(await screen.findByRole('heading', { name: '文书无法显示' })).toBeTruthy();
    expect(button('重试')).toBeTruthy();
  });

  it('speaks English', async () => {
    await renderScreen(paths.pdfView.href({ doc }), {
      as: 'enterprise',
      locale: 'en',
      api: { ...receipt, getDocumentInfo: { ...receiptInfo, title: 'Inspection receipt' } },
    });
    await heading('Inspection receipt');
    expect(await screen.findByRole('img', { name: 'Page 1 of 2' })).toBeTruthy();
    expect(button('Zoom in')).toBeTruthy();
    expect(button('Download')).toBeTruthy();
  });
});

describe('/pdfPngPreview', () => {
  it('shows the pages as images to long-press, saves them all, and gives their addresses back on leaving', async () => {
    const view = await renderScreen(paths.pdfPngPreview.href({ doc }), { as: 'enterprise', api: receipt });
    await heading('行政检查回执（图片）');
    expect(screen.getByText('长按图片可保存或转发。')).toBeTruthy();
    const second = await screen.findByRole('img', { name: '第 2 页，共 2 页' });
    expect(second.getAttribute('src')).toBe('blob:test/2');
    await click(button('保存全部页面'));
    expect(saved.map((file) => file.name)).toEqual([
      'inspection-receipt-JC-2026-000123-v2-p1.png',
      'inspection-receipt-JC-2026-000123-v2-p2.png',
    ]);
    await act(() => view.navigate(paths.home.href()));
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/2'));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
  });

  it('says a missing document cannot be shown', async () => {
    await renderScreen(paths.pdfPngPreview.href({ doc }), {
      as: 'enterprise',
      api: { getDocumentInfo: fail(404, '文书不存在', 404) },
    });
    expect(await screen.findByRole('heading', { name: '无法查看这份文书' })).toBeTruthy();
  });
});

describe('/verifyReceipt', () => {
  const verification = (answer: Partial<ApiOutput<'verifyReceipt'>>): ApiOutput<'verifyReceipt'> => ({
    status: 'genuine',
    version: 2,
    currentVersion: 2,
    receipt: verifiedReceipt,
    ...answer,
  });
  const open = (answer: ApiOutput<'verifyReceipt'> | ReturnType<typeof fail>, locale: 'zh' | 'en' = 'zh') =>
    renderScreen(paths.verifyReceipt.href({ t: 'signed-token' }), {
      as: 'anonymous',
      locale,
      api: { verifyReceipt: answer },
    });

  it('signed out: genuine, with the printed fields, stated in words', async () => {
    const view = await open(verification({}));
    await heading('检查回执核验');
    expect(await screen.findByRole('heading', { name: /核验结果：真实有效/ })).toBeTruthy();
    expect(screen.getByText(/最新版本（第 2 版）/)).toBeTruthy();
    expect(screen.getByText('JC-2026-000123')).toBeTruthy();
    expect(screen.getByText('李明（执法证号 44030012345）')).toBeTruthy();
    expect(screen.getByText('计划检查')).toBeTruthy();
    expect(screen.getByText('5 项，其中不合格 1 项')).toBeTruthy();
    expect(screen.getByText(/^是（/)).toBeTruthy();
    expect(callsOf(view, 'verifyReceipt')).toEqual([
      { name: 'verifyReceipt', input: { t: 'signed-token' }, token: undefined },
    ]);
  });

  it('superseded: names the newer version and says the record was corrected after printing', async () => {
    await open(verification({ status: 'superseded', version: 2, currentVersion: 3 }));
    expect(await screen.findByRole('heading', { name: /核验结果：已被第 3 版取代/ })).toBeTruthy();
    expect(screen.getByText(/打印后检查记录已被更正/)).toBeTruthy();
    expect(screen.getByText('JC-2026-000123')).toBeTruthy();
  });

  it('not genuine: says so and shows no fields', async () => {
    await open({ status: 'notGenuine', version: null, currentVersion: null, receipt: null });
    expect(await screen.findByRole('heading', { name: /核验结果：不是真实回执/ })).toBeTruthy();
    expect(screen.queryByText('JC-2026-000123')).toBeNull();
  });

  it('a link too mangled to read is not genuine either', async () => {
    await open(fail(400, '参数错误', 400));
    expect(await screen.findByRole('heading', { name: /核验结果：不是真实回执/ })).toBeTruthy();
  });

  it('too many checks: asks to wait a minute', async () => {
    await open(fail(429, '请求过于频繁', 429));
    expect(await screen.findByRole('heading', { name: '核验次数过多' })).toBeTruthy();
    expect(screen.getByText('请等待一分钟后再核验。')).toBeTruthy();
  });

  it('in English', async () => {
    await open(verification({ status: 'superseded', currentVersion: 3 }), 'en');
    expect(await screen.findByRole('heading', { name: /Result: superseded by version 3/ })).toBeTruthy();
    expect(screen.getByText('李明 (certificate 44030012345)')).toBeTruthy();
  });
});

describe('/legalTexts', () => {
  it('finds the laws a cited basis names, opens each as a document, and searches by title', async () => {
    const basis = '《中华人民共和国食品安全法》第一百一十条';
    const view = await renderScreen(paths.legalTexts.href({ q: basis }), {
      as: 'officer',
      api: {
        listLegalTexts: ({ q }) => ({ items: q === '消防' ? [fireLaw] : [foodSafetyLaw], nextCursor: null }),
      },
    });
    await heading('法律法规');
    const law = await screen.findByRole('link', { name: /中华人民共和国食品安全法/ });
    expect(law.getAttribute('href')).toBe(paths.pdfView.href({ doc: 'law.food-safety-law' }));
    expect(within(law).getByText(/共 154 条/)).toBeTruthy();
    expect(callsOf(view, 'listLegalTexts')[0]?.input).toEqual({ q: basis });

    const box = screen.getByRole('searchbox', { name: '搜索法律法规名称' });
    await typeInto(box, '消防');
    await act(async () => void fireEvent.submit(box.closest('form')!));
    expect(await screen.findByRole('link', { name: /中华人民共和国消防法/ })).toBeTruthy();
    expect(callsOf(view, 'listLegalTexts').at(-1)?.input).toEqual({ q: '消防' });
  });

  it('says when nothing matches, and where a law the library does not hold is to be read', async () => {
    await renderScreen(paths.legalTexts.href({ q: '《深圳经济特区市容和环境卫生管理条例》第二十二条' }), {
      as: 'enterprise',
      api: { listLegalTexts: { items: [], nextCursor: null } },
    });
    expect(await screen.findByRole('heading', { name: '没有找到相关法律法规' })).toBeTruthy();
    expect(
      screen.getByText(/未收录的，请以国家法律法规数据库（flk.npc.gov.cn）等官方发布的文本为准/),
    ).toBeTruthy();
  });
});
