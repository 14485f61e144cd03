import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { NotLoggedInError, TokenExpiredError } from './errors';
import { clearHits, countHit } from './login-throttle';
import type { SessionUser } from '../../contract/api-schemas';
import type { Capability } from '../../contract/session/schemas';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import { enterprises } from '../db/schema/enterprises';
import { departments } from '../db/schema/officers';
import { providers } from '../db/schema/providers';
import { sessions, users } from '../db/schema/session';

export interface AuthSession {
  sessionId: number;
  tokenHash: string;
  expiresAt: Date;
  user: SessionUser;
  departmentNameEn: string | null;
  providerNameEn: string | null;
  /** Internal ids the handlers need but the client never sees. */
  userId: string;
  enterpriseId: string | null;
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const userColumns = {
  userId: users.id,
  name: users.name,
  phone: users.phone,
  role: users.role,
  enterpriseId: users.enterpriseId,
  enterpriseNumber: enterprises.enterpriseNumber,
  enterpriseName: enterprises.name,
  departmentCode: users.departmentCode,
  departmentName: departments.nameZh,
  departmentNameEn: departments.nameEn,
  certificateNumber: users.certificateNumber,
  capabilities: users.capabilities,
  providerId: users.providerId,
  providerName: providers.nameZh,
  providerNameEn: providers.nameEn,
};

type UserRow = {
  userId: string;
  name: string;
  phone: string;
  role: 'enterprise' | 'officer' | 'provider';
  enterpriseNumber: string | null;
  enterpriseName: string | null;
  departmentCode: string | null;
  departmentName: string | null;
  departmentNameEn?: string | null;
  certificateNumber?: string | null;
  capabilities?: Capability[];
  providerId?: string | null;
  providerName?: string | null;
};

/**
 * The session user in the reader's language (the department's and provider's names; people and enterprises keep
 * their names).
 */
export function userInLocale(
  user: SessionUser,
  namesEn: { departmentNameEn: string | null; providerNameEn?: string | null },
  locale: string,
): SessionUser {
  if (locale !== 'en') return user;
  return {
    ...user,
    departmentName: namesEn.departmentNameEn ?? user.departmentName,
    providerName: namesEn.providerNameEn ?? user.providerName ?? null,
  };
}

export function toSessionUser(row: UserRow): SessionUser {
  return {
    userId: row.userId,
    // The organisation a user acts for: the enterprise, the department, the provider, or (a merchant without one)
    // the user.
    orgId:
      row.enterpriseNumber ??
      (row.departmentCode
        ? `dept:${row.departmentCode}`
        : row.providerId
          ? `provider:${row.providerId}`
          : row.userId),
    name: row.name,
    phonenumber: row.phone,
    role: row.role,
    enterpriseNumber: row.enterpriseNumber,
    enterpriseName: row.enterpriseName,
    departmentCode: row.departmentCode,
    departmentName: row.departmentName,
    certificateNumber: row.certificateNumber ?? null,
    capabilities: row.role === 'officer' ? (row.capabilities ?? []) : [],
    providerId: row.providerId ?? null,
    providerName: row.providerName ?? null,
  };
}

// A resolved session is reused for a few seconds. Revocations, deletions and user changes made by any process reach
// every process's cache through the database's notifications (ChangeFeed); while those are not heard, nothing is cached.
const CACHE_TTL_MS = 5_000;
const CACHE_MAX_ENTRIES = 10_000;

export interface LoginThrottle {
  /** Sign-in attempts per account within the window before it is refused (whatever the password). */
  failuresPerAccount: number;
  windowMinutes: number;
}

/** Answered 429: the account had too many failed sign-ins lately, from whatever address or server process. */
export class AccountLockedError extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterMs: number) {
    super('too many failed sign-ins for this account');
    this.name = 'AccountLockedError';
  }
}

