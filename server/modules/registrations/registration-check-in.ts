import type { ApiOutput } from '../../../contract/api-schemas';
import { distanceMeters } from '../../../contract/geo';
import type { CheckInFinding } from '../../../contract/registrations/schemas';
import type { Database } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import type { EndpointInput } from '../../http/endpoint';
import { FieldRuleError, NotFoundError, OperationFailedError } from '../../http/errors';
import { findEnterprisePlace } from '../enterprises';
import { findScanOfOfficer, updateScanCheckIn, type ScanCheckIn } from '../supervision-codes';
import { loadWarningRules } from '../warnings';

/** The stored check-in as the record shows it. */
export function toCheckInFinding(checkIn: Omit<ScanCheckIn, 'checkedInAt'>): CheckInFinding {
  return {
    distanceMeters: checkIn.distanceMeters === null ? null : Math.round(checkIn.distanceMeters),
    accuracyMeters: checkIn.accuracyMeters === null ? null : Math.round(checkIn.accuracyMeters),
    far: checkIn.far,
    farMeters: checkIn.farMeters ?? 0,
    noPositionReason: checkIn.noPositionReason,
  };
}

/**
 * The officer's arrival, recorded once: a check-in never moves (the place of a registration is corrected instead).
 * The position is compared with the enterprise's registered place and a check-in too far from it is flagged; one
 * without a position says why.
 */
export async function checkIn(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'checkIn'>,
  now: Date,
): Promise<ApiOutput<'checkIn'>> {
  const scan = await findScanOfOfficer(db, input.scanId, session.userId);
  if (!scan) throw new NotFoundError('scanNotFound');
  if (scan.checkedInAt) throw new OperationFailedError('alreadyCheckedIn');
  const { latitude, longitude } = input.location;
  const position = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  if (!position && !input.noPositionReason) throw new FieldRuleError('noPositionReason', 'reasonRequired');

  const [place, rules] = await Promise.all([
    findEnterprisePlace(db, scan.enterpriseId),
    loadWarningRules(db),
  ]);
  const distance = position && place ? distanceMeters(position, place) : null;
  const stored = {
    accuracyMeters: position ? (input.accuracyMeters ?? null) : null,
    distanceMeters: distance,
    farMeters: rules.checkInFarMeters,
    far: distance !== null && distance > rules.checkInFarMeters,
    noPositionReason: position ? null : input.noPositionReason!,
  };
  const updated = await updateScanCheckIn(db, input.scanId, session.userId, {
    checkedInAt: now,
    latitude: position?.latitude ?? null,
    longitude: position?.longitude ?? null,
    locationText: input.location.text,
    ...stored,
  });
  // Lost a race with a check-in of the same scan (a double tap).
  if (!updated) throw new OperationFailedError('alreadyCheckedIn');
  return {
    scanId: input.scanId,
    checkedInAt: now.toISOString(),
    location: input.location,
    finding: toCheckInFinding(stored),
  };
}
