import { Tag } from 'antd-mobile';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useComplaintTime } from './complaint-format';
import { actionLabels, actorLabels, stateLabels } from './complaint-labels';
import { ComplaintPhotos } from './complaint-photos';
import styles from './complaints.module.css';
import { complaintMessages as m } from './messages';
import type { ComplaintEvent } from '../../../contract/complaints/schemas';

/**
 * Every step of a complaint, oldest first: it reads as the story of the complaint, and on a detail screen the
 * newest event (a reply, a reason for sending it back, information added) sits just above the actions that
 * answer it. The current state and deadline are already at the top of the screen.
 */
export function ComplaintTimeline({ events }: { events: readonly ComplaintEvent[] }) {
  const intl = useIntl();
  const time = useComplaintTime();
  const headingId = useId();
  const ordered = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <section className={styles.timelineSection} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.timelineHeader}>
        <FormattedMessage {...m.timeline} />
      </h2>
      {ordered.length === 0 ? (
        <p className={`${styles.timeline} ${styles.muted}`}>
          <FormattedMessage {...m.timelineEmpty} />
        </p>
      ) : (
        <ol className={styles.timeline}>
          {ordered.map((event, index) => {
            const latest = index === ordered.length - 1;
            const stateChanged = index === 0 || ordered[index - 1]?.state !== event.state;
            return (
              <li
                key={`${event.at}-${index}`}
                className={latest ? `${styles.event} ${styles.latest}` : styles.event}
              >
                <p className={styles.eventHead}>
                  <span>
                    <FormattedMessage
                      {...m.eventBy}
                      values={{
                        actor: event.actorName || intl.formatMessage(actorLabels[event.actor]),
                        action: intl.formatMessage(actionLabels[event.action]),
                      }}
                    />
                  </span>
                  {latest && ordered.length > 1 && (
                    <Tag color="primary" fill="outline">
                      <FormattedMessage {...m.latest} />
                    </Tag>
                  )}
                </p>
                <span className={styles.eventMeta}>
                  <time dateTime={event.at}>{time(event.at)}</time>
                  {stateChanged && (
                    <>
                      {' · '}
                      <FormattedMessage
                        {...m.eventState}
                        values={{ state: intl.formatMessage(stateLabels[event.state]) }}
                      />
                    </>
                  )}
                </span>
                {event.note && <p className={styles.eventNote}>{event.note}</p>}
                <ComplaintPhotos photos={event.photos} />
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
