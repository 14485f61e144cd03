import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, oneOf } from './columns';
import { enterprises } from './enterprises';
import { departments } from './officers';
import { plans } from './plans';
import type { OfficerSnapshot } from './registrations';
import { users } from './session';
import { NOTICE_KINDS } from '../../../contract/notices/rules';

/**
 * Inspection notices (行政检查通知书): the advance notice every target of an approved plan receives, and the
 * notice an officer shows at the door. Officers and items are kept as they were when it was issued.
 */
export const inspectionNotices = pgTable(
  'inspection_notices',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: NOTICE_KINDS }).notNull(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    departmentCode: text('department_code')
      .notNull()
      .references(() => departments.code),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    /** The officer who opened a door notice; null for an advance notice. */
    issuedBy: text('issued_by').references(() => users.id),
    title: text('title').notNull(),
    legalBasis: text('legal_basis').notNull(),
    itemCodes: jsonb('item_codes').$type<string[]>().notNull(),
    officers: jsonb('officers').$type<OfficerSnapshot[]>().notNull(),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    issuedAt: instant('issued_at').notNull(),
    readAt: instant('read_at'),
    acknowledgedAt: instant('acknowledged_at'),
  },
  (t) => [
    // The enterprise's list: unread first, then newest.
    index('inspection_notices_enterprise_page_idx').on(t.enterpriseId, t.issuedAt, t.id),
    index('inspection_notices_department_page_idx').on(t.departmentCode, t.issuedAt, t.id),
    index('inspection_notices_unread_idx')
      .on(t.enterpriseId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('inspection_notices_advance_idx')
      .on(t.planId, t.enterpriseId)
      .where(sql`${t.kind} = 'advance'`),
    check('inspection_notices_kind_check', sql.raw(oneOf('kind', NOTICE_KINDS))),
  ],
);
