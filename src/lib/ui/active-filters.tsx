import { useEffect, useRef } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import styles from './active-filters.module.css';
import { commonMessages as m } from './messages';
import { formatDay } from '../i18n/calendar-date';

export interface ActiveFilter {
  key: string;
  label: string;
}

/** The filters a list was opened with (e.g. from an analysis figure), each removable, and all at once. */
export function ActiveFilters({
  filters,
  onRemove,
  onClear,
}: {
  filters: ActiveFilter[];
  onRemove: (key: string) => void;
  onClear: () => void;
}) {
  const intl = useIntl();
  const list = useRef<HTMLUListElement>(null);
  // A removed filter's button leaves the page: focus goes to the filter that took its place, not to the body.
  const refocus = useRef<number | null>(null);
  useEffect(() => {
    if (refocus.current === null) return;
    const buttons = list.current?.querySelectorAll('button');
    if (buttons?.length) buttons[Math.min(refocus.current, buttons.length - 1)]!.focus();
    refocus.current = null;
  });
  if (filters.length === 0) return null;
  const title = intl.formatMessage(m.filteredBy);
  return (
    <section className={styles.bar} aria-label={title}>
      <ul className={styles.list} ref={list}>
        {filters.map((filter, index) => (
          <li key={filter.key}>
            <button
              type="button"
              className={styles.filter}
              aria-label={intl.formatMessage(m.removeFilter, { label: filter.label })}
              onClick={() => {
                refocus.current = index;
                onRemove(filter.key);
              }}
            >
              {filter.label}
              <span aria-hidden="true" className={styles.remove}>
                ×
              </span>
            </button>
          </li>
        ))}
        {filters.length > 1 && (
          <li>
            <button type="button" className={styles.clear} onClick={onClear}>
              {intl.formatMessage(m.clearFilters)}
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}

/** A list's filter value from its address: a value the contract does not know reads as absent. */
export const knownValue = <T extends string>(options: readonly T[], value?: string): T | undefined =>
  options.includes(value as T) ? (value as T) : undefined;

/** A period from the address: either end may be open; an end before the start reads as absent. */
export function dateRange(from?: string, to?: string): { from?: string; to?: string } {
  return { ...(from ? { from } : {}), ...(to && (!from || to >= from) ? { to } : {}) };
}

/** The period's tag (key `range`) in the list's own words for both ends, the start only or the end only. */
export function rangeFilter(
  intl: IntlShape,
  range: { from?: string; to?: string },
  words: { both: MessageDescriptor; from: MessageDescriptor; to: MessageDescriptor },
): ActiveFilter[] {
  const day = (date: string) => formatDay(intl, date);
  const { from, to } = range;
  if (from && to)
    return [{ key: 'range', label: intl.formatMessage(words.both, { from: day(from), to: day(to) }) }];
  if (from) return [{ key: 'range', label: intl.formatMessage(words.from, { from: day(from) }) }];
  if (to) return [{ key: 'range', label: intl.formatMessage(words.to, { to: day(to) }) }];
  return [];
}

/** The filter without the tag removed (`range` is both ends). */
export function withoutFilter<F extends object>(filter: F, key: string): F {
  const next = { ...filter } as Record<string, unknown>;
  if (key === 'range') {
    delete next.from;
    delete next.to;
  } else delete next[key];
  return next as F;
}
