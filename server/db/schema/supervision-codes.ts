import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, oneOf, toEnumValues } from './columns';
import { enterprises } from './enterprises';
import { departments } from './officers';
import { users } from './session';
import { noPositionReasonSchema } from '../../../contract/registrations/schemas';
import { scanPurposeSchema } from '../../../contract/supervision-codes/schemas';

const SCAN_PURPOSES = toEnumValues(scanPurposeSchema.options);
const NO_POSITION_REASONS = toEnumValues(noPositionReasonSchema.options);
export const SCAN_SOURCES = ['code', 'manual', 'licence'] as const;

export const supervisionCodes = pgTable(
  'supervision_codes',
  {
    id: text('id').primaryKey(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    issuedAt: instant('issued_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    index('supervision_codes_enterprise_idx').on(t.enterpriseId, t.issuedAt),
    // At most one active code per enterprise, even when two first views race.
    uniqueIndex('supervision_codes_active_idx')
      .on(t.enterpriseId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

export const codeScans = pgTable(
  'code_scans',
  {
    id: text('id').primaryKey(),
    codeId: text('code_id').references(() => supervisionCodes.id),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    officerId: text('officer_id')
      .notNull()
      .references(() => users.id),
    departmentCode: text('department_code')
      .notNull()
      .references(() => departments.code),
    purpose: text('purpose', { enum: SCAN_PURPOSES }).notNull(),
    source: text('source', { enum: SCAN_SOURCES }).notNull(),
    scannedAt: instant('scanned_at').notNull(),
    checkedInAt: instant('checked_in_at'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationText: text('location_text'),
    accuracyMeters: doublePrecision('accuracy_meters'),
    /** From the enterprise's registered place; null without a position or a known place. */
    distanceMeters: doublePrecision('distance_meters'),
    /** The rule in force at check-in, so a flag reads the same after the city changes it. */
    farMeters: doublePrecision('far_meters'),
    far: boolean('far').notNull().default(false),
    noPositionReason: text('no_position_reason', { enum: NO_POSITION_REASONS }),
  },
  (t) => [
    index('code_scans_enterprise_idx').on(t.enterpriseId, t.scannedAt),
    index('code_scans_code_idx').on(t.codeId),
    check('code_scans_purpose_check', sql.raw(oneOf('purpose', SCAN_PURPOSES))),
    check('code_scans_source_check', sql.raw(oneOf('source', SCAN_SOURCES))),
    check('code_scans_no_position_reason_check', sql.raw(oneOf('no_position_reason', NO_POSITION_REASONS))),
  ],
);
