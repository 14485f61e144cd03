import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Inspections counted per city day, department and district: what /analyse and /comprehensiveAnalysis read, so a
 * year costs a few thousand rows however many inspections there are. Filled only by folding
 * `inspection_stat_changes` (migration 0014's `fold_inspection_stats()`), never written by the app.
 */
export const inspectionStats = pgTable(
  'inspection_stats',
  {
    day: date('day').notNull(),
    departmentCode: text('department_code').notNull(),
    /** The enterprise's district when inspected ('' when its region is unknown). */
    districtCode: text('district_code').notNull(),
    inspections: integer('inspections').notNull().default(0),
    routine: integer('routine').notNull().default(0),
    triggered: integer('triggered').notNull().default(0),
    caseSpecific: integer('case_specific').notNull().default(0),
    /** Every item compliant and no problem found. */
    noFindings: integer('no_findings').notNull().default(0),
    problems: integer('problems').notNull().default(0),
    /** Registered by a scan of the supervision code. */
    scanned: integer('scanned').notNull().default(0),
    /** Registered by a scan of the business licence's QR (typed: the rest). */
    licenceScanned: integer('licence_scanned').notNull().default(0),
    /** Beyond the allowance with a department head's prior approval (the excepted kinds are `case_specific`). */
    approved: integer('approved').notNull().default(0),
    /** Of `case_specific`: emergencies the supervision office found not to be one (counted against the cap). */
    emergencyNotUpheld: integer('emergency_not_upheld').notNull().default(0),
    /** Checked in farther from the enterprise's registered place than the rule in force allowed. */
    farCheckIns: integer('far_check_ins').notNull().default(0),
    /** Checked in without a position (with the reason given instead). */
    unlocatedCheckIns: integer('unlocated_check_ins').notNull().default(0),
    late: integer('late').notNull().default(0),
    /** Registrations that took their enterprise over a daily, weekly or monthly threshold. */
    frequencyWarned: integer('frequency_warned').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.departmentCode, t.day, t.districtCode] }),
    index('inspection_stats_day_idx').on(t.day),
  ],
);

/** Inspections per year, department and enterprise: the annual caps. */
export const enterpriseYearStats = pgTable(
  'enterprise_year_stats',
  {
    year: integer('year').notNull(),
    departmentCode: text('department_code').notNull(),
    enterpriseId: text('enterprise_id').notNull(),
    inspections: integer('inspections').notNull().default(0),
    /** Those counted against the annual cap (case-specific ones are exempt). */
    capped: integer('capped').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.departmentCode, t.enterpriseId] }),
    index('enterprise_year_stats_capped_idx').on(t.year, t.departmentCode, t.capped),
    index('enterprise_year_stats_top_idx').on(t.year, t.inspections),
    // One enterprise's warnings (every create answers them) read its year's caps.
    index('enterprise_year_stats_enterprise_idx').on(t.enterpriseId, t.year),
  ],
);

/**
 * What each write to `registrations` changes in the counts, appended by a statement trigger (a correction adds
 * the old row negated and the new one), and (migration 0030) each appointment linked to or unlinked from the
 * registration answering it (`booked` alone). Appending never waits on another create, unlike updating a shared
 * counter row would; readers add the unfolded changes to the stats, and folding empties this table.
 */
export const inspectionStatChanges = pgTable(
  'inspection_stat_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    day: date('day').notNull(),
    year: integer('year').notNull(),
    departmentCode: text('department_code').notNull(),
    districtCode: text('district_code').notNull(),
    enterpriseId: text('enterprise_id').notNull(),
    inspections: integer('inspections').notNull(),
    routine: integer('routine').notNull(),
    triggered: integer('triggered').notNull(),
    caseSpecific: integer('case_specific').notNull(),
    noFindings: integer('no_findings').notNull(),
    problems: integer('problems').notNull(),
    scanned: integer('scanned').notNull(),
    licenceScanned: integer('licence_scanned').notNull().default(0),
    approved: integer('approved').notNull().default(0),
    /** Appended by a trigger on `emergency_reviews` too (migration 0036), when a review's finding changes. */
    emergencyNotUpheld: integer('emergency_not_upheld').notNull().default(0),
    /** The registering officer (`created_by`); '' on the changes of the other tables' triggers. */
    officerId: text('officer_id').notNull().default(''),
    /** Registered by a typed enterprise number (`method = 'number'`). */
    typed: integer('typed').notNull().default(0),
    farCheckIns: integer('far_check_ins').notNull().default(0),
    unlocatedCheckIns: integer('unlocated_check_ins').notNull().default(0),
    late: integer('late').notNull(),
    frequencyWarned: integer('frequency_warned').notNull(),
    /** Registrations answering an appointment the enterprise booked (appended by a trigger on `appointments` too). */
    booked: integer('booked').notNull().default(0),
  },
  // One enterprise's unfolded changes, read beside `enterprise_day_stats` by every create's warnings.
  (t) => [index('inspection_stat_changes_enterprise_idx').on(t.enterpriseId, t.day)],
);

