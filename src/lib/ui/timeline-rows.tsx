import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DetailRow } from './detail-list';
import styles from './detail-list.module.css';
import { commonMessages as m } from './messages';

export interface TimelineEntry {
  at: string;
  /** What happened, in the reader's words. */
  action: ReactNode;
  /** Who did it: null for the system (a deadline sweep, an expiry). */
  actor: ReactNode | null;
  /** Further lines under it (a time proposed, a reason, a note); empty ones are left out. */
  lines?: ReactNode[];
}

/** A record's history as detail rows, oldest first: "what · when" over who and what was said. */
export function timelineRows(entries: TimelineEntry[], formatTime: (at: string) => string): DetailRow[] {
  return entries.map((entry, index) => ({
    key: `${entry.at}-${index}`,
    label: (
      <FormattedMessage {...m.eventLine} values={{ action: entry.action, time: formatTime(entry.at) }} />
    ),
    value: (
      <>
        <span className={styles.line}>{entry.actor ?? <FormattedMessage {...m.bySystem} />}</span>
        {(entry.lines ?? [])
          .filter((line) => line !== null && line !== undefined && line !== '' && line !== false)
          .map((line, position) => (
            <span key={position} className={styles.line}>
              {line}
            </span>
          ))}
      </>
    ),
    block: true,
  }));
}
