import type { Place } from '../../lib/geo/current-place';

export interface CheckInRecord {
  at: string;
  place: Place;
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
