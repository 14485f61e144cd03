import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styles from './active-filters.module.css';
import { commonMessages as m } from './messages';

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
