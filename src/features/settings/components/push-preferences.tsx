import { Switch } from 'antd-mobile';
import { useId, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRecoilValue } from 'recoil';
import { ROLE_TOPICS, type MessageTopic } from '../../../../contract/messages/rules';
import type { NotificationPreferences } from '../../../../contract/settings/schemas';
import { ApiError } from '../../../lib/http/client';
import { useQuery } from '../../../lib/http/use-query';
import { sessionState } from '../../../lib/session/session-state';
import { Loaded } from '../../../lib/ui/loaded';
import { getNotificationPreferences, notificationPreferencesKey, saveNotificationPreferences } from '../api';
import { settingMessages as m } from '../messages';
import { mutedAfter } from '../push-topics';
import styles from '../settings.module.css';

const TOPIC_LABELS = {
  system: m.topicSystem,
  inspections: m.topicInspections,
  plans: m.topicPlans,
  complaints: m.topicComplaints,
  appointments: m.topicAppointments,
  shop: m.topicShop,
} satisfies Record<MessageTopic, unknown>;

/** `/setting`'s push section: one switch per topic of the user's role; a switch saves as soon as it moves. */
export function PushPreferences() {
  const headingId = useId();
  const { role } = useRecoilValue(sessionState);
  const state = useQuery(notificationPreferencesKey, getNotificationPreferences);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <FormattedMessage {...m.push} />
      </h2>
      <div className={styles.body}>
        <p className={styles.hint}>
          <FormattedMessage {...m.pushHint} />
        </p>
        <Loaded
          state={state}
          skeleton="list"
          // The role's topics are known before the answer: their rows wait in place, each switch loading.
          placeholder={
            role && <TopicSwitches preferences={{ topics: [...ROLE_TOPICS[role]], muted: [] }} loading />
          }
        >
          {(preferences) => <TopicSwitches preferences={preferences} />}
        </Loaded>
      </div>
    </section>
  );
}

function TopicSwitches({
  preferences,
  loading = false,
}: {
  preferences: NotificationPreferences;
  loading?: boolean;
}) {
  const intl = useIntl();
  const idPrefix = useId();
  // What the user just asked for, shown until the server answers; a refusal falls back to what is saved.
  const [pending, setPending] = useState<MessageTopic[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const muted = pending ?? preferences.muted;

  const toggle = async (topic: MessageTopic, pushed: boolean) => {
    // While loading the rows only hold their place: what is muted is not known yet.
    if (loading || pending) return;
    const next = mutedAfter(preferences.topics, muted, topic, pushed);
    setPending(next);
    setError(null);
    try {
      await saveNotificationPreferences(next);
    } catch (failure) {
      setError(
        intl.formatMessage(m.pushSaveFailed, {
          reason: failure instanceof ApiError && failure.message ? failure.message : '',
        }),
      );
    } finally {
      setPending(null);
    }
  };

  // antd's switch answers clicks only; Space and Enter work the same for keyboard users.
  const onKey = (topic: MessageTopic) => (event: KeyboardEvent) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    void toggle(topic, muted.includes(topic));
  };

  return (
    <>
      <ul className={styles.topics} aria-busy={loading || undefined}>
        {preferences.topics.map((topic) => {
          const labelId = `${idPrefix}-${topic}`;
          return (
            <li key={topic} className={styles.topic}>
              <span id={labelId}>
                <FormattedMessage {...TOPIC_LABELS[topic]} />
              </span>
              <span onKeyDown={onKey(topic)}>
                <Switch
                  checked={!loading && !muted.includes(topic)}
                  loading={loading}
                  disabled={loading || pending !== null}
                  tabIndex={0}
                  aria-labelledby={labelId}
                  onChange={(pushed) => toggle(topic, pushed)}
                />
              </span>
            </li>
          );
        })}
      </ul>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
