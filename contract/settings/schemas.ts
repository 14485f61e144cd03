import { z } from 'zod';
import { emptyInput } from '../fields';
import { MESSAGE_TOPICS } from '../messages/rules';

export const messageTopicSchema = z.enum(MESSAGE_TOPICS);

/** The topics of the caller's role, in the order to show them, and those muted (no push or SMS). */
export const notificationPreferencesSchema = z.object({
  topics: z.array(messageTopicSchema),
  muted: z.array(messageTopicSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const settingSchemas = {
  getNotificationPreferences: { input: emptyInput, output: notificationPreferencesSchema },
  /**
   * Replaces the muted topics. Each must be one of the role's and named once; the server names the first that is
   * not (`muted.<index>`).
   */
  saveNotificationPreferences: {
    input: z
      .object({
        muted: z.array(messageTopicSchema).max(MESSAGE_TOPICS.length),
      })
      .strict(),
    output: notificationPreferencesSchema,
  },
};
