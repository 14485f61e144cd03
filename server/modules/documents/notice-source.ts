/** An inspection notice (行政检查通知书) as a document: who inspects, on what basis, which items, the rights. */
import { docText } from './document-texts';
import type { DocumentSource } from './documents-service';
import { DocumentWriter } from './pdf-writer';
import { dateTimeText } from '../../../contract/city-calendar';
import type { Locale } from '../../../contract/locales';
import type { Database } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import { NotFoundError } from '../../http/errors';
import { inLocale } from '../../http/i18n';
import { listItems, findVisibleNotice } from '../notices';

export async function findNoticeSource(
  db: Database,
  session: AuthSession,
  id: string,
  locale: Locale,
): Promise<DocumentSource> {
  const row = await findVisibleNotice(db, session, id).catch((error: unknown) => {
    if (error instanceof NotFoundError) throw new NotFoundError('documentNotFound');
    throw error;
  });
  const n = row.notice;
  const items = await listItems(db, row.plan.departmentCode, n.itemCodes);
  const byCode = new Map(items.map((i) => [i.code, inLocale(locale, i.nameZh, i.nameEn)]));
  const t = (key: Parameters<typeof docText>[0], values?: Record<string, string | number>) =>
    docText(key, locale, values);
  const department = inLocale(locale, row.departmentZh, row.departmentEn);
  const title = t('noticeTitle');
  return {
    kind: 'notice',
    recordId: n.id,
    // A notice is never changed once issued.
    version: 1,
    title: `${title} ${n.title}`,
    fileName: `${t('noticeFile')}-${n.id}.pdf`,
    asciiName: `inspection-notice-${n.id}.pdf`,
    verifyUrl: null,
    render: (now) =>
      new DocumentWriter({
        title,
        subject: n.title,
        subtitle: `${department}\u3000${t('noticeNumber')}：${n.id}`,
        footer: `${t('noticeNumber')} ${n.id} · ${t('generatedAt', { at: dateTimeText(now) })}`,
        pageLabel: t('pageLabel', { page: '{page}', pages: '{pages}' }),
      })
        .fields([
          [t('noticeTo'), `${row.enterpriseName}（${row.enterpriseNumber}）`],
          [t('noticeKind'), t(n.kind === 'door' ? 'noticeKindDoor' : 'noticeKindAdvance')],
          [t('department'), department],
          [t('noticeTask'), n.title],
          [t('legalBasis'), n.legalBasis],
          [t('period'), `${n.periodFrom} — ${n.periodTo}`],
          [
            t('officers'),
            n.officers.map((o) => `${o.name}（${o.certificateNumber}）`).join(locale === 'zh' ? '、' : ', '),
          ],
          [t('issuedAt'), dateTimeText(n.issuedAt)],
        ])
        .section(t('sectionNoticeItems'))
        .table(
          [
            { title: t('itemNo'), share: 0.12 },
            { title: t('item'), share: 0.88 },
          ],
          n.itemCodes.map((code, i) => [String(i + 1), byCode.get(code) ?? code]),
        )
        .paragraph(t('noticeConduct'), { muted: true })
        .paragraph(t('rights'), { muted: true, size: 9.5 })
        .end(),
  };
}
