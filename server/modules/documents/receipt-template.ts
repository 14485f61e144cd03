/** The inspection receipt: what was registered, laid out on A4, with the QR code of its verification link. */
import { docText } from './document-texts';
import { DocumentWriter, type WrittenDocument } from './pdf-writer';
import { dateTimeText } from '../../../contract/city-calendar';
import type { Locale } from '../../../contract/locales';
import type { InspectionType } from '../../../contract/registrations/schemas';

export interface ReceiptModel {
  /** Null for a draft: the number is given on submitting. */
  registrationNumber: string | null;
  version: number;
  correctionCount: number;
  enterprise: {
    name: string;
    /** As registered (zh): what a verification shows. */
    officialName: string;
    number: string;
    creditCode: string;
    address: string;
    legalRepresentative: string;
  };
  departmentName: string;
  officers: ReadonlyArray<{ name: string; certificateNumber: string }>;
  type: InspectionType;
  planTitle: string | null;
  legalBasis: string | null;
  triggerReason: string | null;
  caseReason: string | null;
  caseReference: string | null;
  /** How the enterprise was identified, and why its number was typed. */
  method: 'code' | 'licence' | 'number';
  typedReason: string | null;
  allowanceBasis: 'within' | 'excepted' | 'approved';
  startedAt: Date;
  endedAt: Date;
  checkedInAt: Date | null;
  registeredAt: Date | null;
  place: string | null;
  late: boolean;
  lateReason: string | null;
  remarks: string | null;
  items: ReadonlyArray<{ name: string; result: 'compliant' | 'non_compliant' }>;
  problems: ReadonlyArray<{ description: string; rectification: string; photoCount: number }>;
}

const TYPE_TEXT = { routine: 'typeRoutine', triggered: 'typeTriggered', case: 'typeCase' } as const;
const CASE_TEXT: Record<string, Parameters<typeof docText>[0]> = {
  complaint: 'caseComplaint',
  recheck: 'caseRecheck',
  enterprise_request: 'caseEnterpriseRequest',
  licensing: 'caseLicensing',
  referral: 'caseReferral',
  emergency: 'caseEmergency',
};
const METHOD_TEXT = { code: 'methodCode', licence: 'methodLicence', number: 'methodNumber' } as const;
const TYPED_TEXT: Record<string, Parameters<typeof docText>[0]> = {
  codeUnavailable: 'typedCodeUnavailable',
  cameraFailed: 'typedCameraFailed',
  codeUnreadable: 'typedCodeUnreadable',
  other: 'typedOther',
};
const BASIS_TEXT = { within: 'basisWithin', excepted: 'basisExcepted', approved: 'basisApproved' } as const;

export function receiptTitle(locale: Locale): string {
  return docText('receiptTitle', locale);
}

export function receiptFileName(registrationNumber: string | null, version: number, locale: Locale): string {
  return `${docText('receiptFile', locale)}-${registrationNumber ?? 'draft'}-v${version}.pdf`;
}

