import { randomBytes } from 'node:crypto';
import { UNKNOWN_USER_HASH, verifyPassword } from './password';
import {
  findDemoUserByPhone,
  findUserByPhone,
  insertAuthCode,
  listDemoAccounts,
  listMerchantAuthorizations,
  redeemAuthCode,
  type DemoAccountRow,
} from './session-queries';
import type { ApiOutput } from '../../../contract/api-schemas';
import type { Locale } from '../../../contract/locales';
import { AUTH_CODE_TTL_MS, normalizeMobile } from '../../../contract/session/rules';
import {
  type Capability,
  type Authorization,
  type LoginData,
  type TestAccount,
} from '../../../contract/session/schemas';
import type { Database } from '../../db/client';
import { sha256, userInLocale, type AuthSession, type SessionStore } from '../../http/auth';
import type { EndpointInput } from '../../http/endpoint';
import { ForbiddenError, NotFoundError, OperationFailedError } from '../../http/errors';
import { requireOwnEnterprise } from '../../http/guards';

export async function issueLogin(sessions: SessionStore, userId: string, locale: Locale): Promise<LoginData> {
  const found = await sessions.findUser(userId);
  if (!found) throw new OperationFailedError('loginFailed');
  const issued = await sessions.issue(userId);
  return {
    token: issued.token,
    expiresAt: issued.expiresAt.toISOString(),
    phonenumber: found.user.phonenumber,
    userId: found.user.userId,
    enterpriseNumber: found.user.enterpriseNumber,
    user: userInLocale(found.user, found, locale),
  };
}

/** Both answers are equally slow whether or not the account exists. */
export async function loginWithPassword(
  db: Database,
  sessions: SessionStore,
  input: EndpointInput<'appLogin'>,
  locale: Locale,
): Promise<LoginData> {
  const account = normalizeMobile(input.username);
  // Per account, on every server process: guesses spread over many addresses still run out (429).
  await sessions.countLoginAttempt(account);
  const row = await findUserByPhone(db, account);
  const valid = await verifyPassword(input.password, row?.passwordHash ?? UNKNOWN_USER_HASH);
  if (!row || !valid) throw new OperationFailedError('loginFailed');
  await sessions.loginSucceeded(account);
  return issueLogin(sessions, row.id, locale);
}

async function findDemoUser(db: Database, account: string) {
  const row = await findDemoUserByPhone(db, normalizeMobile(account));
  if (!row) throw new OperationFailedError('unknownTestAccount');
  return row;
}

export async function loginAsDemoUser(db: Database, sessions: SessionStore, account: string, locale: Locale) {
  return issueLogin(sessions, (await findDemoUser(db, account)).id, locale);
}

const CAPABILITY_NAMES: Record<Capability, [zh: string, en: string]> = {
  planApprover: ['计划审批人', 'plan approver'],
  supervisor: ['执法监督', 'supervisor'],
  departmentHead: ['部门负责人', 'department head'],
};

function describeAccount(row: DemoAccountRow, locale: Locale): string {
  const zh = locale === 'zh';
  if (row.role === 'officer') {
    const department = (zh ? row.departmentZh : row.departmentEn) ?? '';
    const rights = row.capabilities.map((c) => CAPABILITY_NAMES[c][zh ? 0 : 1]).join(zh ? '、' : ', ');
    return zh
      ? `执法人员 · ${department}${rights ? ` · ${rights}` : ''} · 执法证号 ${row.certificateNumber ?? '-'}`
      : `Officer · ${department}${rights ? ` · ${rights}` : ''} · certificate ${row.certificateNumber ?? '-'}`;
  }
  if (row.role === 'provider')
    return zh ? `服务商 · ${row.providerZh ?? ''}` : `Service provider · ${row.providerEn ?? ''}`;
  if (!row.enterpriseNumber) return zh ? '商户 · 尚未绑定企业' : 'Merchant · no enterprise yet';
  const name = (zh ? row.enterpriseName : (row.enterpriseNameEn ?? row.enterpriseName)) ?? '';
  return zh
    ? `企业负责人 · ${name}（${row.enterpriseNumber}）`
    : `Enterprise owner · ${name} (${row.enterpriseNumber})`;
}

export async function listTestAccounts(db: Database, locale: Locale): Promise<TestAccount[]> {
  return (await listDemoAccounts(db)).map((row) => ({
    account: row.phone,
    name: row.name,
    role: row.role,
    description: describeAccount(row, locale),
  }));
}

/** What the host app's login simulator hands over: a single-use code for a demo account. */
export async function issueAuthCode(db: Database, account: string): Promise<ApiOutput<'getSiqCode'>> {
  const user = await findDemoUser(db, account);
  const code = randomBytes(24).toString('base64url');
  await insertAuthCode(db, {
    codeHash: sha256(code),
    userId: user.id,
    expiresAt: new Date(Date.now() + AUTH_CODE_TTL_MS),
  });
  return { code };
}

export async function loginWithAuthCode(db: Database, sessions: SessionStore, code: string, locale: Locale) {
  const userId = await redeemAuthCode(db, sha256(code), new Date());
  if (!userId) throw new OperationFailedError('authCodeInvalid');
  return issueLogin(sessions, userId, locale);
}

/**
 * An enterprise user sees its own enterprise's merchant authorizations; a merchant without an enterprise sees only
 * its own. Asking about anyone else is "not found", whether or not it exists; officers may not ask at all.
 */
export function listAuthorizations(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'queryAuthorizationList'>,
): Promise<Authorization[]> {
  const { user } = session;
  if (user.role !== 'enterprise') throw new ForbiddenError();
  if (session.enterpriseId) {
    requireOwnEnterprise(session, input.enterpriseNumber);
    return listMerchantAuthorizations(db, {
      enterpriseId: session.enterpriseId,
      merchantTel: input.merchantTel,
    });
  }
  if (input.enterpriseNumber) throw new NotFoundError();
  if (input.merchantTel && input.merchantTel !== user.phonenumber) throw new NotFoundError();
  return listMerchantAuthorizations(db, { merchantTel: user.phonenumber });
}
