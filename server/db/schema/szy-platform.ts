import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './session';

/**
 * Which 深政易 user is which of our officer accounts; kept by the seed (demo) and `npm run szy:link`. A platform
 * user without a row here is told the service is not enabled for them.
 */
export const szyUserLinks = pgTable('szy_user_links', {
  platformUserId: text('platform_user_id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  createdAt: createdAt(),
});

/**
 * Every platform code we exchanged, so a code signs in once even if the platform would answer for it twice
 * (two taps, a replayed address); rows older than the code's lifetime are pruned.
 */
export const szyRedeemedCodes = pgTable('szy_redeemed_codes', {
  codeHash: text('code_hash').primaryKey(),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
});
