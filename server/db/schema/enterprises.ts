import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';
import { regions } from './content';
import { INDUSTRIES } from '../../../contract/enterprises/rules';

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
    /** What inspection items apply to it; one without is in no draw's pool of a scoped item. */
    industry: text('industry', { enum: INDUSTRIES }),
    /** The registered address's position (WGS-84), geocoded once or set by the enterprise on site; check-ins compare with it. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
  },
  (t) => [
    // The district's registrations (the city's analysis opens them): the enterprises of its streets.
    index('enterprises_region_idx').on(t.regionCode),
    check('enterprises_industry_check', sql.raw(oneOf('industry', INDUSTRIES))),
  ],
);
