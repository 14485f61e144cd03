import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';
import { enterprises } from './enterprises';
import { departments } from './officers';

export const PLAN_STATUSES = ['draft', 'approved', 'withdrawn'] as const;

export const plans = pgTable(
  'plans',
  {
    id: text('id').primaryKey(),
    departmentCode: text('department_code')
      .notNull()
      .references(() => departments.code),
    title: text('title').notNull(),
    legalBasis: text('legal_basis').notNull(),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    status: text('status', { enum: PLAN_STATUSES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('plans_department_idx').on(t.departmentCode, t.periodTo),
    check('plans_status_check', sql.raw(oneOf('status', PLAN_STATUSES))),
  ],
);

export const planTargets = pgTable(
  'plan_targets',
  {
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.enterpriseId] }),
    index('plan_targets_enterprise_idx').on(t.enterpriseId),
  ],
);
