import { randomUUID } from 'node:crypto';
import {
  findEnterpriseByCreditCode,
  findEnterpriseById,
  findStreet,
  insertEnterprise,
  insertOwnerAuthorization,
  linkUserToEnterprise,
  nextEnterpriseSequence,
  type EnterpriseRow,
} from './enterprises-queries';
import type { ApiOutput } from '../../../contract/api-schemas';
import { PLACE_ACCURACY_MAX_METERS } from '../../../contract/enterprises/rules';
import type { Enterprise } from '../../../contract/enterprises/schemas';
import type { Locale } from '../../../contract/locales';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/counters';
import type { AuthSession, SessionStore } from '../../http/auth';
import type { EndpointInput } from '../../http/endpoint';
import { FieldRuleError, OperationFailedError } from '../../http/errors';

function formatRegionName(
  row: Pick<EnterpriseRow, 'streetZh' | 'streetEn' | 'districtZh' | 'districtEn'>,
  locale: Locale,
): string {
  if (locale === 'en') {
    return [row.streetEn ?? row.streetZh, row.districtEn ?? row.districtZh].filter(Boolean).join(', ');
  }
  return [row.districtZh, row.streetZh].filter(Boolean).join('');
}

export function toEnterprise(row: EnterpriseRow, locale: Locale): Enterprise {
  return {
    enterpriseNumber: row.enterpriseNumber,
    name: row.name,
    creditCode: row.creditCode,
    regionCode: row.regionCode ?? '',
    regionName: formatRegionName(row, locale),
    address: row.address,
    legalRepresentative: row.legalRepresentative,
    contactPhone: row.phone,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Registers the user's enterprise: numbered SZ + district + sequence, the user linked as its owner at once. */
export async function registerEnterprise(
  db: Database,
  sessions: SessionStore,
  session: AuthSession,
  input: EndpointInput<'registerEnterprise'>,
): Promise<ApiOutput<'registerEnterprise'>> {
  if (session.enterpriseId) throw new OperationFailedError('alreadyHasEnterprise');
  const street = await findStreet(db, input.regionCode);
  const district = input.regionCode.slice(0, 6);
  if (!street || street.parentCode !== district) throw new OperationFailedError('regionUnknown');
  if (await findEnterpriseByCreditCode(db, input.creditCode))
    throw new OperationFailedError('creditCodeTaken');
  if (input.place && input.place.accuracyMeters > PLACE_ACCURACY_MAX_METERS)
    throw new FieldRuleError('place', 'reasonPlaceImprecise');

  try {
    await db.transaction(async (tx) => {
      const sequence = await nextEnterpriseSequence(tx, district);
      const id = randomUUID();
      await insertEnterprise(tx, {
        id,
        enterpriseNumber: `SZ${district}${String(sequence).padStart(6, '0')}`,
        name: input.name,
        creditCode: input.creditCode,
        address: input.address,
        regionCode: input.regionCode,
        legalRepresentative: input.legalRepresentative,
        phone: input.contactPhone,
        latitude: input.place?.latitude ?? null,
        longitude: input.place?.longitude ?? null,
      });
      if (!(await linkUserToEnterprise(tx, session.userId, id)))
        throw new OperationFailedError('alreadyHasEnterprise');
      await insertOwnerAuthorization(tx, id, session.user.phonenumber);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new OperationFailedError('creditCodeTaken');
    throw error;
  }
  sessions.forget(session.tokenHash);
  const found = await sessions.findUser(session.userId);
  return found!.user;
}

export async function getMyEnterprise(
  db: Database,
  session: AuthSession,
  locale: Locale,
): Promise<Enterprise> {
  const row = session.enterpriseId ? await findEnterpriseById(db, session.enterpriseId) : undefined;
  if (!row) throw new OperationFailedError('noEnterprise');
  return toEnterprise(row, locale);
}
