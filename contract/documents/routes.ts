import type { ApiRoute } from '../route';

/** SPEC.md shows the screens (/pdfView, /pdfPreview, /pdfPngPreview), not their calls: `/app/document/*`. */
export const documentRoutes = {
  getDocumentInfo: { method: 'GET', path: '/app/document/info', access: 'session' },
  getDocumentFile: { method: 'GET', path: '/app/document/file', access: 'session' },
  previewReceipt: { method: 'POST', path: '/app/document/receiptDraft', access: 'officer' },
  verifyReceipt: { method: 'GET', path: '/app/document/verify', access: 'public' },
  listLegalTexts: { method: 'GET', path: '/app/document/legalTexts', access: 'session' },
} as const satisfies Record<string, ApiRoute>;
