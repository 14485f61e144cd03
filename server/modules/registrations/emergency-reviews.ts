/**
 * An emergency inspection goes over the allowance on the officer's word alone, so the supervision office reviews
 * each afterwards (国办发〔2024〕54号): it is queued when registered, the supervisors are told, and one of them who
 * took no part in it decides, once, whether the emergency is upheld; the registering officer is told.
 */
import {
  decidePendingEmergencyReview,
  findEmergencyReview,
  insertPendingEmergencyReview,
} from './emergency-review-queries';
import {
  emergencyReviewFacts,
  emergencyReviewRefusal,
  EMERGENCY_REVIEW_STEPS,
} from './emergency-review-steps';
import { findReadable, loadDetail } from './registration-detail';
import type { Locale } from '../../../contract/locales';
import type { RegistrationDetail } from '../../../contract/registrations/schemas';
import type { AppConfig } from '../../config';
import type { Database, Transaction } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import type { EndpointInput } from '../../http/endpoint';
import { FieldRuleError, OperationFailedError } from '../../http/errors';
import { notify } from '../messages';
import { listOfficerIds } from '../officers';

interface Registered {
  id: string;
  registrationNumber: string;
  enterpriseName: string;
}

const link = (registration: { id: string }) => ({
  path: 'registrationDetail',
  params: { id: registration.id },
});

/** Queues a new emergency inspection for review and tells the supervision office (its registrar aside). */
export async function queueEmergencyReview(
  tx: Transaction,
  session: AuthSession,
  registration: Registered,
  at: Date,
): Promise<void> {
  await insertPendingEmergencyReview(tx, registration.id, at);
  const supervisors = (await listOfficerIds(tx, { capability: 'supervisor' })).filter(
    (id) => id !== session.userId,
  );
  const department = session.user.departmentName ?? '';
  await notify(tx, supervisors, {
    kind: 'emergencyReviewAction',
    texts: {
      zh: {
        title: `${department}的一次应急检查待事后审查`,
        body: `${session.user.name}以应急、重大风险为由检查了${registration.enterpriseName}（登记编号 ${registration.registrationNumber}），不计入年度上限，请审查是否成立。`,
      },
      en: {
        title: `An emergency inspection by ${session.departmentNameEn ?? department} waits for review`,
        body: `${session.user.name} inspected ${registration.enterpriseName} as an emergency (registration ${registration.registrationNumber}), outside the annual cap. Review whether the emergency is upheld.`,
      },
    },
    link: link(registration),
    at,
  });
}

export async function reviewEmergencyInspection(
  db: Database,
  config: AppConfig,
  session: AuthSession,
  input: EndpointInput<'reviewEmergencyInspection'>,
  locale: Locale,
  now: Date,
): Promise<RegistrationDetail> {
  const row = await findReadable(db, session, input.id);
  const review = await findEmergencyReview(db, row.id);
  if (!review) throw new OperationFailedError('emergencyReviewNotPending');
  const refusal = emergencyReviewRefusal(input.decision, emergencyReviewFacts(row, review.status), session);
  if (refusal) throw new OperationFailedError(refusal);
  const note = input.note?.trim() || null;
  if (input.decision === 'notUphold' && !note) throw new FieldRuleError('note', 'emergencyReviewNote');
  const status = EMERGENCY_REVIEW_STEPS[input.decision].to;
  await db.transaction(async (tx) => {
    const moved = await decidePendingEmergencyReview(tx, row.id, {
      status,
      reviewedBy: session.userId,
      reviewedAt: now,
      note,
    });
    if (!moved) throw new OperationFailedError('emergencyReviewNotPending');
    const upheld = status === 'upheld';
    await notify(tx, [row.createdBy], {
      kind: 'emergencyReviewUpdated',
      texts: {
        zh: {
          title: upheld
            ? `应急检查 ${row.registrationNumber} 经事后审查：成立`
            : `应急检查 ${row.registrationNumber} 经事后审查：不成立`,
          body: `执法监督处 ${session.user.name} 审查${upheld ? '认定成立' : '认定不成立'}。${note ?? ''}`,
        },
        en: {
          title: upheld
            ? `Emergency inspection ${row.registrationNumber} reviewed: upheld`
            : `Emergency inspection ${row.registrationNumber} reviewed: not upheld`,
          body: `Reviewed by ${session.user.name} of the supervision office. ${note ?? ''}`.trim(),
        },
      },
      link: link(row),
      at: now,
    });
  });
  return loadDetail(db, config, row, session, locale, now);
}
