import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamps } from './columns';
import { labGroups } from './lab-groups';
import { orders } from './orders';

/**
 * The classes of Chinese law a product may fall under (docs/regulated-chemicals.md): 易制毒化学品 (precursor),
 * 易制爆危险化学品 (explosive_precursor), 剧毒化学品 (highly_toxic). `products.regulated_class` holds one or null.
 */
export const regulatedClasses = ['precursor', 'explosive_precursor', 'highly_toxic'] as const;
export type RegulatedClass = (typeof regulatedClasses)[number];

export type VerificationStatus = 'pending' | 'verified' | 'rejected';
export const verificationStatuses: VerificationStatus[] = ['pending', 'verified', 'rejected'];

/** A permit as the group owner submitted it: its number and expiry (China date); its scan is the upload of field `<class>.file`. */
export type SubmittedPermit = { class: RegulatedClass; number: string; expiresOn: string };
/** A class staff permitted, until (and including) `expiresOn`, a China date. */
export type GrantedPermit = { class: RegulatedClass; expiresOn: string };

/**
 * A group's submission of its institution licence or letter and its permits, and staff's decision on it. One row
 * per submission (the history stays); at most one pending per group. The group's permits are those of its newest
 * verified row. Files are `uploaded_files` rows of owner kind `lab_group_verification`, owner id = this id, field
 * `institutionDocument` (the licence or letter) or `<class>.file` (that class's permit).
 */
export const labGroupVerifications = pgTable(
  'lab_group_verifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => labGroups.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).$type<VerificationStatus>().notNull().default('pending'),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    permits: jsonb('permits').$type<SubmittedPermit[]>().notNull(),
    /** Set when verified: the classes staff permitted and until when. */
    granted: jsonb('granted').$type<GrantedPermit[]>(),
    decisionNote: varchar('decision_note', { length: 500 }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('lab_group_verifications_group_idx').on(table.groupId, table.id),
    index('lab_group_verifications_status_idx').on(table.status, table.id),
    uniqueIndex('lab_group_verifications_one_pending').on(table.groupId).where(sql`${table.status} = 'pending'`),
    check('lab_group_verifications_status_known', sql`${table.status} IN ('pending', 'verified', 'rejected')`),
  ],
);

/** The end-use declaration a buyer made at checkout for an order holding a regulated product. */
export const orderEndUse = pgTable('order_end_use', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  endUse: varchar('end_use', { length: 500 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LabGroupVerificationRow = typeof labGroupVerifications.$inferSelect;
