/**
 * The officers' warnings desk: every current warning of the enterprises a department inspected in the last 12
 * months, or (the supervision office) of the whole city, a kind and a page at a time.
 */
import { everyEnterprise, inspectedByDepartmentSince } from './warnings-queries';
import { computeWarnings, findWarningsOf } from './warnings-service';
import type { ApiOutput } from '../../../contract/api-schemas';
import { enterpriseNumberSchema } from '../../../contract/fields';
import type { Locale } from '../../../contract/locales';
import { WARNING_KIND_ORDER, WARNING_LOOKBACK_MS } from '../../../contract/warnings/rules';
import { warningKindSchema, type Warning } from '../../../contract/warnings/schemas';
import type { Database } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import type { EndpointInput } from '../../http/endpoint';
import { FieldRuleError } from '../../http/errors';
import { hasCapability, isEnterpriseSession, requireOwnEnterprise } from '../../http/guards';
import { encodeCursor, readCursor } from '../../http/keyset-cursor';
import { findEnterpriseIdByNumber } from '../enterprises';

/** One enterprise's warnings; without a number, the enterprise's own or (officers) those their department concerns. */
export async function listWarnings(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'listWarnings'>,
  locale: Locale,
  now: Date,
): Promise<Warning[]> {
  if (input.enterpriseNumber) {
    if (isEnterpriseSession(session)) requireOwnEnterprise(session, input.enterpriseNumber);
    const enterpriseId = await findEnterpriseIdByNumber(db, input.enterpriseNumber);
    return enterpriseId ? findWarningsOf(db, enterpriseId, locale, session, now) : [];
  }
  if (isEnterpriseSession(session))
    return session.enterpriseId ? findWarningsOf(db, session.enterpriseId, locale, session, now) : [];
  return deskWarnings(db, session, locale, now);
}

/**
 * An officer's warnings desk: every enterprise the department inspected in the last 12 months, or (the supervision
 * office) the whole city, in enterprise number order.
 */
async function deskWarnings(
  db: Database,
  session: AuthSession,
  locale: Locale,
  now: Date,
): Promise<Warning[]> {
  // An enterprise nobody inspected in 12 months has none.
  if (hasCapability(session, 'supervisor'))
    return byEnterpriseNumber(await computeWarnings(db, everyEnterprise, locale, session, now));
  const since = new Date(now.getTime() - WARNING_LOOKBACK_MS);
  const byEnterprise = await computeWarnings(
    db,
    inspectedByDepartmentSince(db, session.user.departmentCode ?? '', since),
    locale,
    session,
    now,
  );
  // Frequency warnings concern every department; caps and no-finding streaks only the department they name.
  const ownDepartment = (locale === 'en' && session.departmentNameEn) || session.user.departmentName;
  return byEnterpriseNumber(byEnterprise).filter(
    (warning) => warning.departmentName === null || warning.departmentName === ownDepartment,
  );
}

function byEnterpriseNumber(byEnterprise: Map<string, Warning[]>): Warning[] {
  return [...byEnterprise.values()]
    .sort((a, b) => a[0]!.enterpriseNumber.localeCompare(b[0]!.enterpriseNumber))
    .flat();
}

export const WARNING_DESK_PAGE = 20;

type DeskPlace = { kind: Warning['kind']; enterpriseNumber: string };

/** The kind and enterprise number of a desk cursor, exactly as this server writes them (the field would normalise). */
function deskPlaceOf([kind, enterpriseNumber, ...rest]: unknown[]): DeskPlace | null {
  const readKind = warningKindSchema.safeParse(kind);
  const readNumber = enterpriseNumberSchema.safeParse(enterpriseNumber);
  return rest.length === 0 && readKind.success && readNumber.success && readNumber.data === enterpriseNumber
    ? { kind: readKind.data, enterpriseNumber: readNumber.data }
    : null;
}

/**
 * The desk one kind at a time: a page ends after its last enterprise's every warning of the kind (a few at most:
 * one per department or officer), so the next page starts after that enterprise's number and a warning appearing
 * or going in between shifts nothing.
 */
export async function listWarningDesk(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'listWarningDesk'>,
  locale: Locale,
  now: Date,
): Promise<ApiOutput<'listWarningDesk'>> {
  // A later page goes on with its first page's kind, whatever has warnings first by now.
  const after = readCursor(input.cursor, deskPlaceOf);
  if (after && input.kind && input.kind !== after.kind) throw new FieldRuleError('cursor', 'reasonInvalid');
  const warnings = await deskWarnings(db, session, locale, now);
  const counts = Object.fromEntries(WARNING_KIND_ORDER.map((kind) => [kind, 0])) as Record<
    Warning['kind'],
    number
  >;
  for (const warning of warnings) counts[warning.kind] += 1;
  const kind =
    after?.kind ?? input.kind ?? WARNING_KIND_ORDER.find((k) => counts[k] > 0) ?? WARNING_KIND_ORDER[0];
  const rest = warnings.filter(
    (w) => w.kind === kind && (after === undefined || w.enterpriseNumber > after.enterpriseNumber),
  );
  let end = Math.min(WARNING_DESK_PAGE, rest.length);
  while (end < rest.length && rest[end]!.enterpriseNumber === rest[end - 1]!.enterpriseNumber) end += 1;
  const items = rest.slice(0, end);
  return {
    kind,
    counts,
    items,
    nextCursor: end < rest.length ? encodeCursor([kind, items[items.length - 1]!.enterpriseNumber]) : null,
  };
}
