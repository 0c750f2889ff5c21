import { index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { bytea } from './columns';

/**
 * A checked catalogue import waiting to be applied (modules/backoffice-import). Kept in the database, not in a
 * process, so any replica can apply what another one checked. `plan` holds only the rows that create or change
 * something (gzip'd JSON: a full catalogue of 300k SKUs is one row, not 300k); `catalogueVersion` is what the
 * catalogue looked like at the check, so an apply after someone else's edit is refused. Rows expire after a day.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The staff member who checked it (any catalogue staff may apply it). No foreign key: an expired row is just deleted. */
    actorId: integer('actor_id'),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    rows: integer('rows').notNull(),
    creates: integer('creates').notNull(),
    updates: integer('updates').notNull(),
    unchanged: integer('unchanged').notNull(),
    refused: integer('refused').notNull(),
    catalogueVersion: varchar('catalogue_version', { length: 200 }).notNull(),
    plan: bytea('plan').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('catalogue_imports_expires_idx').on(table.expiresAt)],
);

export type CatalogueImportRow = typeof catalogueImports.$inferSelect;
