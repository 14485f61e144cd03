import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginData, TestAccount } from '../../../contract/api-schemas';
import type { Locale } from '../../../contract/locales';
import { authCodes, departments, enterprises, users } from '../../db/schema';
import { sha256, userInLocale } from '../../http/auth';
import { NotFoundError, OperationFailedError } from '../../http/errors';
import { registerEndpoint, type AppContext } from '../../http/endpoint';
import { createHostConfig } from './host-signature';
import { UNKNOWN_USER_HASH, verifyPassword } from './password';

const AUTH_CODE_TTL_MS = 5 * 60_000;

/** `+8613800000001` and `8613800000001` are the same account as `13800000001`. */
function normalizeMobile(value: string): string {
  return value.replace(/^(?:\+?86)/, '');
}

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config, sessions } = ctx;
  const loginLimit = { rateLimitPerMinute: config.loginRateLimitPerMinute };

  async function loginAs(userId: string, locale: string): Promise<LoginData> {
    const found = await sessions.findUser(userId);
    if (!found) throw new OperationFailedError('loginFailed');
    const issued = await sessions.issue(userId);
    return {
      token: issued.token,
      expiresAt: issued.expiresAt.toISOString(),
      phonenumber: found.user.phonenumber,
      userId: found.user.userId,
      enterpriseNumber: found.user.enterpriseNumber,
      user: userInLocale(found.user, found.departmentNameEn, locale),
    };
  }

  async function findDemoUser(account: string) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, normalizeMobile(account)), eq(users.isDemo, true)));
    if (!row) throw new OperationFailedError('unknownTestAccount');
    return row;
  }

  registerEndpoint(
    app,
    ctx,
    'appLogin',
    async ({ input, locale }) => {
      const [row] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.phone, normalizeMobile(input.username)));
      const valid = await verifyPassword(input.password, row?.passwordHash ?? UNKNOWN_USER_HASH);
      if (!row || !valid) throw new OperationFailedError('loginFailed');
      return loginAs(row.id, locale);
    },
    loginLimit,
  );

  registerEndpoint(
    app,
    ctx,
    'testLogin',
    async ({ input, locale }) => loginAs((await findDemoUser(input.account)).id, locale),
    loginLimit,
  );

  registerEndpoint(app, ctx, 'listTestAccounts', async ({ locale }) => {
    const rows = await db
      .select({
        phone: users.phone,
        name: users.name,
        role: users.role,
        certificateNumber: users.certificateNumber,
        enterpriseName: enterprises.name,
        enterpriseNameEn: enterprises.nameEn,
        enterpriseNumber: enterprises.enterpriseNumber,
        departmentZh: departments.nameZh,
        departmentEn: departments.nameEn,
      })
      .from(users)
      .leftJoin(enterprises, eq(enterprises.id, users.enterpriseId))
      .leftJoin(departments, eq(departments.code, users.departmentCode))
      .where(eq(users.isDemo, true))
      .orderBy(asc(users.phone));
    return rows.map((row): TestAccount => ({
      account: row.phone,
      name: row.name,
      role: row.role,
      description: describeAccount(row, locale),
    }));
  });

  registerEndpoint(app, ctx, 'getSiqCode', async ({ input }) => {
    const user = await findDemoUser(input.account);
    const code = randomBytes(24).toString('base64url');
    await db.insert(authCodes).values({
      codeHash: sha256(code),
      userId: user.id,
      expiresAt: new Date(Date.now() + AUTH_CODE_TTL_MS),
    });
    return { code };
  });

  registerEndpoint(
    app,
    ctx,
    'siqLogin',
    async ({ input, locale }) => {
      // One conditional update makes the code single-use even under concurrent exchanges.
      const [used] = await db
        .update(authCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(authCodes.codeHash, sha256(input.code)),
            isNull(authCodes.usedAt),
            gt(authCodes.expiresAt, new Date()),
          ),
        )
        .returning({ userId: authCodes.userId });
      if (!used) throw new OperationFailedError('authCodeInvalid');
      return loginAs(used.userId, locale);
    },
    loginLimit,
  );

  registerEndpoint(app, ctx, 'getHostConfig', () =>
    createHostConfig(config.hostAccessKey, config.hostAccessSecret),
  );

  registerEndpoint(app, ctx, 'getHostCredentials', () => {
    if (!config.hostCredentialsCompat) throw new NotFoundError();
    return {
      success: true,
      data: { accessKey: config.hostAccessKey, accessSecret: config.hostAccessSecret },
    };
  });

  registerEndpoint(app, ctx, 'getSession', ({ session, locale }) => userInLocale(session.user, session.departmentNameEn, locale));

  registerEndpoint(app, ctx, 'logout', async ({ session }) => {
    await sessions.revoke(session.tokenHash);
    return null;
  });
}

interface AccountRow {
  role: 'enterprise' | 'officer';
  certificateNumber: string | null;
  enterpriseName: string | null;
  enterpriseNameEn: string | null;
  enterpriseNumber: string | null;
  departmentZh: string | null;
  departmentEn: string | null;
}

function describeAccount(row: AccountRow, locale: Locale): string {
  const zh = locale === 'zh';
  if (row.role === 'officer') {
    const department = (zh ? row.departmentZh : row.departmentEn) ?? '';
    return zh
      ? `执法人员 · ${department} · 执法证号 ${row.certificateNumber ?? '-'}`
      : `Officer · ${department} · certificate ${row.certificateNumber ?? '-'}`;
  }
  if (!row.enterpriseNumber) return zh ? '商户 · 尚未绑定企业' : 'Merchant · no enterprise yet';
  const name = (zh ? row.enterpriseName : (row.enterpriseNameEn ?? row.enterpriseName)) ?? '';
  return zh
    ? `企业负责人 · ${name}（${row.enterpriseNumber}）`
    : `Enterprise owner · ${name} (${row.enterpriseNumber})`;
}
