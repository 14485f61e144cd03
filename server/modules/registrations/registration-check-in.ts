import type { ApiOutput } from '../../../contract/api-schemas';
import type { Database } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import type { EndpointInput } from '../../http/endpoint';
import { NotFoundError, OperationFailedError } from '../../http/errors';
import { findScanOfOfficer, updateScanCheckIn } from '../supervision-codes/supervision-codes-queries';

/** The officer's arrival, recorded once: a check-in never moves (the place of a registration is corrected instead). */
export async function checkIn(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'checkIn'>,
  now: Date,
): Promise<ApiOutput<'checkIn'>> {
  const checkedInAt = now;
  const updated = await updateScanCheckIn(db, input.scanId, session.userId, {
    checkedInAt,
    latitude: input.location.latitude,
    longitude: input.location.longitude,
    locationText: input.location.text,
  });
  if (!updated) {
    if (await findScanOfOfficer(db, input.scanId, session.userId))
      throw new OperationFailedError('alreadyCheckedIn');
    throw new NotFoundError('scanNotFound');
  }
  return { scanId: input.scanId, checkedInAt: checkedInAt.toISOString(), location: input.location };
}
