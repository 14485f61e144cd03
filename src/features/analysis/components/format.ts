import type { IntlShape } from 'react-intl';
import { formatDay, utcOfDate as utc } from '../../../lib/i18n/calendar-date';
import { analysisMessages } from '../messages';

/** A month (`YYYY-MM`) short for an axis and long for a table. */
export const formatMonth = (intl: IntlShape, month: string, style: 'short' | 'long') =>
  style === 'short'
    ? intl.formatDate(utc(`${month}-01`), { month: 'short', timeZone: 'UTC' })
    : intl.formatDate(utc(`${month}-01`), { year: 'numeric', month: 'long', timeZone: 'UTC' });

/** A span of whole months, `2026年9月至2026年10月` (one month alone when they are the same). */
export function monthSpan(intl: IntlShape, months: { from: string; to: string } | null): string {
  if (!months) return '';
  const from = formatMonth(intl, months.from, 'long');
  if (months.from === months.to) return from;
  return intl.formatMessage(analysisMessages.monthSpan, { from, to: formatMonth(intl, months.to, 'long') });
}

/** The intro's period and the one compared with it. */
export function periodValues(
  intl: IntlShape,
  period: { from: string; to: string },
  previous: { from: string; to: string },
) {
  return {
    from: formatDay(intl, period.from),
    to: formatDay(intl, period.to),
    previousFrom: formatDay(intl, previous.from),
    previousTo: formatDay(intl, previous.to),
  };
}
