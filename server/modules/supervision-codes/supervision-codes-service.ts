import { randomUUID } from 'node:crypto';
import {
  creditCodeInLicenceText,
  looksLikeCodePayload,
  signCodePayload,
  verifyCodePayload,
} from './code-signing';
import {
  findActiveCode,
  findCode,
  insertCodeUnlessActive,
  insertScan,
  listCodes,
  listScansOfCodes,
  type CodeRow,
} from './supervision-codes-queries';
import type { ApiOutput } from '../../../contract/api-schemas';
import type { Locale } from '../../../contract/locales';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import type { EndpointInput } from '../../http/endpoint';
import { NotFoundError, OperationFailedError } from '../../http/errors';
import { requireDepartment, requireOwnEnterprise } from '../../http/guards';
import {
  findEnterpriseByCreditCode,
  findEnterpriseById,
  findEnterpriseByNumber,
  type EnterpriseRow,
} from '../enterprises';

/** The enterprise's active code, issuing one if it has none. */
async function findOrIssueCode(db: Database, enterpriseId: string): Promise<CodeRow> {
  const found = await findActiveCode(db, enterpriseId);
  if (found) return found;
  await insertCodeUnlessActive(db, enterpriseId);
  return (await findActiveCode(db, enterpriseId))!;
}

export async function getSupervisionCode(
  db: Database,
  config: AppConfig,
  session: AuthSession,
  enterpriseNumber: string,
): Promise<ApiOutput<'getSupervisionCode'>> {
  requireOwnEnterprise(session, enterpriseNumber);
  const enterprise = await findEnterpriseById(db, session.enterpriseId!);
  if (!enterprise) throw new NotFoundError();
  const code = await findOrIssueCode(db, enterprise.id);
  return {
    codeId: code.id,
    enterpriseNumber: enterprise.enterpriseNumber,
    enterpriseName: enterprise.name,
    payload: signCodePayload(config.codeSigningSecret, {
      codeId: code.id,
      enterpriseNumber: enterprise.enterpriseNumber,
      issuedAtSeconds: Math.floor(code.issuedAt.getTime() / 1000),
    }),
    issuedAt: code.issuedAt.toISOString(),
  };
}

export async function listCodeHistory(
  db: Database,
  session: AuthSession,
  locale: Locale,
): Promise<ApiOutput<'listCodeHistory'>> {
  if (!session.enterpriseId) return [];
  const codes = await listCodes(db, session.enterpriseId);
  if (codes.length === 0) return [];
  const scans = await listScansOfCodes(
    db,
    codes.map((c) => c.id),
  );
  return codes.map((code) => ({
    codeId: code.id,
    issuedAt: code.issuedAt.toISOString(),
    revokedAt: code.revokedAt?.toISOString() ?? null,
    scans: scans
      .filter((s) => s.codeId === code.id)
      .map((s) => ({
        scanId: s.scanId,
        scannedAt: s.scannedAt.toISOString(),
        purpose: s.purpose,
        staffName: s.staffName,
        departmentName: locale === 'en' ? s.departmentEn : s.departmentZh,
      })),
  }));
}

/** A genuine, current code of a known enterprise, else a localized reason. */
async function findEnterpriseOfCode(db: Database, config: AppConfig, payload: string) {
  const claims = verifyCodePayload(config.codeSigningSecret, payload);
  if (!claims) throw new OperationFailedError('codeInvalid');
  const code = await findCode(db, claims.codeId);
  const enterprise = code && (await findEnterpriseById(db, code.enterpriseId));
  if (
    !code ||
    !enterprise ||
    enterprise.enterpriseNumber !== claims.enterpriseNumber ||
    Math.floor(code.issuedAt.getTime() / 1000) !== claims.issuedAtSeconds
  )
    throw new OperationFailedError('codeInvalid');
  if (code.revokedAt) throw new OperationFailedError('codeRevoked');
  return { enterprise, codeId: code.id };
}

/** Resolves a scanned code, a business-licence QR text or a typed number to the enterprise, and records the scan. */
export async function resolveCode(
  db: Database,
  config: AppConfig,
  session: AuthSession,
  input: EndpointInput<'resolveCode'>,
): Promise<ApiOutput<'resolveCode'>> {
  const departmentCode = requireDepartment(session);
  let enterprise: EnterpriseRow | undefined;
  let source: 'code' | 'manual' | 'licence';
  let codeId: string | null = null;
  if (input.enterpriseNumber) {
    source = 'manual';
    enterprise = await findEnterpriseByNumber(db, input.enterpriseNumber);
    if (!enterprise) throw new OperationFailedError('enterpriseNotFound');
  } else if (looksLikeCodePayload(input.payload!)) {
    source = 'code';
    ({ enterprise, codeId } = await findEnterpriseOfCode(db, config, input.payload!));
  } else {
    // A business-licence QR code names the enterprise by its unified social credit code.
    source = 'licence';
    const creditCode = creditCodeInLicenceText(input.payload!);
    enterprise = creditCode ? await findEnterpriseByCreditCode(db, creditCode) : undefined;
    if (!enterprise) throw new OperationFailedError('codeInvalid');
  }
  // Lookups without the code itself still show up in the enterprise's code history.
  codeId ??= (await findOrIssueCode(db, enterprise.id)).id;
  const scanId = randomUUID();
  await insertScan(db, {
    id: scanId,
    codeId,
    enterpriseId: enterprise.id,
    officerId: session.userId,
    departmentCode,
    purpose: input.purpose,
    source,
    scannedAt: new Date(),
  });
  return {
    scanId,
    enterpriseNumber: enterprise.enterpriseNumber,
    enterpriseName: enterprise.name,
    manual: source === 'manual',
  };
}
