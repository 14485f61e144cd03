import { DAY_MS } from '../../../contract/city-calendar';
import { deadlineTone, type DeadlineTone } from '../../../contract/complaints/rules';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** How far a deadline is, in the largest units a person reads at a glance: days (and hours while few), hours, minutes. */
export interface DeadlineDistance {
  tone: DeadlineTone;
  days: number;
  hours: number;
  minutes: number;
}

export function deadlineDistance(dueAt: string, now: Date): DeadlineDistance {
  const due = new Date(dueAt);
  const tone = deadlineTone(due, now);
  const gap = Math.abs(due.getTime() - now.getTime());
  const days = Math.floor(gap / DAY_MS);
  if (days > 0) {
    // beyond a few days the hours are noise
    const hours = days < 3 ? Math.floor((gap % DAY_MS) / HOUR_MS) : 0;
    return { tone, days, hours, minutes: 0 };
  }
  const hours = Math.floor(gap / HOUR_MS);
  if (hours > 0) return { tone, days: 0, hours, minutes: 0 };
  return { tone, days: 0, hours: 0, minutes: Math.max(1, Math.floor(gap / MINUTE_MS)) };
}
