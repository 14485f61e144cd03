import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Overrides of the default caps and warning thresholds (see contract/warnings/rules.ts). */
export const warningRules = pgTable('warning_rules', {
  key: text('key').primaryKey(),
  value: integer('value').notNull(),
});
