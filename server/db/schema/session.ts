import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, toEnumValues } from './columns';
import { enterprises } from './enterprises';
import { departments } from './officers';
import { providers } from './providers';
import { authorizationSchema, capabilitySchema, roleSchema } from '../../../contract/session/schemas';

const USER_ROLES = toEnumValues(roleSchema.options);
const CAPABILITIES = toEnumValues(capabilitySchema.options);
const MERCHANT_ROLES = toEnumValues(authorizationSchema.shape.role.options);

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull(),
    passwordHash: text('password_hash').notNull(),
    enterpriseId: text('enterprise_id').references(() => enterprises.id),
    departmentCode: text('department_code').references(() => departments.code),
    certificateNumber: text('certificate_number'),
    /** Role `provider`: the provider the user acts for. */
    providerId: text('provider_id').references(() => providers.id),
    capabilities: text('capabilities', { enum: CAPABILITIES })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('users_enterprise_idx').on(t.enterpriseId),
    check('users_role_check', sql.raw(oneOf('role', USER_ROLES))),
    check(
      'users_capabilities_check',
      sql.raw(`"capabilities" <@ array[${CAPABILITIES.map((c) => `'${c}'`).join(', ')}]::text[]`),
    ),
  ],
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

export const merchantAuthorizations = pgTable(
  'merchant_authorizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enterpriseId: text('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    merchantTel: text('merchant_tel').notNull(),
    role: text('role', { enum: MERCHANT_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('merchant_authorizations_enterprise_tel_idx').on(t.enterpriseId, t.merchantTel),
    index('merchant_authorizations_tel_idx').on(t.merchantTel),
    check('merchant_authorizations_role_check', sql.raw(oneOf('role', MERCHANT_ROLES))),
  ],
);
