import { sql, type SQL } from 'drizzle-orm';
import { check, index, integer, text, type PgColumn } from 'drizzle-orm/pg-core';
import { bytea, createdAt, oneOf } from './columns';
import { users } from './session';
import { PHOTO_TYPES } from '../../../contract/registrations/rules';

/**
 * What a module's photo table holds besides the record it is attached to (complaints, appointments): a user's
 * upload, kept unattached until a saved form names it, then in the form's order. No tables here.
 */
export const uploadedPhotoColumns = () => ({
  id: text('id').primaryKey(),
  uploadedBy: text('uploaded_by')
    .notNull()
    .references(() => users.id),
  contentType: text('content_type', { enum: PHOTO_TYPES }).notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

/** `waiting`: the condition of an upload no record uses yet (the time sweep reads those by age). */
export const uploadedPhotoConstraints = (
  table: string,
  t: { uploadedBy: PgColumn; createdAt: PgColumn },
  waiting: SQL,
) => [
  index(`${table}_uploader_idx`).on(t.uploadedBy),
  index(`${table}_waiting_idx`).on(t.createdAt).where(waiting),
  check(`${table}_content_type_check`, sql.raw(oneOf('content_type', PHOTO_TYPES))),
];
