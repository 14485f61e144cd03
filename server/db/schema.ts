import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Key-value facts about the database itself, e.g. which demo seed version has been applied. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const departments = pgTable('departments', {
  code: text('code').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const regions = pgTable(
  'regions',
  {
    code: text('code').primaryKey(),
    parentCode: text('parent_code'),
    level: text('level', { enum: ['district', 'street'] }).notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('regions_parent_idx').on(t.parentCode)],
);

export const enterprises = pgTable('enterprises', {
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
});

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: ['enterprise', 'officer'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    enterpriseId: text('enterprise_id').references(() => enterprises.id),
    departmentCode: text('department_code').references(() => departments.code),
    certificateNumber: text('certificate_number'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('users_enterprise_idx').on(t.enterpriseId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const authCodes = pgTable('auth_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

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

export const goodsCategories = pgTable('goods_categories', {
  id: text('id').primaryKey(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const goods = pgTable(
  'goods',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => goodsCategories.id),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    priceFen: integer('price_fen').notNull(),
    stock: integer('stock').notNull().default(0),
    boutique: boolean('boutique').notNull().default(false),
    recommended: boolean('recommended').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('goods_category_idx').on(t.categoryId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    goodsId: text('goods_id')
      .notNull()
      .references(() => goods.id),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_items_user_goods_idx').on(t.userId, t.goodsId)],
);

export const merchantAuthorizations = pgTable(
  'merchant_authorizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    merchantTel: text('merchant_tel').notNull(),
    role: text('role', { enum: ['owner', 'staff'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('merchant_authorizations_enterprise_tel_idx').on(t.enterpriseId, t.merchantTel),
    index('merchant_authorizations_tel_idx').on(t.merchantTel),
  ],
);

// ---- supervision-code loop --------------------------------------------------------------------------

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
const instant = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** Named counters for human-readable numbers (enterprise numbers per district, registration numbers per day). */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});

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
    purpose: text('purpose', { enum: ['inspection', 'visit'] }).notNull(),
    source: text('source', { enum: ['code', 'manual', 'licence'] }).notNull(),
    scannedAt: instant('scanned_at').notNull(),
    checkedInAt: instant('checked_in_at'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationText: text('location_text'),
  },
  (t) => [
    index('code_scans_enterprise_idx').on(t.enterpriseId, t.scannedAt),
    index('code_scans_code_idx').on(t.codeId),
  ],
);

/** The published inspection items of each department (only these may be checked). */
export const inspectionItems = pgTable(
  'inspection_items',
  {
    departmentCode: text('department_code')
      .notNull()
      .references(() => departments.code),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en'),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.departmentCode, t.code] })],
);

export const inspectionPlans = pgTable(
  'inspection_plans',
  {
    id: text('id').primaryKey(),
    departmentCode: text('department_code')
      .notNull()
      .references(() => departments.code),
    title: text('title').notNull(),
    legalBasis: text('legal_basis').notNull(),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    status: text('status', { enum: ['draft', 'approved', 'withdrawn'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inspection_plans_department_idx').on(t.departmentCode, t.periodTo)],
);

export const inspectionPlanTargets = pgTable(
  'inspection_plan_targets',
  {
    planId: text('plan_id')
      .notNull()
      .references(() => inspectionPlans.id),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
  },
  (t) => [
    primaryKey({ columns: [t.planId, t.enterpriseId] }),
    index('inspection_plan_targets_enterprise_idx').on(t.enterpriseId),
  ],
);

export interface OfficerSnapshot {
  name: string;
  certificateNumber: string;
}

export const registrations = pgTable(
  'registrations',
  {
    id: text('id').primaryKey(),
    registrationNumber: text('registration_number').notNull().unique(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    departmentCode: text('department_code')
      .notNull()
      .references(() => departments.code),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id),
    clientRequestId: text('client_request_id').notNull(),
    platform: text('platform', { enum: ['main', 'szy'] }).notNull(),
    type: text('type', { enum: ['routine', 'triggered', 'case'] }).notNull(),
    planId: text('plan_id').references(() => inspectionPlans.id),
    legalBasis: text('legal_basis'),
    triggerReason: text('trigger_reason'),
    caseReason: text('case_reason', { enum: ['complaint', 'recheck', 'enterprise_request', 'licensing'] }),
    officers: jsonb('officers').$type<OfficerSnapshot[]>().notNull(),
    startedAt: instant('started_at').notNull(),
    endedAt: instant('ended_at').notNull(),
    registeredAt: instant('registered_at').notNull(),
    scanId: text('scan_id').references(() => codeScans.id),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationText: text('location_text'),
    late: boolean('late').notNull().default(false),
    lateReason: text('late_reason'),
    remarks: text('remarks'),
    problemCount: integer('problem_count').notNull().default(0),
    /** No problems and every item compliant: feeds the "same officer finds nothing" warning. */
    noFindings: boolean('no_findings').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('registrations_request_idx').on(t.createdBy, t.clientRequestId),
    // One index per access path of the history list, each ending in the keyset order.
    index('registrations_enterprise_page_idx').on(t.enterpriseId, t.registeredAt, t.id),
    index('registrations_enterprise_department_page_idx').on(
      t.enterpriseId,
      t.departmentCode,
      t.registeredAt,
      t.id,
    ),
    index('registrations_department_page_idx').on(t.departmentCode, t.registeredAt, t.id),
    index('registrations_enterprise_started_idx').on(t.enterpriseId, t.startedAt),
  ],
);

export const registrationItems = pgTable(
  'registration_items',
  {
    registrationId: text('registration_id')
      .notNull()
      .references(() => registrations.id),
    position: integer('position').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    result: text('result', { enum: ['compliant', 'non_compliant'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.position] })],
);

export const registrationProblems = pgTable(
  'registration_problems',
  {
    id: text('id').primaryKey(),
    registrationId: text('registration_id')
      .notNull()
      .references(() => registrations.id),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    rectification: text('rectification').notNull(),
  },
  (t) => [index('registration_problems_registration_idx').on(t.registrationId, t.position)],
);

export const photos = pgTable(
  'photos',
  {
    id: text('id').primaryKey(),
    uploadedBy: text('uploaded_by')
      .notNull()
      .references(() => users.id),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    problemId: text('problem_id').references(() => registrationProblems.id),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('photos_problem_idx').on(t.problemId), index('photos_uploader_idx').on(t.uploadedBy)],
);

/** One changed field of a correction; values are kept raw and rendered in the reader's language. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

export const registrationAudits = pgTable(
  'registration_audits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    registrationId: text('registration_id')
      .notNull()
      .references(() => registrations.id),
    officerId: text('officer_id')
      .notNull()
      .references(() => users.id),
    at: instant('at').notNull(),
    reason: text('reason').notNull(),
    changes: jsonb('changes').$type<AuditChange[]>().notNull(),
  },
  (t) => [index('registration_audits_registration_idx').on(t.registrationId, t.at)],
);

export const evaluations = pgTable(
  'evaluations',
  {
    registrationId: text('registration_id')
      .primaryKey()
      .references(() => registrations.id),
    departmentCode: text('department_code')
      .notNull()
      .references(() => departments.code),
    level: text('level', {
      enum: ['very_satisfied', 'satisfied', 'basically_satisfied', 'dissatisfied', 'very_dissatisfied'],
    }).notNull(),
    comment: text('comment').notNull(),
    firstEvaluatedAt: instant('first_evaluated_at').notNull(),
    evaluatedAt: instant('evaluated_at').notNull(),
  },
  (t) => [index('evaluations_department_idx').on(t.departmentCode)],
);

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

/** Overrides of the default caps and warning thresholds (see server/modules/warnings/rules.ts). */
export const inspectionRules = pgTable('inspection_rules', {
  key: text('key').primaryKey(),
  value: integer('value').notNull(),
});
