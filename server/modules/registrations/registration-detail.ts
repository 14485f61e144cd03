/** Reading one registration: who may, and the whole detail as the contract shows it. */
import { findEmergencyReview } from './emergency-review-queries';
import { toDetail } from './registration-views';
import {
  countCorrections,
  findEvaluation,
  findRegistration,
  findSummary,
  listCorrections,
  listItems,
  listProblemsWithPhotos,
  type RegistrationRow,
} from './registrations-queries';
import type { Locale } from '../../../contract/locales';
import { CORRECTIONS_IN_DETAIL } from '../../../contract/registrations/rules';
import type { RegistrationDetail } from '../../../contract/registrations/schemas';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import { NotFoundError } from '../../http/errors';
import { isEnterpriseSession, mayReadRecordOf } from '../../http/guards';
import { findPlanTitle } from '../plans';
import { findScanCheckIn } from '../supervision-codes';

/** A registration in full, for those who may read it (guards.ts `mayReadRecordOf`); to anyone else "not found". */
export async function findReadable(db: Database, session: AuthSession, id: string): Promise<RegistrationRow> {
  const row = await findRegistration(db, id);
  if (!row || !mayReadRecordOf(session, row.enterpriseId, row.departmentCode))
    throw new NotFoundError('registrationNotFound');
  return row;
}

export async function loadDetail(
  db: Database,
  config: AppConfig,
  row: RegistrationRow,
  session: AuthSession,
  locale: Locale,
  now = new Date(),
): Promise<RegistrationDetail> {
  const [
    summary,
    items,
    problems,
    corrections,
    correctionCount,
    evaluation,
    planTitle,
    checkIn,
    emergencyReview,
  ] = await Promise.all([
    findSummary(db, row.id),
    listItems(db, row.id),
    listProblemsWithPhotos(db, row.id),
    listCorrections(db, row.id, CORRECTIONS_IN_DETAIL),
    countCorrections(db, row.id),
    isEnterpriseSession(session) ? findEvaluation(db, row.id) : Promise.resolve(undefined),
    row.planId ? findPlanTitle(db, row.planId) : Promise.resolve(null),
    row.scanId ? findScanCheckIn(db, row.scanId) : Promise.resolve(null),
    row.caseReason === 'emergency' ? findEmergencyReview(db, row.id) : Promise.resolve(null),
  ]);
  return toDetail(
    {
      row,
      summary: summary!,
      items,
      problems,
      corrections,
      correctionCount,
      evaluation,
      planTitle,
      checkIn,
      emergencyReview,
    },
    config,
    session,
    locale,
    now,
  );
}
