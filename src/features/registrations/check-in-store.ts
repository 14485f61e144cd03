import type { CheckInFinding } from '../../../contract/registrations/schemas';
import type { Place } from '../../lib/geo/current-place';

export interface CheckInRecord {
  at: string;
  place: Place;
  /** How the server judged the position (absent in a record kept before it said). */
  finding?: CheckInFinding;
  /** When this device heard of the check-in, by its own clock: the minute an inspection lasts counts from it. */
  localAt?: number;
}

const key = (scanId: string) => `sv.checkin.${scanId}`;

/** The check-in of a scan, remembered for the registration form that follows (time and place prefill). */
export function rememberCheckIn(scanId: string, record: CheckInRecord): void {
  try {
    sessionStorage.setItem(key(scanId), JSON.stringify(record));
  } catch {
    // the form then asks for the place again
  }
}

export function recallCheckIn(scanId: string | undefined): CheckInRecord | null {
  if (!scanId) return null;
  try {
    const raw = sessionStorage.getItem(key(scanId));
    return raw ? (JSON.parse(raw) as CheckInRecord) : null;
  } catch {
    return null;
  }
}
