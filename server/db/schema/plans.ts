import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, oneOf } from './columns';
import { enterprises } from './enterprises';
import { departments } from './officers';
import { users } from './session';
import { PLAN_ACTIONS, PLAN_STATES, PLAN_TYPES } from '../../../contract/plans/rules';
import type { PlanDrawSettings } from '../../../contract/plans/schemas';

export const plans = pgTable(
  'plans',
  {
    id: text('id').primaryKey(),
    /** The lead department: its officers edit the plan, its approver (and each joint department's) approves it. */
    departmentCode: text('department_code')
      .notNull()
      .references(() => departments.code),
    title: text('title').notNull(),
    type: text('type', { enum: PLAN_TYPES }).notNull().default('routine'),
    legalBasis: text('legal_basis').notNull(),
    /** Codes of the lead department's published inspection items. */
    itemCodes: jsonb('item_codes')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    status: text('status', { enum: PLAN_STATES }).notNull(),
    /** A random plan's draw settings; its draws are in plan_draws. */
    draw: jsonb('draw').$type<PlanDrawSettings>(),
    createdBy: text('created_by').references(() => users.id),
    clientRequestId: text('client_request_id'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('plans_department_idx').on(t.departmentCode, t.periodTo),
    index('plans_department_page_idx').on(t.departmentCode, t.updatedAt, t.id),
    index('plans_page_idx').on(t.updatedAt, t.id),
    // The title search (`%…%`): every two-character piece of the title (sv_bigrams, migration 0026), since pg_trgm
    // finds no trigrams in Chinese under a C locale (PGlite's).
    index('plans_title_bigrams_idx').using('gin', sql`sv_bigrams(${t.title})`),
    uniqueIndex('plans_request_idx').on(t.createdBy, t.clientRequestId),
    check('plans_status_check', sql.raw(oneOf('status', PLAN_STATES))),
    check('plans_type_check', sql.raw(oneOf('type', PLAN_TYPES))),
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
    drawn: boolean('drawn').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.enterpriseId] }),
    index('plan_targets_enterprise_idx').on(t.enterpriseId),
  ],
);

export const planOfficers = pgTable(
  'plan_officers',
  {
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    drawn: boolean('drawn').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.planId, t.userId] }), index('plan_officers_user_idx').on(t.userId)],
);

/** The departments taking part (the lead one and a joint plan's others) and each one's approval of this round. */
export const planDepartments = pgTable(
  'plan_departments',
  {
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    departmentCode: text('department_code')
      .notNull()
      .references(() => departments.code),
    lead: boolean('lead').notNull().default(false),
    approvedBy: text('approved_by').references(() => users.id),
    approvedAt: instant('approved_at'),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.departmentCode] }),
    index('plan_departments_department_idx').on(t.departmentCode, t.planId),
    // The plans a department joins without leading them (the plan list reads the led ones on the plan row).
    index('plan_departments_joined_idx')
      .on(t.departmentCode, t.planId)
      .where(sql`not ${t.lead}`),
  ],
);

/** The timeline: every transition with who made it, when and why. */
export const planEvents = pgTable(
  'plan_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    action: text('action', { enum: PLAN_ACTIONS }).notNull(),
    actorId: text('actor_id')
      .notNull()
      .references(() => users.id),
    departmentCode: text('department_code')
      .notNull()
      .references(() => departments.code),
    reason: text('reason'),
    at: instant('at').notNull(),
  },
  (t) => [
    index('plan_events_plan_idx').on(t.planId, t.at),
    check('plan_events_action_check', sql.raw(oneOf('action', PLAN_ACTIONS))),
  ],
);

/**
 * A random plan's draws. A row is made with its commitment (SHA-256 of `value`) before the draw and completed by it
 * (`drawn_at`, the pools and the picks); `value` is shown only once drawn. One undrawn row per plan at most.
 */
export const planDraws = pgTable(
  'plan_draws',
  {
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    round: integer('round').notNull(),
    commitment: text('commitment').notNull(),
    value: text('value').notNull(),
    committedAt: instant('committed_at').notNull(),
    drawnAt: instant('drawn_at'),
    drawnBy: text('drawn_by').references(() => users.id),
    reason: text('reason'),
    itemCodes: jsonb('item_codes').$type<string[]>(),
    regionCode: text('region_code'),
    targetCount: integer('target_count'),
    officerCount: integer('officer_count'),
    pool: jsonb('pool').$type<string[]>(),
    officerPool: jsonb('officer_pool').$type<string[]>(),
    targets: jsonb('targets').$type<string[]>(),
    officers: jsonb('officers').$type<string[]>(),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.round] }),
    uniqueIndex('plan_draws_pending_idx')
      .on(t.planId)
      .where(sql`${t.drawnAt} is null`),
  ],
);
