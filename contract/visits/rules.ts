/** Visit rules both sides apply: the same back-dating limit as registrations (DOMAIN.md: 10 calendar days). */
import { findLateness } from '../registrations/rules';

/** A visit may be logged after the fact, but not beyond the registrations' back-fill limit in the city's calendar. */
export function isVisitTooOld(startedAt: Date, now = new Date()): boolean {
  return findLateness(startedAt, now) === 'too-late';
}
