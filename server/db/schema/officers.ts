import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const departments = pgTable('departments', {
  code: text('code').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
  /** False for the city's enforcement supervision office: it supervises, it does not inspect. */
  inspects: boolean('inspects').notNull().default(true),
});
