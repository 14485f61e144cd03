import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { regions } from './content';

export const enterprises = pgTable(
  'enterprises',
  {
    id: text('id').primaryKey(),
    enterpriseNumber: text('enterprise_number').notNull().unique(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    creditCode: text('credit_code').notNull().unique(),
    address: text('address').notNull(),
    regionCode: text('region_code').references(() => regions.code),
    legalRepresentative: text('legal_representative').notNull(),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
  },
  // The district's registrations (the city's analysis opens them): the enterprises of its streets.
  (t) => [index('enterprises_region_idx').on(t.regionCode)],
);
