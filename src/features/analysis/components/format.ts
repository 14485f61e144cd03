import type { IntlShape } from 'react-intl';

const utc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d ?? 1);
};

/** A calendar date (`YYYY-MM-DD`) for the locale, read as the date it names whatever the phone's time zone. */
export const formatDay = (intl: IntlShape, date: string) =>
  intl.formatDate(utc(date), { dateStyle: 'medium', timeZone: 'UTC' });

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
