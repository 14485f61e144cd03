/**
 * The one state machine of an emergency inspection's review: pending -> upheld | notUpheld, decided once by a
 * supervisor of the supervision office who took no part in the inspection (neither registered it nor came).
 */
import type { EmergencyReviewStatus } from '../../../contract/registrations/schemas';
import type { AuthSession } from '../../http/auth';
import { hasCapability } from '../../http/guards';
import type { MessageKey } from '../../http/i18n';

export type EmergencyReviewDecision = 'uphold' | 'notUphold';

export const EMERGENCY_REVIEW_STEPS: Record<
  EmergencyReviewDecision,
  { from: readonly EmergencyReviewStatus[]; to: EmergencyReviewStatus }
> = {
  uphold: { from: ['pending'], to: 'upheld' },
  notUphold: { from: ['pending'], to: 'notUpheld' },
};

export interface EmergencyReviewFacts {
  status: EmergencyReviewStatus;
  createdBy: string;
  /** The certificates of the officers who came, as the registration names them. */
  officerCertificates: readonly string[];
}

/** The facts the rule reads, from the stored registration and its review's status. */
export function emergencyReviewFacts(
  registration: { createdBy: string; officers: ReadonlyArray<{ certificateNumber: string }> },
  status: EmergencyReviewStatus,
): EmergencyReviewFacts {
  return {
    status,
    createdBy: registration.createdBy,
    officerCertificates: registration.officers.map((o) => o.certificateNumber),
  };
}

/** Why `session` may not take `decision` on the review now, or null when it may. */
export function emergencyReviewRefusal(
  decision: EmergencyReviewDecision,
  review: EmergencyReviewFacts,
  session: AuthSession,
): MessageKey | null {
  if (session.user.role !== 'officer' || !hasCapability(session, 'supervisor'))
    return 'emergencyReviewSupervisorOnly';
  const certificate = session.user.certificateNumber;
  if (
    review.createdBy === session.userId ||
    (certificate && review.officerCertificates.includes(certificate))
  )
    return 'emergencyReviewOwnInspection';
  return EMERGENCY_REVIEW_STEPS[decision].from.includes(review.status) ? null : 'emergencyReviewNotPending';
}
