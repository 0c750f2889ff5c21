import { index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { bytea } from './columns';

/**
 * What an uploaded file belongs to: an after-sales request's photo or a form submission's file field; or a product
 * picture staff uploaded (`catalogue_image`: one public row per stored size, `ownerId` its width in px, `field` the
 * upload's id; served under /media/catalogue, modules/backoffice-catalogue); or a lab group's licence or permit scan
 * (`lab_group_verification`, `ownerId` the verification's id, modules/regulated-chemicals).
 */
export type UploadOwnerKind = 'after_sales' | 'form_submission' | 'catalogue_image' | 'lab_group_verification';

/**
 * Uploaded files, stored in the database so every API replica can serve them (no shared disk needed).
 * Only images and PDFs of a few MB are accepted (checked by their magic bytes), so the table stays small.
 * `userId` is the uploader when signed in: only they (or staff through the CLI) may read the file back.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ownerKind: varchar('owner_kind', { length: 24 }).$type<UploadOwnerKind>().notNull(),
    ownerId: integer('owner_id').notNull(),
    /** The form field it was sent in ('photos' for after-sales). */
    field: varchar('field', { length: 64 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    /** The type found from the content (magic bytes), never the client's claim. */
    mimeType: varchar('mime_type', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploaded_files_owner_idx').on(table.ownerKind, table.ownerId)],
);
