/** A complaint's decision letter: what was complained about, who decided what, and how to contest it. */
import { docText, type DocumentTextKey } from './document-texts';
import type { DocumentSource } from './documents-service';
import { DocumentWriter } from './pdf-writer';
import { dateTimeText } from '../../../contract/city-calendar';
import type { ComplaintState } from '../../../contract/complaints/rules';
import { hasDecisionLetter } from '../../../contract/documents/rules';
import type { Locale } from '../../../contract/locales';
import type { AuthSession } from '../../http/auth';
import type { AppContext } from '../../http/endpoint';
import { NotFoundError } from '../../http/errors';
import { inLocale } from '../../http/i18n';
import { eventNote, listComplaintEvents, findVisible, mayKnowComplainant } from '../complaints';

const DECIDING_ACTIONS = new Set(['reply', 'resolve', 'reject']);
const OUTCOME: Partial<Record<ComplaintState, DocumentTextKey>> = {
  replied: 'outcomeReplied',
  resolved: 'outcomeResolved',
  notAccepted: 'outcomeNotAccepted',
  duplicate: 'outcomeDuplicate',
};
const REJECT_REASON: Record<string, DocumentTextKey> = {
  outOfScope: 'rejectOutOfScope',
  insufficientInformation: 'rejectInsufficientInformation',
};

export async function findDecisionSource(
  ctx: AppContext,
  session: AuthSession,
  id: string,
  locale: Locale,
): Promise<DocumentSource> {
  const access = await findVisible(ctx, session, id).catch((error: unknown) => {
    if (error instanceof NotFoundError) throw new NotFoundError('documentNotFound');
    throw error;
  });
  const { complaint: c, ...names } = access.row;
  // The letter names the complainant: only for those the complaint's detail names them to.
  if (!hasDecisionLetter(c.state) || !mayKnowComplainant(session, access))
    throw new NotFoundError('documentNotFound');
  const events = await listComplaintEvents(ctx.db, c.id);
  const newestFirst = [...events].reverse();
  const decided = newestFirst.find((e) => DECIDING_ACTIONS.has(e.action));
  // The department's reply (findings and measures) and the final word on it, in the reader's language.
  const replied = newestFirst.find((e) => e.action === 'reply');
  const departmentName = () => '';
  const decisionText = [replied, decided !== replied ? decided : undefined]
    .map((e) => (e ? eventNote(e, locale, departmentName) : null))
    .filter(Boolean)
    .join('\n');
  const t = (key: DocumentTextKey, values?: Record<string, string | number>) => docText(key, locale, values);
  const department = c.assignedDepartmentCode
    ? inLocale(locale, names.assignedZh ?? '', names.assignedEn)
    : t('supervisionOffice');
  const title = t(c.kind === 'opinion' ? 'opinionDecisionTitle' : 'decisionTitle');
  const outcome = [
    t(OUTCOME[c.state]!, { number: c.duplicateOf ?? '' }),
    c.rejectReason && REJECT_REASON[c.rejectReason] ? t(REJECT_REASON[c.rejectReason]!) : '',
  ]
    .filter(Boolean)
    .join(locale === 'zh' ? '：' : ': ');
  return {
    kind: 'decision',
    recordId: c.id,
    version: c.version,
    title: `${title} ${c.complaintNumber}`,
    fileName: `${t('decisionFile')}-${c.complaintNumber}-v${c.version}.pdf`,
    asciiName: `complaint-decision-${c.complaintNumber}-v${c.version}.pdf`.replace(/[^A-Za-z0-9._-]/g, '_'),
    verifyUrl: null,
    render: (now) =>
      new DocumentWriter({
        title,
        subject: c.complaintNumber,
        subtitle: `${department}\u3000${t('complaintNumber')}：${c.complaintNumber}`,
        footer: `${t('complaintNumber')} ${c.complaintNumber} · ${t('generatedAt', { at: dateTimeText(now) })}`,
        pageLabel: t('pageLabel', { page: '{page}', pages: '{pages}' }),
      })
        .fields([
          [t('complaintNumber'), c.complaintNumber],
          [t('complainant'), `${names.enterpriseName}（${names.enterpriseNumber}）`],
          [t('submittedAt'), dateTimeText(c.createdAt)],
        ])
        .section(t('sectionComplaint'))
        .paragraph(c.description)
        .section(t('sectionDecision'))
        .fields([
          [t('handledBy'), department],
          [t('decision'), outcome],
          [t('decidedAt'), decided ? dateTimeText(decided.at) : ''],
          [t('decisionText'), decisionText],
        ])
        .paragraph(t('decisionRights'), { muted: true, size: 9.5 })
        .end(),
  };
}
