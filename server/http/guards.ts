/**
 * Checks several modules make the same way, each throwing what the client must see: a record of someone else
 * is 404 (indistinguishable from a missing one), a wrong role 403, a bad time a field error.
 */
import { eq } from 'drizzle-orm';
import type { Access } from '../../contract/route';
import type { Capability } from '../../contract/session/schemas';
import { findEndTimeProblem } from '../../contract/time-rules';
import type { AppConfig } from '../config';
import type { AuthSession } from './auth';
import {
  FieldRuleError,
  ForbiddenError,
  NotFoundError,
  NotLoggedInError,
  OperationFailedError,
} from './errors';
import type { Database } from '../db/client';
import { users } from '../db/schema/session';
import { findScanOfOfficer, type ScanRow } from '../modules/supervision-codes/supervision-codes-queries';

/** Whether the signed-in user holds a capability (the route's `access` checks it per call; services read it per record). */
export function hasCapability(session: AuthSession, capability: Capability): boolean {
  return session.user.capabilities?.includes(capability) === true;
}

// Demo accounts exist only from a development seed; none is created at run time, so one read per database is enough.
const demoUserIds = new WeakMap<Database, Promise<Set<string>>>();

function listDemoUserIds(db: Database): Promise<Set<string>> {
  let ids = demoUserIds.get(db);
  if (!ids) {
    ids = db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.isDemo, true))
      .then((rows) => new Set(rows.map((r) => r.id)));
    ids.catch(() => demoUserIds.delete(db));
    demoUserIds.set(db, ids);
  }
  return ids;
}

/** Whether `userId` is a demo account that this server must refuse (any, in production mode). */
export async function isRefusedDemoAccount(
  config: AppConfig,
  db: Database,
  userId: string,
): Promise<boolean> {
  return config.mode === 'production' && (await listDemoUserIds(db)).has(userId);
}

/**
 * A data directory seeded in development may be started in production: its demo accounts (known passwords) must
 * then sign in nowhere, and a session issued to one before is "not logged in".
 */
export async function refuseDemoSessionInProduction(
  config: AppConfig,
  db: Database,
  session: AuthSession,
): Promise<AuthSession> {
  if (await isRefusedDemoAccount(config, db, session.userId)) throw new NotLoggedInError();
  return session;
}

/** The officer's department; a session without one may not use officer calls at all. */
/**
 * Who may read a department's record about an enterprise in full (an inspection, its photos, remarks, corrections,
 * receipt): that enterprise, the department's officers, and the supervision office. Another department may learn
 * that an inspection took place (registration-views.ts `toSummary`), which the frequency rules and joint inspections
 * need, and nothing more; to anyone else the record does not exist.
 */
export function mayReadRecordOf(
  session: AuthSession,
  enterpriseId: string,
  departmentCode: string | null,
): boolean {
  if (isEnterpriseSession(session)) return session.enterpriseId === enterpriseId;
  if (session.user.role !== 'officer') return false;
  return (
    hasCapability(session, 'supervisor') ||
    (departmentCode !== null && session.user.departmentCode === departmentCode)
  );
}

export function requireDepartment(session: AuthSession): string {
  if (!session.user.departmentCode) throw new ForbiddenError();
  return session.user.departmentCode;
}

/** The provider a provider's user acts for; a session without one may use no provider call. */
export function requireProvider(session: AuthSession): string {
  if (session.user.role !== 'provider' || !session.user.providerId) throw new ForbiddenError();
  return session.user.providerId;
}

export function isEnterpriseSession(session: AuthSession): boolean {
  return session.user.role === 'enterprise';
}

/** An enterprise sees only itself: naming another enterprise (or any, without one of its own) is "not found". */
export function requireOwnEnterprise(session: AuthSession, enterpriseNumber: string | undefined): void {
  if (enterpriseNumber === undefined) return;
  if (!session.enterpriseId || enterpriseNumber !== session.user.enterpriseNumber) throw new NotFoundError();
}

/** The scan must be the signed-in officer's own. */
export async function requireOwnScan(db: Database, session: AuthSession, scanId: string): Promise<ScanRow> {
  const scan = await findScanOfOfficer(db, scanId, session.userId);
  if (!scan) throw new NotFoundError('scanNotFound');
  return scan;
}

/** ... and be of the enterprise and purpose the form is about. */
export function requireScanFor(
  scan: ScanRow,
  enterpriseId: string | null,
  purpose: ScanRow['purpose'],
): void {
  if (scan.enterpriseId !== enterpriseId || scan.purpose !== purpose)
    throw new OperationFailedError('scanMismatch');
}

/** The place recorded at check-in, for a form that did not send one. */
export function placeOfCheckIn(scan: ScanRow) {
  return scan.checkedInAt
    ? { latitude: scan.latitude, longitude: scan.longitude, text: scan.locationText ?? '' }
    : null;
}

/** An end time not before the start and not in the future (a few minutes of device clock skew allowed). */
export function requireValidEndTime(startedAt: Date, endedAt: Date, now: Date): void {
  const problem = findEndTimeProblem(startedAt, endedAt, now);
  if (problem === 'endBeforeStart') throw new FieldRuleError('endedAt', 'reasonEndBeforeStart');
  if (problem === 'inFuture') throw new FieldRuleError('endedAt', 'reasonInFuture');
}

/** Whether a signed-in user may make a call of this access (the endpoint's check, for what repeats a call's rule). */
export function sessionMayCall(
  access: Exclude<Access, 'public' | 'development'>,
  session: AuthSession,
): boolean {
  const { role, capabilities = [] } = session.user;
  if (access === 'session') return true;
  if (access === 'shop') return role === 'enterprise' || role === 'provider';
  if (access === 'supervision') return role === 'enterprise' || role === 'officer';
  if (access === 'enterprise' || access === 'officer' || access === 'provider') return role === access;
  return role === 'officer' && capabilities.includes(access);
}
