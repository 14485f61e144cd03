/** Legal texts as documents: seeded reference data, searched by title or by the basis an inspection cites. */
import { and, asc, eq, gt, ilike, or, sql } from 'drizzle-orm';
import { docText } from './document-texts';
import type { DocumentSource } from './documents-service';
import { LEGAL_TEXT_SOURCE, LEGAL_TEXTS } from './legal-texts-catalogue';
import { DocumentWriter } from './pdf-writer';
import { dateTimeText } from '../../../contract/city-calendar';
import { documentRef } from '../../../contract/documents/rules';
import type { LegalTextPage } from '../../../contract/documents/schemas';
import type { Locale } from '../../../contract/locales';
import type { Database, Transaction } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import { legalTexts } from '../../db/schema/documents';
import type { EndpointInput } from '../../http/endpoint';
import { FieldRuleError, NotFoundError } from '../../http/errors';
import { inLocale } from '../../http/i18n';

const PAGE_DEFAULT = 20;

export async function seedLegalTexts(tx: Transaction): Promise<void> {
  for (const entry of LEGAL_TEXTS) {
    const { source = LEGAL_TEXT_SOURCE, ...text } = entry;
    const row = { ...text, sourceZh: source.zh, sourceEn: source.en };
    // A changed text is a new version: its cached documents are then made again.
    await tx
      .insert(legalTexts)
      .values(row)
      .onConflictDoUpdate({
        target: legalTexts.id,
        set: { ...row, version: sql`${legalTexts.version} + 1` },
        // any stored field changed, the PDFs' included
        setWhere: sql`(${legalTexts.titleZh}, ${legalTexts.titleEn}, ${legalTexts.shortTitleZh}, ${legalTexts.issuerZh},
            ${legalTexts.issuerEn}, ${legalTexts.effectiveFrom}, ${legalTexts.articles}, ${legalTexts.sourceZh},
            ${legalTexts.sourceEn})
          is distinct from (excluded.title_zh, excluded.title_en, excluded.short_title_zh, excluded.issuer_zh,
            excluded.issuer_en, excluded.effective_from, excluded.articles, excluded.source_zh, excluded.source_en)`,
      });
  }
}

export async function listLegalTexts(
  db: Database,
  input: EndpointInput<'listLegalTexts'>,
  locale: Locale,
): Promise<LegalTextPage> {
  if (input.cursor !== undefined && !/^[a-z0-9-]{1,64}$/.test(input.cursor))
    throw new FieldRuleError('cursor', 'reasonInvalid');
  const limit = input.limit ?? PAGE_DEFAULT;
  const q = input.q?.trim();
  const like = q ? `%${escapeLike(q)}%` : undefined;
  const rows = await db
    .select()
    .from(legalTexts)
    .where(
      and(
        input.cursor ? gt(legalTexts.id, input.cursor) : undefined,
        like
          ? or(
              ilike(legalTexts.titleZh, like),
              ilike(legalTexts.titleEn, like),
              // A cited basis names the law: `《中华人民共和国食品安全法》第一百一十条` finds the food safety law.
              sql`strpos(${q}, ${legalTexts.shortTitleZh}) > 0`,
              sql`strpos(lower(${q}), lower(${legalTexts.titleEn})) > 0`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(legalTexts.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => ({
      id: row.id,
      doc: documentRef('law', row.id),
      title: inLocale(locale, row.titleZh, row.titleEn),
      issuer: inLocale(locale, row.issuerZh, row.issuerEn),
      effectiveFrom: row.effectiveFrom,
      articleCount: row.articles.length,
    })),
    nextCursor: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}

export async function findLegalTextSource(db: Database, id: string, locale: Locale): Promise<DocumentSource> {
  const [row] = await db.select().from(legalTexts).where(eq(legalTexts.id, id));
  if (!row) throw new NotFoundError('documentNotFound');
  const t = (key: Parameters<typeof docText>[0], values?: Record<string, string | number>) =>
    docText(key, locale, values);
  const title = inLocale(locale, row.titleZh, row.titleEn);
  return {
    kind: 'law',
    recordId: row.id,
    version: row.version,
    title,
    fileName: `${t('lawFile')}-${row.id}-v${row.version}.pdf`,
    asciiName: `legal-text-${row.id}-v${row.version}.pdf`,
    verifyUrl: null,
    render: async (now) => {
      const writer = new DocumentWriter({
        title,
        subject: title,
        subtitle: inLocale(locale, row.issuerZh, row.issuerEn),
        footer: `${title} · ${t('generatedAt', { at: dateTimeText(now) })}`,
        pageLabel: t('pageLabel', { page: '{page}', pages: '{pages}' }),
      }).fields([
        [t('issuer'), inLocale(locale, row.issuerZh, row.issuerEn)],
        [t('effectiveFrom'), row.effectiveFrom],
        [t('source'), inLocale(locale, row.sourceZh, row.sourceEn)],
      ]);
      writer.paragraph(t('lawExcerptNotice'), { muted: true });
      for (const article of row.articles) {
        writer.section(locale === 'en' ? article.numberEn : article.numberZh);
        writer.paragraph(locale === 'en' ? article.en : article.zh);
      }
      return writer.end();
    },
  };
}
