import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamps } from './columns';
import { labGroups } from './lab-groups';

/**
 * Pay on invoice (docs/lab-groups.md "Pay on invoice (terms)"): support staff grant a verified group `days` to pay a
 * term order after it is placed and a credit limit (fen) its unpaid term orders may not pass together. One row per
 * group; a change overwrites it (the audit log keeps the history). Term orders lock this row while they are placed.
 */
export const labGroupTerms = pgTable(
  'lab_group_terms',
  {
    groupId: integer('group_id')
      .primaryKey()
      .references(() => labGroups.id, { onDelete: 'cascade' }),
    days: integer('days').notNull(),
    creditLimit: bigint('credit_limit', { mode: 'number' }).notNull(),
    active: boolean('active').notNull().default(true),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    check('lab_group_terms_days_range', sql`${table.days} BETWEEN 1 AND 120`),
    check('lab_group_terms_credit_limit_not_negative', sql`${table.creditLimit} >= 0`),
  ],
);
