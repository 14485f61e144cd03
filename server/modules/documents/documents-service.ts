/**
 * Every document the service issues goes through here: who may read it, the version it is generated from, the
 * cache of generated files (one per record version and language; live kinds such as the city analysis are made on
 * every request instead), and the verification of receipts.
 */
import { and, eq } from 'drizzle-orm';
import { findCityAnalysisSource } from './city-analysis-source';
import { findDecisionSource } from './decision-source';
import { findLegalTextSource } from './legal-texts';
import { findNoticeSource } from './notice-source';
import type { WrittenDocument } from './pdf-writer';
import { draftReceipt, printedFields, storedReceipt } from './receipt-source';
import { receiptFileName, receiptTitle, renderReceipt } from './receipt-template';
import { signReceiptToken, verifyReceiptToken } from './receipt-token';
import {
  isLiveDocumentKind,
  parseDocumentRef,
  VERIFY_PATH,
  type DocumentKind,
  type LiveDocumentKind,
} from '../../../contract/documents/rules';
import type { DocumentInfo, Verification } from '../../../contract/documents/schemas';
import type { Locale } from '../../../contract/locales';
import { documentFiles, receiptVersions } from '../../db/schema/documents';
import { departments } from '../../db/schema/officers';
import type { AuthSession } from '../../http/auth';
import { fileReply, type AppContext, type EndpointInput } from '../../http/endpoint';
import { NotFoundError } from '../../http/errors';
import { mayReadRecordOf } from '../../http/guards';
import { inLocale } from '../../http/i18n';
import { findRegistration } from '../registrations';

/** A readable document before its file exists: enough to name it, and to make it when the cache lacks it. */
export interface DocumentSource {
  kind: DocumentKind | LiveDocumentKind;
  recordId: string;
  version: number;
  title: string;
  /** The saved name, in the reader's language and in ASCII. */
  fileName: string;
  asciiName: string;
  verifyUrl: string | null;
  render: (now: Date) => Promise<WrittenDocument>;
}

export function asciiFileName(kind: string, number: string, version: number): string {
  return `${kind}-${number}-v${version}.pdf`.replace(/[^A-Za-z0-9._-]/g, '_');
}

const LIVE_FILE_HANDOVER_MS = 30_000;
const LIVE_FILES_WAITING = 64;

