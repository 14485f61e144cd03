import type { IntlShape } from 'react-intl';
import { formatDay, utcOfDate as utc } from '../../../lib/i18n/calendar-date';

/** A month (`YYYY-MM`) short for an axis and long for a table. */
export const formatMonth = (intl: IntlShape, month: string, style: 'short' | 'long') =>
  style === 'short'
    ? intl.formatDate(utc(`${month}-01`), { month: 'short', timeZone: 'UTC' })
    : intl.formatDate(utc(`${month}-01`), { year: 'numeric', month: 'long', timeZone: 'UTC' });

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
