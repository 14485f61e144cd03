import { eq } from 'drizzle-orm';
import type { MessageTopic } from '../../../contract/messages/rules';
import type { Database } from '../../db/client';
import { notificationPreferences } from '../../db/schema/messages';

/** The user's muted topics; none when they never saved any. */
export async function findMutedTopics(db: Database, userId: string): Promise<MessageTopic[]> {
  const [row] = await db
    .select({ pushMuted: notificationPreferences.pushMuted })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.pushMuted ?? [];
}

export async function upsertMutedTopics(
  db: Database,
  userId: string,
  muted: MessageTopic[],
  at: Date,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, pushMuted: muted, updatedAt: at })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { pushMuted: muted, updatedAt: at },
    });
}
