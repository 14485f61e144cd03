import { findReadable, loadDetail } from './registration-detail';
import { findEvaluation, upsertEvaluation } from './registrations-queries';
import type { Locale } from '../../../contract/locales';
import { EVALUATION_CHANGE_WINDOW_MS } from '../../../contract/registrations/rules';
import type { RegistrationDetail } from '../../../contract/registrations/schemas';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import type { EndpointInput } from '../../http/endpoint';
import { OperationFailedError } from '../../http/errors';

/** The enterprise evaluates its own registration; it may change the evaluation for 7 days after the first one. */
export async function evaluateRegistration(
  db: Database,
  config: AppConfig,
  session: AuthSession,
  input: EndpointInput<'evaluateRegistration'>,
  locale: Locale,
  now: Date,
): Promise<RegistrationDetail> {
  const row = await findReadable(db, session, input.registrationId);
  const previous = await findEvaluation(db, row.id);
  if (previous && now.getTime() > previous.firstEvaluatedAt.getTime() + EVALUATION_CHANGE_WINDOW_MS)
    throw new OperationFailedError('evaluationClosed');
  const stored = await upsertEvaluation(
    db,
    {
      registrationId: row.id,
      departmentCode: row.departmentCode,
      level: input.level,
      comment: input.comment,
    },
    now,
    EVALUATION_CHANGE_WINDOW_MS,
  );
  if (!stored) throw new OperationFailedError('evaluationClosed');
  return loadDetail(db, config, row, session, locale, now);
}
