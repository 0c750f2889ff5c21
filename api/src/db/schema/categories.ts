import { index, integer, jsonb, pgTable, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n/language';
import { timestamps } from './columns';

/** The product category tree (spec §1: 14 top categories); top categories have no parent. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    sort: integer('sort').notNull().default(0),
    /** A short icon key the front end maps to its own icon set. */
    icon: varchar('icon', { length: 64 }).notNull().default(''),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    ...timestamps,
  },
  (table) => [index('categories_parent_sort_idx').on(table.parentId, table.sort)],
);

export type CategoryRow = typeof categories.$inferSelect;
export type NewCategoryRow = typeof categories.$inferInsert;