/** Opaque session tokens: the client holds 32 random bytes, the database only their SHA-256. */
export class SessionStore {
  private readonly cache = new Map<string, { session: AuthSession; cachedAt: number }>();
  /** Bumped by every invalidation: a lookup that raced one is not cached. */
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly ttlHours: number,
    private readonly changes?: ChangeFeed,
    private readonly throttle: LoginThrottle = { failuresPerAccount: 10, windowMinutes: 15 },
  ) {
    changes?.subscribe('sv_session', (tokenHash) => {
      this.generation += 1;
      if (tokenHash === null) this.cache.clear();
      else this.cache.delete(tokenHash);
    });
    changes?.subscribe('sv_user', (userId) => {
      this.generation += 1;
      if (userId === null || userId === '*') return this.cache.clear();
      for (const [hash, entry] of this.cache) if (entry.session.userId === userId) this.cache.delete(hash);
    });
  }

  /**
   * Counts a sign-in attempt for the account before its password is checked, so parallel guesses count too;
   * throws 429 past the limit. `loginSucceeded` clears the count.
   */
  async countLoginAttempt(account: string): Promise<void> {
    const { hits, ttlMs } = await countHit(
      this.db,
      `account:${account}`,
      this.throttle.windowMinutes * 60_000,
    );
    if (hits > this.throttle.failuresPerAccount) throw new AccountLockedError(ttlMs);
  }

  async loginSucceeded(account: string): Promise<void> {
    await clearHits(this.db, `account:${account}`);
  }

  async issue(userId: string): Promise<IssuedSession> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.ttlHours * 3_600_000);
    await this.db.insert(sessions).values({ tokenHash: sha256(token), userId, expiresAt });
    return { token, expiresAt };
  }

  async findUser(userId: string): Promise<
    | {
        user: SessionUser;
        enterpriseId: string | null;
        departmentNameEn: string | null;
        providerNameEn: string | null;
      }
    | undefined
  > {
    const [row] = await this.db
      .select(userColumns)
      .from(users)
      .leftJoin(enterprises, eq(enterprises.id, users.enterpriseId))
      .leftJoin(departments, eq(departments.code, users.departmentCode))
      .leftJoin(providers, eq(providers.id, users.providerId))
      .where(eq(users.id, userId));
    return (
      row && {
        user: toSessionUser(row),
        enterpriseId: row.enterpriseId,
        departmentNameEn: row.departmentNameEn,
        providerNameEn: row.providerNameEn,
      }
    );
  }

  /** Throws 401 for a missing, unknown or revoked token and 50005 for an expired one. */
  async authenticate(token: string | undefined): Promise<AuthSession> {
    if (!token) throw new NotLoggedInError();
    const tokenHash = sha256(token);
    const hit = this.cache.get(tokenHash);
    if (hit && this.changes?.live && Date.now() - hit.cachedAt < CACHE_TTL_MS) {
      if (hit.session.expiresAt.getTime() <= Date.now()) throw new TokenExpiredError();
      return hit.session;
    }
    this.cache.delete(tokenHash);
    const generation = this.generation;
    const [row] = await this.db
      .select({
        ...userColumns,
        sessionId: sessions.id,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(enterprises, eq(enterprises.id, users.enterpriseId))
      .leftJoin(departments, eq(departments.code, users.departmentCode))
      .leftJoin(providers, eq(providers.id, users.providerId))
      .where(eq(sessions.tokenHash, tokenHash));
    if (!row || row.revokedAt) throw new NotLoggedInError();
    if (row.expiresAt.getTime() <= Date.now()) throw new TokenExpiredError();
    const session: AuthSession = {
      sessionId: row.sessionId,
      tokenHash,
      expiresAt: row.expiresAt,
      user: toSessionUser(row),
      departmentNameEn: row.departmentNameEn,
      providerNameEn: row.providerNameEn,
      userId: row.userId,
      enterpriseId: row.enterpriseId,
    };
    if (this.changes?.live && generation === this.generation) {
      if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.clear();
      this.cache.set(tokenHash, { session, cachedAt: Date.now() });
    }
    return session;
  }

  /** Drops the cached copy after the user's data changed (e.g. the user just registered an enterprise). */
  forget(tokenHash: string): void {
    this.cache.delete(tokenHash);
  }

  async revoke(tokenHash: string): Promise<void> {
    this.cache.delete(tokenHash);
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  }
}
