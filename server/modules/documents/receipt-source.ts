/** A registration as its receipt prints it: from the stored record, or from a form's values for a draft. */
import type { ReceiptModel } from './receipt-template';
import type { Locale } from '../../../contract/locales';
import type { Database } from '../../db/client';
import type { PrintedReceipt } from '../../db/schema/documents';
import type { AuthSession } from '../../http/auth';
import type { EndpointInput } from '../../http/endpoint';
import { inLocale } from '../../http/i18n';
import { findEnterpriseById } from '../enterprises';
import { findPlanTitle } from '../plans';
import {
  countCorrections,
  findSummary,
  listItems,
  listProblemsWithPhotos,
  listPublishedInspectionItems,
  type RegistrationRow,
  prepareRegistration,
} from '../registrations';
import { findScanCheckIn } from '../supervision-codes';

async function itemNamesIn(db: Database, departmentCode: string, locale: Locale) {
  if (locale === 'zh') return new Map<string, string>();
  const published = await listPublishedInspectionItems(db, departmentCode);
  return new Map(published.filter((i) => i.nameEn).map((i) => [i.code, i.nameEn!]));
}

function enterpriseOf(row: NonNullable<Awaited<ReturnType<typeof findEnterpriseById>>>) {
  return {
    name: row.name,
    officialName: row.name,
    number: row.enterpriseNumber,
    creditCode: row.creditCode,
    address: row.address,
    legalRepresentative: row.legalRepresentative,
  };
}

export async function storedReceipt(
  db: Database,
  row: RegistrationRow,
  locale: Locale,
): Promise<ReceiptModel> {
  const [summary, items, problems, correctionCount, planTitle, checkIn, enterprise, names] =
    await Promise.all([
      findSummary(db, row.id),
      listItems(db, row.id),
      listProblemsWithPhotos(db, row.id),
      countCorrections(db, row.id),
      row.planId ? findPlanTitle(db, row.planId) : Promise.resolve(null),
      row.scanId ? findScanCheckIn(db, row.scanId) : Promise.resolve(null),
      findEnterpriseById(db, row.enterpriseId),
      itemNamesIn(db, row.departmentCode, locale),
    ]);
  return {
    registrationNumber: row.registrationNumber,
    version: row.version,
    correctionCount,
    enterprise: enterpriseOf(enterprise!),
    departmentName: inLocale(locale, summary!.departmentZh, summary!.departmentEn),
    officers: row.officers,
    type: row.type,
    planTitle,
    legalBasis: row.legalBasis,
    triggerReason: row.triggerReason,
    caseReason: row.caseReason,
    caseReference: row.caseReference,
    method: row.method,
    typedReason: row.typedReason,
    allowanceBasis: row.allowanceBasis,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
    checkedInAt: checkIn?.checkedInAt ?? null,
    registeredAt: row.registeredAt,
    place: row.locationText,
    late: row.late,
    lateReason: row.lateReason,
    remarks: row.remarks,
    items: items.map((i) => ({ name: names.get(i.code) ?? i.name, result: i.result })),
    problems: problems.map((p) => ({
      description: p.description,
      rectification: p.rectification,
      photoCount: p.photos.length,
    })),
  };
}

/** The receipt submitting these values would issue, checked exactly as the create call checks them. */
export async function draftReceipt(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'createRegistration'>,
  locale: Locale,
  now: Date,
): Promise<ReceiptModel> {
  const prepared = await prepareRegistration(db, session, input, now);
  const [planTitle, names] = await Promise.all([
    input.type === 'routine' && input.planId ? findPlanTitle(db, input.planId) : Promise.resolve(null),
    itemNamesIn(db, prepared.departmentCode, locale),
  ]);
  return {
    registrationNumber: null,
    version: 1,
    correctionCount: 0,
    enterprise: enterpriseOf(prepared.enterprise),
    departmentName: inLocale(locale, session.user.departmentName ?? '', session.departmentNameEn ?? ''),
    officers: prepared.officers,
    type: input.type,
    planTitle,
    legalBasis: input.legalBasis || null,
    triggerReason: input.type === 'triggered' ? input.triggerReason || null : null,
    caseReason: input.type === 'case' ? (input.caseReason ?? null) : null,
    caseReference: input.type === 'case' ? input.caseReference || null : null,
    method: prepared.method,
    typedReason: prepared.method === 'number' ? (input.typedReason ?? null) : null,
    allowanceBasis: prepared.basis.allowanceBasis,
    startedAt: prepared.startedAt,
    endedAt: prepared.endedAt,
    checkedInAt: prepared.checkedInAt,
    registeredAt: null,
    place: prepared.location?.text ?? null,
    late: prepared.late,
    lateReason: prepared.late ? (input.lateReason ?? null) : null,
    remarks: input.remarks || null,
    items: prepared.items.map((i) => ({ name: names.get(i.code) ?? i.name, result: i.result })),
    problems: input.problems.map((p) => ({
      description: p.description,
      rectification: p.rectification,
      photoCount: p.photoIds.length,
    })),
  };
}

/** What the verification page may show of a version: the receipt's key fields, never a phone number. */
export function printedFields(row: RegistrationRow, model: ReceiptModel): PrintedReceipt {
  return {
    registrationNumber: row.registrationNumber,
    enterpriseName: model.enterprise.officialName,
    enterpriseNumber: model.enterprise.number,
    departmentCode: row.departmentCode,
    officers: row.officers.map((o) => ({ name: o.name, certificateNumber: o.certificateNumber })),
    type: row.type,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt.toISOString(),
    registeredAt: row.registeredAt.toISOString(),
    itemCount: model.items.length,
    nonCompliantCount: model.items.filter((i) => i.result === 'non_compliant').length,
    problemCount: model.problems.length,
    late: row.late,
  };
}
