import type { IntlShape } from 'react-intl';

/** Milliseconds of a calendar date (`YYYY-MM-DD`, or `YYYY-MM` for its first day) read as UTC. */
export const utcOfDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d ?? 1);
};

/** A calendar date (`YYYY-MM-DD`) for the locale, read as the date it names whatever the phone's time zone. */
export const formatDay = (intl: IntlShape, date: string) =>
  intl.formatDate(utcOfDate(date), { dateStyle: 'medium', timeZone: 'UTC' });
