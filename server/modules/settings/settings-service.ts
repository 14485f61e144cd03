import { findMutedTopics, upsertMutedTopics } from './settings-queries';
import { ROLE_TOPICS, type MessageTopic } from '../../../contract/messages/rules';
import type { NotificationPreferences } from '../../../contract/settings/schemas';
import type { Database } from '../../db/client';
import type { AuthSession } from '../../http/auth';
import type { EndpointInput } from '../../http/endpoint';
import { FieldRuleError } from '../../http/errors';

/** In the role's order; a topic the role no longer has (a changed role) is left out, not shown. */
function preferencesOf(
  topics: readonly MessageTopic[],
  muted: readonly MessageTopic[],
): NotificationPreferences {
  return { topics: [...topics], muted: topics.filter((topic) => muted.includes(topic)) };
}

/** Only the caller's own: the session names the user, the input never does. */
export async function getNotificationPreferences(
  db: Database,
  session: AuthSession,
): Promise<NotificationPreferences> {
  return preferencesOf(ROLE_TOPICS[session.user.role], await findMutedTopics(db, session.userId));
}

export async function saveNotificationPreferences(
  db: Database,
  session: AuthSession,
  input: EndpointInput<'saveNotificationPreferences'>,
  now: Date,
): Promise<NotificationPreferences> {
  const topics = ROLE_TOPICS[session.user.role];
  input.muted.forEach((topic, index) => {
    if (!topics.includes(topic)) throw new FieldRuleError(`muted.${index}`, 'settingsTopicNotOfRole');
    if (input.muted.indexOf(topic) !== index)
      throw new FieldRuleError(`muted.${index}`, 'settingsTopicRepeated');
  });
  await upsertMutedTopics(db, session.userId, input.muted, now);
  return preferencesOf(topics, input.muted);
}
