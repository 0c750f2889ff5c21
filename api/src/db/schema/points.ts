import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n/language';
import { users } from './auth';

export type PointsSource = 'order' | 'task' | 'exchange' | 'adjustment';

/**
 * A shopper's points balance. It only changes together with a ledger row in the same transaction, so
 * it always equals the ledger's sum; the check keeps it from going below zero under any race.
 */
export const pointsAccounts = pgTable(
  'points_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('points_accounts_balance_not_negative', sql`${table.balance} >= 0`)],
);

/** Every change of a balance: +earned / −spent, its source, and the balance right after it. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    source: varchar('source', { length: 16 }).$type<PointsSource>().notNull(),
    /** What it came from, e.g. the order number; with `source` unique, so an order is credited once. */
    reference: varchar('reference', { length: 40 }).notNull(),
    note: jsonb('note').$type<LocalizedText>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('points_ledger_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('points_ledger_source_reference_unique').on(table.source, table.reference),
    check('points_ledger_balance_after_not_negative', sql`${table.balanceAfter} >= 0`),
  ],
);
