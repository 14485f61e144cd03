import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { SzyUnavailableError, type SzyPlatform } from './szy-platform';
import type { Locale } from '../../../contract/locales';
import { SZY_RENEW_WHEN_LEFT, type SzyRefusal } from '../../../contract/szy-platform/rules';
import type { SzyLoginResult, SzySdkConfig } from '../../../contract/szy-platform/schemas';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/session';
import { szyRedeemedCodes, szyUserLinks } from '../../db/schema/szy-platform';
import { sha256, type AuthSession } from '../../http/auth';
import type { AppContext } from '../../http/endpoint';
import { FieldRuleError, RefusedError, ServiceUnavailableError } from '../../http/errors';
import { isRefusedDemoAccount } from '../../http/guards';
import type { MessageKey } from '../../http/i18n';
import { issueLogin } from '../session';

/** The platform SDK calls the app uses: its scanner and its photo picker. */
export const SZY_JS_API_LIST = ['scanQRCode', 'chooseImage', 'getLocalImgData'];

/** Redeemed codes are kept this long; the platform's own codes live 5 minutes. */
const REDEEMED_CODE_KEEP_MS = 24 * 3_600_000;

const SZY_REFUSAL_MESSAGES = {
  codeInvalid: 'szyCodeInvalid',
  notEnabled: 'szyNotEnabled',
  officersOnly: 'szyOfficersOnly',
} as const satisfies Record<SzyRefusal, MessageKey>;

const refused = (reason: SzyRefusal): never => {
  throw new RefusedError(SZY_REFUSAL_MESSAGES[reason], reason);
};

function unavailable(error: unknown): never {
  if (error instanceof SzyUnavailableError) throw new ServiceUnavailableError();
  throw error;
}

/**
 * Signs in the platform's user behind a one-time code. The code is claimed first (one row per code, whoever
 * inserts it first wins), so two requests with one code never both sign in; if the platform cannot be asked, the
 * claim is released and the same code can be tried again.
 */
export async function loginWithSzyCode(
  ctx: AppContext,
  platform: SzyPlatform,
  code: string,
  locale: Locale,
): Promise<SzyLoginResult> {
  const { db } = ctx;
  const at = ctx.now();
  const codeHash = sha256(code);
  const claimed = await db
    .insert(szyRedeemedCodes)
    .values({ codeHash, redeemedAt: at })
    .onConflictDoNothing()
    .returning({ codeHash: szyRedeemedCodes.codeHash });
  if (claimed.length === 0) return refused('codeInvalid');

  let platformUserId: string | null;
  try {
    platformUserId = await platform.userOfCode(code);
  } catch (error) {
    await db.delete(szyRedeemedCodes).where(eq(szyRedeemedCodes.codeHash, codeHash));
    return unavailable(error);
  }
  await db
    .delete(szyRedeemedCodes)
    .where(lt(szyRedeemedCodes.redeemedAt, new Date(at.getTime() - REDEEMED_CODE_KEEP_MS)));
  if (!platformUserId) return refused('codeInvalid');

  const [link] = await db
    .select({ userId: users.id, role: users.role })
    .from(szyUserLinks)
    .innerJoin(users, eq(users.id, szyUserLinks.userId))
    .where(eq(szyUserLinks.platformUserId, platformUserId));
  // In production a demo account is as good as not linked.
  if (!link || (await isRefusedDemoAccount(ctx.config, db, link.userId))) return refused('notEnabled');
  if (link.role !== 'officer') return refused('officersOnly');
  return { outcome: 'signedIn', login: await issueLogin(ctx.sessions, link.userId, locale) };
}

/** WeCom's JS-SDK signature: sha1 of the four fields in this order, as `key=value` joined by `&`. */
export function signSdkConfig(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const signed = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
  return createHash('sha1').update(signed).digest('hex');
}

/**
 * The SDK configuration for one of this service's pages, and a fresh session when the current one has less than
 * half its lifetime left (the old token keeps working until it expires: requests already on their way with it
 * must not fail).
 */
export async function createSdkConfig(
  ctx: AppContext,
  platform: SzyPlatform,
  session: AuthSession,
  pageUrl: string,
): Promise<SzySdkConfig> {
  const url = pageUrl.split('#')[0]!;
  if (!ctx.config.allowedOrigins.includes(new URL(url).origin)) {
    throw new FieldRuleError('url', 'szyUrlNotAllowed');
  }
  const ticket = await platform.jsapiTicket().catch(unavailable);
  // The platform compares the timestamp with real time, never with a test clock.
  const timestamp = Math.floor(Date.now() / 1000);
  const nonceStr = randomBytes(12).toString('base64url');
  const lifetimeMs = ctx.config.sessionTtlHours * 3_600_000;
  const leftMs = session.expiresAt.getTime() - Date.now();
  const renewed = leftMs < lifetimeMs * SZY_RENEW_WHEN_LEFT ? await ctx.sessions.issue(session.userId) : null;
  return {
    corpId: platform.corpId,
    agentId: platform.agentId,
    timestamp,
    nonceStr,
    signature: signSdkConfig(ticket, nonceStr, timestamp, url),
    jsApiList: SZY_JS_API_LIST,
    renewed: renewed && { token: renewed.token, expiresAt: renewed.expiresAt.toISOString() },
  };
}

/** Links a platform user to an officer account by phone (`npm run szy:link`); a link is replaced, not added. */
export async function linkSzyUser(db: Database, platformUserId: string, phone: string): Promise<string> {
  const [user] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.phone, phone));
  if (!user) throw new Error(`no account has the phone number ${phone}`);
  if (user.role !== 'officer') throw new Error(`${phone} is not an officer's account`);
  await db.transaction(async (tx) => {
    await tx.delete(szyUserLinks).where(eq(szyUserLinks.userId, user.id));
    await tx
      .insert(szyUserLinks)
      .values({ platformUserId, userId: user.id })
      .onConflictDoUpdate({ target: szyUserLinks.platformUserId, set: { userId: user.id } });
  });
  return user.id;
}

export async function unlinkSzyUser(db: Database, platformUserId: string): Promise<boolean> {
  const removed = await db
    .delete(szyUserLinks)
    .where(eq(szyUserLinks.platformUserId, platformUserId))
    .returning({ id: szyUserLinks.platformUserId });
  return removed.length > 0;
}