export function createDocumentService(ctx: AppContext) {
  const { db, config } = ctx;
  const secret = config.codeSigningSecret;
  const verifyUrlOf = (registrationId: string, version: number) =>
    `${config.publicUrl}${VERIFY_PATH}?t=${encodeURIComponent(signReceiptToken(secret, { registrationId, version }))}`;

  async function receiptSource(session: AuthSession, id: string, locale: Locale): Promise<DocumentSource> {
    const row = await findRegistration(db, id);
    if (!row || !mayReadRecordOf(session, row.enterpriseId, row.departmentCode))
      throw new NotFoundError('documentNotFound');
    const verifyUrl = verifyUrlOf(row.id, row.version);
    return {
      kind: 'receipt',
      recordId: row.id,
      version: row.version,
      title: `${receiptTitle(locale)} ${row.registrationNumber}`,
      fileName: receiptFileName(row.registrationNumber, row.version, locale),
      asciiName: asciiFileName('inspection-receipt', row.registrationNumber, row.version),
      verifyUrl,
      // Only when this version's file is first made: a stored file is served without reading the record again.
      render: async (now) => {
        const model = await storedReceipt(db, row, locale);
        // What the link will show is kept with the version before the link leaves the server (info and file both
        // make the file first).
        await db
          .insert(receiptVersions)
          .values({
            registrationId: row.id,
            version: row.version,
            printed: printedFields(row, model),
            issuedAt: now,
          })
          .onConflictDoNothing();
        return renderReceipt(model, locale, { verifyUrl, now });
      },
    };
  }

  const sources: Record<
    DocumentKind | LiveDocumentKind,
    (session: AuthSession, id: string, locale: Locale) => Promise<DocumentSource>
  > = {
    receipt: receiptSource,
    notice: (session, id, locale) => findNoticeSource(db, session, id, locale),
    decision: (session, id, locale) => findDecisionSource(ctx, session, id, locale),
    law: (_session, id, locale) => findLegalTextSource(db, id, locale),
    cityAnalysis: (session, id, locale) => findCityAnalysisSource(ctx, session, id, locale),
  };

  type MadeFile = { data: Buffer; size: number; pageCount: number; generatedAt: Date };
  /**
   * A live file made for the viewer's info call is handed to the file call that follows it, once: one render per
   * view, and the page count and size announced are the file's. Any other file call makes the file anew.
   */
  const handedOver = new Map<string, { until: number; file: MadeFile }>();

  async function liveFileOf(
    session: AuthSession,
    source: DocumentSource,
    locale: Locale,
    purpose: 'info' | 'file',
  ): Promise<MadeFile> {
    const key = [session.userId, source.kind, source.recordId, locale].join('\n');
    const now = ctx.now().getTime();
    const waiting = handedOver.get(key);
    handedOver.delete(key);
    if (purpose === 'file' && waiting && waiting.until > now) return waiting.file;
    const written = await source.render(new Date(now));
    const file = {
      data: written.bytes,
      size: written.bytes.length,
      pageCount: written.pageCount,
      generatedAt: new Date(now),
    };
    if (purpose === 'info') {
      handedOver.set(key, { until: now + LIVE_FILE_HANDOVER_MS, file });
      for (const [old, entry] of handedOver)
        if (handedOver.size > LIVE_FILES_WAITING || entry.until <= now) handedOver.delete(old);
    }
    return file;
  }

  async function sourceOf(session: AuthSession, doc: string, locale: Locale): Promise<DocumentSource> {
    const ref = parseDocumentRef(doc);
    if (!ref) throw new NotFoundError('documentNotFound');
    return sources[ref.kind](session, ref.id, locale);
  }

  /**
   * The stored file of this version, generated (once, whoever asks first) when there is none; a live kind's file is
   * generated each time and never stored.
   */
  async function fileOf(
    session: AuthSession,
    source: DocumentSource,
    locale: Locale,
    purpose: 'info' | 'file',
  ): Promise<MadeFile> {
    const { kind } = source;
    if (isLiveDocumentKind(kind)) return liveFileOf(session, source, locale, purpose);
    const key = and(
      eq(documentFiles.kind, kind),
      eq(documentFiles.recordId, source.recordId),
      eq(documentFiles.version, source.version),
      eq(documentFiles.locale, locale),
    );
    const [stored] = await db.select().from(documentFiles).where(key);
    if (stored) return stored;
    const now = ctx.now();
    const started = performance.now();
    const written = await source.render(now);
    await db
      .insert(documentFiles)
      .values({
        kind,
        recordId: source.recordId,
        version: source.version,
        locale,
        data: written.bytes,
        size: written.bytes.length,
        pageCount: written.pageCount,
        title: source.title,
        fileName: source.fileName,
        generatedAt: now,
        generationMs: Math.round(performance.now() - started),
      })
      .onConflictDoNothing();
    const [kept] = await db.select().from(documentFiles).where(key);
    return kept!;
  }

  return {
    async info(session: AuthSession, doc: string, locale: Locale): Promise<DocumentInfo> {
      const source = await sourceOf(session, doc, locale);
      const file = await fileOf(session, source, locale, 'info');
      return {
        doc,
        title: source.title,
        fileName: source.fileName,
        version: source.version,
        sizeBytes: file.size,
        pageCount: file.pageCount,
        generatedAt: file.generatedAt.toISOString(),
        verifyUrl: source.verifyUrl,
      };
    },

    async file(session: AuthSession, doc: string, locale: Locale): Promise<Uint8Array> {
      const source = await sourceOf(session, doc, locale);
      const file = await fileOf(session, source, locale, 'file');
      return fileReply(file.data, {
        contentType: 'application/pdf',
        fileName: source.fileName,
        asciiName: source.asciiName,
      });
    },

    /** The receipt these form values would issue, marked draft; never stored, never verifiable. */
    async previewReceipt(
      session: AuthSession,
      input: EndpointInput<'previewReceipt'>,
      locale: Locale,
    ): Promise<Uint8Array> {
      const now = ctx.now();
      const model = await draftReceipt(db, session, input, locale, now);
      const written = await renderReceipt(model, locale, { verifyUrl: null, now });
      return fileReply(written.bytes, {
        contentType: 'application/pdf',
        fileName: receiptFileName(model.registrationNumber, model.version, locale),
        asciiName: 'inspection-receipt-draft.pdf',
      });
    },

    async verify(token: string, locale: Locale): Promise<Verification> {
      const notGenuine: Verification = {
        status: 'notGenuine',
        version: null,
        currentVersion: null,
        receipt: null,
      };
      const claims = verifyReceiptToken(secret, token);
      if (!claims) return notGenuine;
      const [row, [issued]] = await Promise.all([
        findRegistration(db, claims.registrationId),
        db
          .select()
          .from(receiptVersions)
          .where(
            and(
              eq(receiptVersions.registrationId, claims.registrationId),
              eq(receiptVersions.version, claims.version),
            ),
          ),
      ]);
      if (!row || !issued || claims.version > row.version) return notGenuine;
      const { departmentCode, ...shown } = issued.printed;
      const [department] = await db
        .select({ zh: departments.nameZh, en: departments.nameEn })
        .from(departments)
        .where(eq(departments.code, departmentCode));
      return {
        status: claims.version === row.version ? 'genuine' : 'superseded',
        version: claims.version,
        currentVersion: row.version,
        receipt: { ...shown, departmentName: inLocale(locale, department?.zh ?? '', department?.en) },
      };
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
