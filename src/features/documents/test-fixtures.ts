/** Contract-typed answers for the documents' screen tests, and a stand-in for pdf.js (jsdom has no canvas). */
import { vi } from 'vitest';
import type { PdfHandle } from './pdf-renderer';
import type { ApiOutput } from '../../../contract/api-schemas';

export const receiptInfo: ApiOutput<'getDocumentInfo'> = {
  doc: 'receipt.reg-demo-01',
  title: '行政检查回执',
  fileName: 'inspection-receipt-JC-2026-000123-v2.pdf',
  version: 2,
  sizeBytes: 2048,
  pageCount: 2,
  generatedAt: '2026-03-02T11:00:00+08:00',
  verifyUrl: 'http://localhost:4000/verifyReceipt?t=signed-token',
};

/** Not a real PDF: the renderer is replaced, so only the bytes' travel matters. */
export const pdfBytes = new TextEncoder().encode('%PDF-1.7 receipt');

export const verifiedReceipt: NonNullable<ApiOutput<'verifyReceipt'>['receipt']> = {
  registrationNumber: 'JC-2026-000123',
  enterpriseName: '深圳市鹏城食品有限公司',
  enterpriseNumber: 'SZ440300000001',
  departmentName: '市场监督管理局',
  officers: [
    { name: '李明', certificateNumber: '44030012345' },
    { name: '王芳', certificateNumber: '44030012346' },
  ],
  type: 'routine',
  startedAt: '2026-03-02T09:00:00+08:00',
  endedAt: '2026-03-02T10:30:00+08:00',
  registeredAt: '2026-03-02T11:00:00+08:00',
  itemCount: 5,
  nonCompliantCount: 1,
  problemCount: 1,
  late: true,
};

export const foodSafetyLaw: ApiOutput<'listLegalTexts'>['items'][number] = {
  id: 'food-safety-law',
  doc: 'law.food-safety-law',
  title: '中华人民共和国食品安全法',
  issuer: '全国人民代表大会常务委员会',
  effectiveFrom: '2021-04-29',
  articleCount: 154,
};

export const fireLaw: ApiOutput<'listLegalTexts'>['items'][number] = {
  id: 'fire-law',
  doc: 'law.fire-law',
  title: '中华人民共和国消防法',
  issuer: '全国人民代表大会常务委员会',
  effectiveFrom: '2021-04-29',
  articleCount: 74,
};

/** What the mocked `openPdf` hands out: pages that draw nothing, and PNGs that are a few bytes. */
export function fakePdf(pageCount = 2): PdfHandle {
  return {
    pageCount,
    pageSizes: Array.from({ length: pageCount }, () => ({ width: 595, height: 842 })),
    drawPage: vi.fn(async () => undefined),
    pagePng: vi.fn(async () => new Blob(['png'], { type: 'image/png' })),
    close: vi.fn(),
  };
}
