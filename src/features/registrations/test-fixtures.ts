import { rememberCheckIn } from './check-in-store';

/** A check-in of the scan some minutes ago, as the check-in screen leaves it for the registration form. */
export function checkedInMinutesAgo(scanId: string, minutes = 10): string {
  const at = new Date(Date.now() - minutes * 60_000);
  rememberCheckIn(scanId, {
    at: at.toISOString(),
    place: { latitude: 22.5487, longitude: 113.943, text: '科兴科学园B栋' },
    finding: { distanceMeters: 24, accuracyMeters: 15, far: false, farMeters: 500, noPositionReason: null },
    localAt: at.getTime(),
  });
  return at.toISOString();
}
