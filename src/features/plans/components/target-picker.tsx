import { useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EnterpriseRef } from '../../../../contract/plans/schemas';
import { Button } from '../../../lib/ui/button';
import card from '../../../lib/ui/list-card.module.css';
import control from '../../../lib/ui/native-control.module.css';
import { searchPlanTargets } from '../api';
import { planMessages as m } from '../messages';
import styles from '../plans.module.css';

/** Targets picked by hand: search by name, number or credit code, add, remove. A form control (value/onChange). */
export function TargetPicker({
  value = [],
  onChange,
  id,
}: {
  value?: EnterpriseRef[];
  onChange?: (targets: EnterpriseRef[]) => void;
  id?: string;
}) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<EnterpriseRef[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [failed, setFailed] = useState(false);
  const picked = new Set(value.map((target) => target.enterpriseNumber));

  const search = async () => {
    const text = query.trim();
    if (!text) return;
    setSearching(true);
    setFailed(false);
    try {
      setResults(await searchPlanTargets(text));
    } catch {
      setResults(null);
      setFailed(true);
    } finally {
      setSearching(false);
    }
  };
  // Enter searches; it must not submit the plan
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void search();
  };

  return (
    <div className={styles.picker}>
      <div className={styles.fieldRow}>
        <input
          id={id}
          className={`${control.control} ${styles.stretch}`}
          type="search"
          maxLength={50}
          value={query}
          aria-label={intl.formatMessage(m.targetSearch)}
          placeholder={intl.formatMessage(m.targetSearch)}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          className={styles.inlineButton}
          fill="outline"
          color="primary"
          loading={searching}
          onClick={() => void search()}
        >
          <FormattedMessage {...m.search} />
        </Button>
      </div>
      {failed && (
        <p className={styles.error} role="alert">
          <FormattedMessage {...m.searchFailed} />
        </p>
      )}
      {results &&
        (results.length === 0 ? (
          <p className={styles.muted} role="status">
            <FormattedMessage {...m.noResults} />
          </p>
        ) : (
          <ul className={styles.picks}>
            {results.map((result) => {
              const added = picked.has(result.enterpriseNumber);
              return (
                <li key={result.enterpriseNumber} className={styles.pick}>
                  <span className={styles.pickName}>
                    {result.name} · {result.enterpriseNumber}
                    {result.address && <span className={card.meta}>{result.address}</span>}
                  </span>
                  <Button
                    size="small"
                    disabled={added}
                    aria-label={added ? undefined : intl.formatMessage(m.addNamed, { name: result.name })}
                    onClick={() => onChange?.([...value, result])}
                  >
                    <FormattedMessage {...(added ? m.added : m.add)} />
                  </Button>
                </li>
              );
            })}
          </ul>
        ))}
      {value.length > 0 && (
        <>
          <span className={styles.muted}>
            <FormattedMessage {...m.pickedCount} values={{ count: value.length }} />
          </span>
          <ul className={styles.picks}>
            {value.map((target) => (
              <li key={target.enterpriseNumber} className={styles.pick}>
                <span className={styles.pickName}>
                  {target.name} · {target.enterpriseNumber}
                </span>
                <Button
                  size="small"
                  color="danger"
                  fill="none"
                  aria-label={intl.formatMessage(m.removeNamed, { name: target.name })}
                  onClick={() =>
                    onChange?.(value.filter((other) => other.enterpriseNumber !== target.enterpriseNumber))
                  }
                >
                  <FormattedMessage {...m.remove} />
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