/**
 * Inspections per enterprise, city day and department: the warnings' day, week, month and year counts (migration
 * 0030), so a create at a busy enterprise reads its days, not its year's registrations; and the analysis's
 * enterprises inspected in a period, and those inspected most. Filled only by folding
 * `inspection_stat_changes`, never written by the app.
 */
export const enterpriseDayStats = pgTable(
  'enterprise_day_stats',
  {
    enterpriseId: text('enterprise_id').notNull(),
    day: date('day').notNull(),
    departmentCode: text('department_code').notNull(),
    inspections: integer('inspections').notNull().default(0),
    caseSpecific: integer('case_specific').notNull().default(0),
    /** Of `case_specific`: not upheld on review, so counted against the cap after all. */
    emergencyNotUpheld: integer('emergency_not_upheld').notNull().default(0),
    /** Answering an appointment the enterprise booked: never one visit too many. */
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.enterpriseId, t.day, t.departmentCode] }),
    // The supervision office's desk reads every enterprise's days of one year.
    index('enterprise_day_stats_day_idx').on(t.day, t.enterpriseId),
  ],
);

/**
 * Complaints counted per city day of lodging and assigned department ('' while none is): what the analysis reads
 * instead of the complaints and their timelines. Filled only by folding `complaint_stat_changes` (migration
 * 0020's `fold_complaint_stats()`), never written by the app.
 */
export const complaintStats = pgTable(
  'complaint_stats',
  {
    day: date('day').notNull(),
    departmentCode: text('department_code').notNull(),
    received: integer('received').notNull().default(0),
    resolved: integer('resolved').notNull().default(0),
    reopened: integer('reopened').notNull().default(0),
    /** Passed on or refused (`complaints.decided_at`), and those of them never reported overdue. */
    decided: integer('decided').notNull().default(0),
    decidedOnTime: integer('decided_on_time').notNull().default(0),
    /** From lodging to the decision, summed over the decided ones. */
    handlingMs: bigint('handling_ms', { mode: 'number' }).notNull().default(0),
    overdueReported: integer('overdue_reported').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.departmentCode, t.day] }), index('complaint_stats_day_idx').on(t.day)],
);

/** What each write to `complaints` changes in the counts (the old row negated, the new one). */
export const complaintStatChanges = pgTable('complaint_stat_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  day: date('day').notNull(),
  departmentCode: text('department_code').notNull(),
  received: integer('received').notNull(),
  resolved: integer('resolved').notNull(),
  reopened: integer('reopened').notNull(),
  decided: integer('decided').notNull(),
  decidedOnTime: integer('decided_on_time').notNull(),
  handlingMs: bigint('handling_ms', { mode: 'number' }).notNull(),
  overdueReported: integer('overdue_reported').notNull(),
});

/**
 * Per city day, department and registering officer: how the officer's inspections were registered and checked in
 * (migration 0037), what the supervision office reads per officer. Filled only by folding `inspection_stat_changes`.
 */
export const officerDayStats = pgTable(
  'officer_day_stats',
  {
    day: date('day').notNull(),
    departmentCode: text('department_code').notNull(),
    officerId: text('officer_id').notNull(),
    inspections: integer('inspections').notNull().default(0),
    typed: integer('typed').notNull().default(0),
    farCheckIns: integer('far_check_ins').notNull().default(0),
    unlocatedCheckIns: integer('unlocated_check_ins').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.departmentCode, t.day, t.officerId] })],
);
