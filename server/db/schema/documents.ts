import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytea, instant, oneOf } from './columns';
import { registrations } from './registrations';
import { DOCUMENT_KINDS } from '../../../contract/documents/rules';
import { LOCALES } from '../../../contract/locales';

export interface LegalArticle {
  /** As the text numbers it: `第一百一十条` / `Article 110`. */
  numberZh: string;
  numberEn: string;
  zh: string;
  en: string;
}

/** The laws and regulations an inspection may cite, as documents (/legalTexts, `law.<id>` in /pdfView). */
export const legalTexts = pgTable('legal_texts', {
  id: text('id').primaryKey(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  /** The name people cite it by (`食品安全法` for `中华人民共和国食品安全法`). */
  shortTitleZh: text('short_title_zh').notNull(),
  issuerZh: text('issuer_zh').notNull(),
  issuerEn: text('issuer_en').notNull(),
  effectiveFrom: date('effective_from').notNull(),
  /** The articles an inspection cites, not the whole text: each says where the whole text is published. */
  articles: jsonb('articles').$type<LegalArticle[]>().notNull(),
  sourceZh: text('source_zh').notNull(),
  sourceEn: text('source_en').notNull(),
  version: integer('version').notNull().default(1),
});

/**
 * Each generated PDF, per record version and language: a receipt is generated once per version, so the bytes a
 * verified link names are the bytes that were handed out.
 */
export const documentFiles = pgTable(
  'document_files',
  {
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    recordId: text('record_id').notNull(),
    version: integer('version').notNull(),
    locale: text('locale', { enum: LOCALES }).notNull(),
    data: bytea('data').notNull(),
    size: integer('size').notNull(),
    pageCount: integer('page_count').notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    generatedAt: instant('generated_at').notNull(),
    generationMs: integer('generation_ms').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.recordId, t.version, t.locale] }),
    index('document_files_generated_idx').on(t.generatedAt),
    check('document_files_kind_check', sql.raw(oneOf('kind', DOCUMENT_KINDS))),
    check('document_files_locale_check', sql.raw(oneOf('locale', LOCALES))),
  ],
);

/** What a receipt printed about its inspection, per version: what a verification link shows, never a phone number. */
export interface PrintedReceipt {
  registrationNumber: string;
  enterpriseName: string;
  enterpriseNumber: string;
  departmentCode: string;
  officers: Array<{ name: string; certificateNumber: string }>;
  type: 'routine' | 'triggered' | 'case';
  startedAt: string;
  endedAt: string;
  registeredAt: string;
  itemCount: number;
  nonCompliantCount: number;
  problemCount: number;
  late: boolean;
}

export const receiptVersions = pgTable(
  'receipt_versions',
  {
    registrationId: text('registration_id')
      .notNull()
      .references(() => registrations.id),
    version: integer('version').notNull(),
    printed: jsonb('printed').$type<PrintedReceipt>().notNull(),
    issuedAt: instant('issued_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.version] })],
);
