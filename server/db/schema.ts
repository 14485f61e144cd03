import {
  boolean,
  index,
  integer,
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
