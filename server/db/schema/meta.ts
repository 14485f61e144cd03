import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Key-value facts about the database itself, e.g. which demo seed version has been applied. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Named counters for human-readable numbers (enterprise numbers per district, registration numbers per day). */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});
