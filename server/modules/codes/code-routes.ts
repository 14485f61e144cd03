import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { codeScans, departments, supervisionCodes, users } from '../../db/schema';
import { ForbiddenError, OperationFailedError } from '../../http/errors';
import { registerEndpoint, type AppContext } from '../../http/endpoint';
import {
  findEnterpriseByCreditCode,
  findEnterpriseById,
  findEnterpriseByNumber,
  type EnterpriseRow,
} from '../enterprise/enterprise-queries';
import {
  creditCodeInLicenceText,
  looksLikeCodePayload,
  signCodePayload,
  verifyCodePayload,
} from './code-signing';

/** The enterprise's active code, issuing one if it has none (a partial unique index keeps it to one). */
async function activeCode(db: Database, enterpriseId: string) {
  const find = async () => {
    const [code] = await db
      .select()
      .from(supervisionCodes)
      .where(and(eq(supervisionCodes.enterpriseId, enterpriseId), isNull(supervisionCodes.revokedAt)));
    return code;
  };
  const found = await find();
  if (found) return found;
  await db
    .insert(supervisionCodes)
    .values({ id: randomBytes(9).toString('base64url'), enterpriseId, issuedAt: new Date() })
    .onConflictDoNothing();
  return (await find())!;
}

export function registerCodeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config } = ctx;

  registerEndpoint(app, ctx, 'getSupervisionCode', async ({ input, session }) => {
    if (!session.enterpriseId || input.enterpriseNumber !== session.user.enterpriseNumber)
      throw new ForbiddenError();
    const enterprise = (await findEnterpriseById(db, session.enterpriseId))!;
    const code = await activeCode(db, enterprise.id);
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
  });

  registerEndpoint(app, ctx, 'listCodeHistory', async ({ session, locale }) => {
    if (!session.enterpriseId) return [];
    const codes = await db
      .select()
      .from(supervisionCodes)
      .where(eq(supervisionCodes.enterpriseId, session.enterpriseId))
      .orderBy(desc(supervisionCodes.issuedAt), desc(supervisionCodes.id));
    if (codes.length === 0) return [];
    const scans = await db
      .select({
        scanId: codeScans.id,
        codeId: codeScans.codeId,
        scannedAt: codeScans.scannedAt,
        purpose: codeScans.purpose,
        staffName: users.name,
        departmentZh: departments.nameZh,
        departmentEn: departments.nameEn,
      })
      .from(codeScans)
      .innerJoin(users, eq(users.id, codeScans.officerId))
      .innerJoin(departments, eq(departments.code, codeScans.departmentCode))
      .where(
        inArray(
          codeScans.codeId,
          codes.map((c) => c.id),
        ),
      )
      .orderBy(desc(codeScans.scannedAt), desc(codeScans.id));
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
  });

  registerEndpoint(app, ctx, 'resolveCode', async ({ input, session }) => {
    let enterprise: EnterpriseRow | undefined;
    let source: 'code' | 'manual' | 'licence';
    let codeId: string | null = null;
    if (input.enterpriseNumber) {
      source = 'manual';
      enterprise = await findEnterpriseByNumber(db, input.enterpriseNumber);
      if (!enterprise) throw new OperationFailedError('enterpriseNotFound');
    } else if (looksLikeCodePayload(input.payload!)) {
      source = 'code';
      const claims = verifyCodePayload(config.codeSigningSecret, input.payload!);
      if (!claims) throw new OperationFailedError('codeInvalid');
      const [code] = await db.select().from(supervisionCodes).where(eq(supervisionCodes.id, claims.codeId));
      enterprise = code && (await findEnterpriseById(db, code.enterpriseId));
      if (
        !code ||
        !enterprise ||
        enterprise.enterpriseNumber !== claims.enterpriseNumber ||
        Math.floor(code.issuedAt.getTime() / 1000) !== claims.issuedAtSeconds
      )
        throw new OperationFailedError('codeInvalid');
      if (code.revokedAt) throw new OperationFailedError('codeRevoked');
      codeId = code.id;
    } else {
      // A business-licence QR code names the enterprise by its unified social credit code.
      source = 'licence';
      const creditCode = creditCodeInLicenceText(input.payload!);
      enterprise = creditCode ? await findEnterpriseByCreditCode(db, creditCode) : undefined;
      if (!enterprise) throw new OperationFailedError('codeInvalid');
    }
    // Lookups without the code itself still show up in the enterprise's code history.
    codeId ??= (await activeCode(db, enterprise.id)).id;
    const scanId = randomUUID();
    await db.insert(codeScans).values({
      id: scanId,
      codeId,
      enterpriseId: enterprise.id,
      officerId: session.userId,
      departmentCode: session.user.departmentCode!,
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
  });

  registerEndpoint(app, ctx, 'checkIn', async ({ input, session }) => {
    const checkedInAt = new Date();
    const [scan] = await db
      .update(codeScans)
      .set({
        checkedInAt,
        latitude: input.location.latitude,
        longitude: input.location.longitude,
        locationText: input.location.text,
      })
      .where(and(eq(codeScans.id, input.scanId), eq(codeScans.officerId, session.userId)))
      .returning({ id: codeScans.id });
    if (!scan) throw new OperationFailedError('scanNotFound');
    return { scanId: scan.id, checkedInAt: checkedInAt.toISOString(), location: input.location };
  });
}
