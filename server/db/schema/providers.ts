import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';

const PROVIDER_KINDS = ['provider', 'office'] as const;

/** Who serves the shop's requests: a listed company, or an office giving a free public service. */
export const providers = pgTable(
  'providers',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: PROVIDER_KINDS }).notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
  },
  () => [check('providers_kind_check', sql.raw(oneOf('kind', PROVIDER_KINDS)))],
);