export async function renderReceipt(
  model: ReceiptModel,
  locale: Locale,
  options: { verifyUrl: string | null; now: Date },
): Promise<WrittenDocument> {
  const t = (key: Parameters<typeof docText>[0], values?: Record<string, string | number>) =>
    docText(key, locale, values);
  const time = (at: Date | null) => (at ? dateTimeText(at) : '');
  const { verifyUrl } = options;
  const draft = verifyUrl === null;
  const number = model.registrationNumber ?? t('draftNumber');
  const writer = new DocumentWriter({
    title: t('receiptTitle'),
    subject: t('receiptSubject'),
    subtitle: `${model.departmentName}\u3000${t('registrationNumber')}：${number}`,
    footer: `${t('registrationNumber')} ${number} · ${t('recordVersion')} ${model.version} · ${t('generatedAt', { at: dateTimeText(options.now) })}`,
    pageLabel: t('pageLabel', { page: '{page}', pages: '{pages}' }),
    watermark: draft ? t('draft') : undefined,
  });
  // On top, where a second officer at the door looks first.
  if (verifyUrl === null) writer.paragraph(t('draftNotice'), { muted: true });
  else writer.qr(verifyUrl, t('verifyCaption', { url: verifyUrl }));

  writer.section(t('sectionEnterprise')).fields([
    [t('enterpriseName'), model.enterprise.name],
    [t('enterpriseNumber'), model.enterprise.number],
    [t('creditCode'), model.enterprise.creditCode],
    [t('address'), model.enterprise.address],
    [t('legalRepresentative'), model.enterprise.legalRepresentative],
  ]);

  const basis: Array<[string, string]> = [];
  if (model.planTitle) basis.push([t('plan'), model.planTitle]);
  if (model.legalBasis) basis.push([t('legalBasis'), model.legalBasis]);
  if (model.triggerReason) basis.push([t('triggerReason'), model.triggerReason]);
  if (model.caseReason)
    basis.push([
      t('caseReason'),
      CASE_TEXT[model.caseReason] ? t(CASE_TEXT[model.caseReason]!) : model.caseReason,
    ]);
  if (model.caseReference) basis.push([t('caseReference'), model.caseReference]);
  if (model.allowanceBasis !== 'within')
    basis.push([t('allowanceBasis'), t(BASIS_TEXT[model.allowanceBasis])]);
  basis.push([
    t('method'),
    model.typedReason && TYPED_TEXT[model.typedReason]
      ? `${t(METHOD_TEXT[model.method])}（${t(TYPED_TEXT[model.typedReason]!)}）`
      : t(METHOD_TEXT[model.method]),
  ]);
  writer
    .section(t('sectionInspection'))
    .fields([
      [t('registrationNumber'), number],
      [t('department'), model.departmentName],
      [
        t('officers'),
        model.officers.map((o) => `${o.name}（${o.certificateNumber}）`).join(locale === 'zh' ? '、' : ', '),
      ],
      [t('type'), t(TYPE_TEXT[model.type])],
      ...basis,
      [t('startedAt'), time(model.startedAt)],
      [t('endedAt'), time(model.endedAt)],
      ...(model.checkedInAt ? [[t('checkedInAt'), time(model.checkedInAt)] as [string, string]] : []),
      [t('place'), model.place ?? ''],
      ...(model.registeredAt ? [[t('registeredAt'), time(model.registeredAt)] as [string, string]] : []),
      ...(model.late
        ? [
            [t('late'), t('yes')] as [string, string],
            [t('lateReason'), model.lateReason ?? ''] as [string, string],
          ]
        : []),
      ...(model.remarks ? [[t('remarks'), model.remarks] as [string, string]] : []),
    ]);

  writer.section(t('sectionItems')).table(
    [
      { title: t('itemNo'), share: 0.12 },
      { title: t('item'), share: 0.63 },
      { title: t('result'), share: 0.25 },
    ],
    model.items.map((item, i) => [
      String(i + 1),
      item.name,
      item.result === 'compliant' ? t('compliant') : t('nonCompliant'),
    ]),
  );

  writer.section(t('sectionProblems'));
  if (model.problems.length === 0) writer.paragraph(t('noProblems'));
  else
    writer.table(
      [
        { title: t('itemNo'), share: 0.1 },
        { title: t('problem'), share: 0.4 },
        { title: t('rectification'), share: 0.38 },
        { title: t('photos'), share: 0.12 },
      ],
      model.problems.map((p, i) => [String(i + 1), p.description, p.rectification, String(p.photoCount)]),
    );

  if (model.correctionCount > 0)
    writer.paragraph(t('corrected', { count: model.correctionCount, version: model.version }), {
      muted: true,
    });
  writer.paragraph(t('rights'), { muted: true, size: 9.5 });
  return writer.end();
}
