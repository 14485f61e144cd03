/**
 * One layout for every document: A4, a title block, labelled fields, tables, paragraphs, an optional QR code and a
 * footer with page numbers. Text is set in Noto Sans SC (from the npm registry), which pdfkit subsets to the
 * glyphs used, so a receipt stays tens of kilobytes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);

let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  fonts ??= {
    regular: readFileSync(
      require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    ),
    bold: readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf')),
  };
  return fonts;
}

const MARGIN = 56;
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const CONTENT_WIDTH = PAGE_WIDTH - MARGIN * 2;
const BOTTOM = PAGE_HEIGHT - MARGIN - 24;
const LABEL_WIDTH = 118;
const INK = '#1d2129';
const MUTED = '#4e5969';
const RULE = '#c9cdd4';

export interface DocumentMeta {
  title: string;
  subject: string;
  /** Printed under the title: the issuing body and the record's number. */
  subtitle: string;
  /** Left of the page number in every footer. */
  footer: string;
  /** `第 {page} 页，共 {pages} 页` with the placeholders. */
  pageLabel: string;
  /** A diagonal mark on every page: the receipt before it is issued. */
  watermark?: string;
}

export interface WrittenDocument {
  bytes: Buffer;
  pageCount: number;
}

export class DocumentWriter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly finished: Promise<Buffer>;

  constructor(private readonly meta: DocumentMeta) {
    const { regular, bold } = loadFonts();
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
      bufferPages: true,
      info: {
        Title: meta.title,
        Subject: meta.subject,
        Creator: 'supervision-code',
        Producer: 'supervision-code',
      },
      lang: 'zh-CN',
      displayTitle: true,
    });
    this.doc.registerFont('regular', regular);
    this.doc.registerFont('bold', bold);
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.finished = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.titleBlock();
  }

  private titleBlock() {
    const { doc, meta } = this;
    doc
      .font('bold')
      .fontSize(18)
      .fillColor(INK)
      .text(meta.title, MARGIN, MARGIN, { width: CONTENT_WIDTH, align: 'center' });
    doc.moveDown(0.3);
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(MUTED)
      .text(meta.subtitle, { width: CONTENT_WIDTH, align: 'center' });
    doc.moveDown(0.6);
    this.rule();
  }

  private rule() {
    const y = this.doc.y;
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(PAGE_WIDTH - MARGIN, y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    this.doc.moveDown(0.6);
  }

  private ensureRoom(height: number) {
    if (this.doc.y + height > BOTTOM) this.doc.addPage();
  }

  section(heading: string): this {
    this.ensureRoom(48);
    this.doc.moveDown(0.4);
    this.doc
      .font('bold')
      .fontSize(12)
      .fillColor(INK)
      .text(heading, MARGIN, this.doc.y, { width: CONTENT_WIDTH });
    this.doc.moveDown(0.3);
    return this;
  }

  /** Label and value side by side; a long value wraps in its column. */
  fields(rows: ReadonlyArray<readonly [string, string]>): this {
    const { doc } = this;
    const valueWidth = CONTENT_WIDTH - LABEL_WIDTH;
    for (const [label, value] of rows) {
      doc.font('regular').fontSize(10);
      const height = Math.max(
        doc.heightOfString(label, { width: LABEL_WIDTH - 8 }),
        doc.heightOfString(value || '—', { width: valueWidth }),
      );
      this.ensureRoom(height + 3);
      const y = doc.y;
      doc.fillColor(MUTED).text(label, MARGIN, y, { width: LABEL_WIDTH - 8 });
      doc.fillColor(INK).text(value || '—', MARGIN + LABEL_WIDTH, y, { width: valueWidth });
      doc.y = y + height + 3;
    }
    return this;
  }

  paragraph(text: string, options: { muted?: boolean; size?: number } = {}): this {
    const { doc } = this;
    doc.font('regular').fontSize(options.size ?? 10.5);
    this.ensureRoom(Math.min(doc.heightOfString(text, { width: CONTENT_WIDTH }), 60));
    doc
      .fillColor(options.muted ? MUTED : INK)
      .text(text, MARGIN, doc.y, { width: CONTENT_WIDTH, lineGap: 2 });
    doc.moveDown(0.4);
    return this;
  }

  /**
   * A ruled table; column widths are shares of the content width, a column of figures may align right. A row that
   * does not fit starts a new page, under the header again.
   */
  table(
    columns: ReadonlyArray<{ title: string; share: number; align?: 'left' | 'right' }>,
    rows: ReadonlyArray<ReadonlyArray<string>>,
    options: { size?: number } = {},
  ): this {
    const { doc } = this;
    const size = options.size ?? 10;
    const widths = columns.map((c) => c.share * CONTENT_WIDTH);
    const heightOf = (cells: ReadonlyArray<string>, bold: boolean) => {
      doc.font(bold ? 'bold' : 'regular').fontSize(size);
      return (
        Math.max(...cells.map((cell, i) => doc.heightOfString(cell || '—', { width: widths[i]! - 8 }))) + 8
      );
    };
    const header = columns.map((c) => c.title);
    const headerHeight = heightOf(header, true);
    const drawRow = (cells: ReadonlyArray<string>, bold: boolean, height: number) => {
      doc.font(bold ? 'bold' : 'regular').fontSize(size);
      const y = doc.y;
      let x = MARGIN;
      cells.forEach((cell, i) => {
        doc
          .fillColor(INK)
          .text(cell || '—', x + 4, y + 4, { width: widths[i]! - 8, align: columns[i]!.align ?? 'left' });
        x += widths[i]!;
      });
      doc
        .moveTo(MARGIN, y + height)
        .lineTo(PAGE_WIDTH - MARGIN, y + height)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      doc.y = y + height;
    };
    // The header never ends a page on its own.
    this.ensureRoom(headerHeight + (rows[0] ? heightOf(rows[0], false) : 0));
    drawRow(header, true, headerHeight);
    for (const row of rows) {
      const height = heightOf(row, false);
      if (doc.y + height > BOTTOM) {
        doc.addPage();
        drawRow(header, true, headerHeight);
      }
      drawRow(row, false, height);
    }
    doc.moveDown(0.5);
    return this;
  }

  /** A QR code of `text` with a caption beside it (the verification link of a receipt). */
  qr(text: string, caption: string): this {
    const { doc } = this;
    const size = 96;
    this.ensureRoom(size + 16);
    const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const count = code.modules.size;
    const quiet = 4;
    const cell = size / (count + quiet * 2);
    const x0 = MARGIN;
    const y0 = doc.y + 6;
    doc.rect(x0, y0, size, size).fill('#ffffff');
    for (let row = 0; row < count; row += 1)
      for (let col = 0; col < count; col += 1)
        if (code.modules.get(row, col))
          doc.rect(x0 + (col + quiet) * cell, y0 + (row + quiet) * cell, cell, cell);
    doc.fill('#000000');
    doc
      .font('regular')
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(caption, x0 + size + 14, y0 + 8, {
        width: CONTENT_WIDTH - size - 14,
        lineGap: 2,
      });
    doc.y = y0 + size + 8;
    return this;
  }

  async end(): Promise<WrittenDocument> {
    const { doc, meta } = this;
    const range = doc.bufferedPageRange();
    for (let i = 0; i < range.count; i += 1) {
      doc.switchToPage(range.start + i);
      if (meta.watermark) this.watermark(meta.watermark);
      const label = meta.pageLabel.replace('{page}', String(i + 1)).replace('{pages}', String(range.count));
      // Written inside the bottom margin: lift it so pdfkit does not start a page for it.
      const bottomMargin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font('regular').fontSize(8.5).fillColor(MUTED);
      doc.text(meta.footer, MARGIN, PAGE_HEIGHT - MARGIN + 8, {
        width: CONTENT_WIDTH * 0.7,
        lineBreak: false,
      });
      doc.text(label, MARGIN, PAGE_HEIGHT - MARGIN + 8, {
        width: CONTENT_WIDTH,
        align: 'right',
        lineBreak: false,
      });
      doc.page.margins.bottom = bottomMargin;
    }
    doc.end();
    return { bytes: await this.finished, pageCount: range.count };
  }

  private watermark(text: string) {
    const { doc } = this;
    doc.save();
    doc.rotate(-35, { origin: [PAGE_WIDTH / 2, PAGE_HEIGHT / 2] });
    doc.font('bold').fontSize(72).fillColor('#c9cdd4').fillOpacity(0.45);
    doc.text(text, 0, PAGE_HEIGHT / 2 - 40, { width: PAGE_WIDTH, align: 'center', lineBreak: false });
    doc.restore();
    doc.fillOpacity(1);
  }
}
