import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { oneOf } from './columns';

export const REGION_LEVELS = ['district', 'street'] as const;

export const regions = pgTable(
  'regions',
  {
    code: text('code').primaryKey(),
    parentCode: text('parent_code'),
    level: text('level', { enum: REGION_LEVELS }).notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('regions_parent_idx').on(t.parentCode),
    check('regions_level_check', sql.raw(oneOf('level', REGION_LEVELS))),
  ],
);

export const messageSets = pgTable(
  'message_sets',
  {
    locale: text('locale').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.key] })],
);

export const carouselItems = pgTable('carousel_items', {
  id: text('id').primaryKey(),
  imageFile: text('image_file').notNull(),
  titleZh: text('title_zh').notNull(),
  titleEn: text('title_en').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** Label lists the app shows in pickers; departments are a table of their own. */
export const dictItems = pgTable(
  'dict_items',
  {
    dictType: text('dict_type').notNull(),
    value: text('value').notNull(),
    labelZh: text('label_zh').notNull(),
    labelEn: text('label_en').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dictType, t.value] })],
);
