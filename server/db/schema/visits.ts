import { doublePrecision, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { enterprises } from './enterprises';
import { departments } from './officers';
import { users } from './session';
import { codeScans } from './supervision-codes';

export const visits = pgTable(
  'visits',
  {
    id: text('id').primaryKey(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    departmentCode: text('department_code')
      .notNull()
      .references(() => departments.code),
    clientRequestId: text('client_request_id').notNull(),
    enterpriseId: text('enterprise_id').references(() => enterprises.id),
    outsideName: text('outside_name'),
    outsideAddress: text('outside_address'),
    outsidePhone: text('outside_phone'),
    scanId: text('scan_id').references(() => codeScans.id),
    purpose: text('purpose').notNull(),
    startedAt: instant('started_at').notNull(),
    endedAt: instant('ended_at').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationText: text('location_text'),
    notes: text('notes'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('visits_request_idx').on(t.createdBy, t.clientRequestId),
    index('visits_enterprise_idx').on(t.enterpriseId),
  ],
);
