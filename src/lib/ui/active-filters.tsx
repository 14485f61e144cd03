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
  if (filters.length === 0) return null;
  const title = intl.formatMessage(m.filteredBy);
  return (
    <section className={styles.bar} aria-label={title}>
      <ul className={styles.list}>
        {filters.map((filter) => (
          <li key={filter.key}>
            <button
              type="button"
              className={styles.filter}
              aria-label={intl.formatMessage(m.removeFilter, { label: filter.label })}
              onClick={() => onRemove(filter.key)}
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
