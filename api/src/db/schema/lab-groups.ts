import { sql } from 'drizzle-orm';
import { bigint, boolean, char, check, date, index, integer, jsonb, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamps } from './columns';

/** What a member may do in a group (docs/lab-groups.md "Roles"); a member holds one or more. */
export type LabGroupRole = 'owner' | 'buyer' | 'requester' | 'approver' | 'finance';
export const labGroupRoles: LabGroupRole[] = ['owner', 'buyer', 'requester', 'approver', 'finance'];
/** An order past the budget's remaining amount: refused, or (part 2, approvals) sent for approval. */
export type OverBudget = 'refuse' | 'approval';
export type LabGroupAddress = { province: string; city: string; district: string; detail: string; postcode: string };

/** A lab or department that buys together: its members, budgets, addresses, invoice titles and lab lists. */
export const labGroups = pgTable('lab_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 60 }).notNull(),
  institution: varchar('institution', { length: 100 }).notNull(),
  address: jsonb('address').$type<LabGroupAddress>().notNull(),
  overBudget: varchar('over_budget', { length: 16 }).$type<OverBudget>().notNull().default('refuse'),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  ...timestamps,
});

/** A person's membership; `roles` is never empty, and a group always keeps at least one owner (service rule). */
export const labGroupMembers = pgTable(
  'lab_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => labGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roles: varchar('roles', { length: 16 }).array().$type<LabGroupRole[]>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.userId] }), index('lab_group_members_user_idx').on(table.userId)],
);

/** A mailed invitation: only the SHA-256 of its token is kept; it works once, for 7 days, unless revoked. */
export const labGroupInvites = pgTable(
  'lab_group_invites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => labGroups.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    roles: varchar('roles', { length: 16 }).array().$type<LabGroupRole[]>().notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('lab_group_invites_token_unique').on(table.tokenHash), index('lab_group_invites_group_idx').on(table.groupId)],
);

/**
 * A grant or project budget. `reserved` (unpaid orders, later approval requests) and `consumed` (paid) change
 * only through budget-ledger.ts, each move with its ledger row; remaining = amount − reserved − consumed.
 * Fen, as bigint: a grant may pass the 21 million yuan an integer holds.
 */
export const labBudgets = pgTable(
  'lab_budgets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => labGroups.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 40 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reserved: bigint('reserved', { mode: 'number' }).notNull().default(0),
    consumed: bigint('consumed', { mode: 'number' }).notNull().default(0),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('lab_budgets_group_code_unique').on(table.groupId, table.code),
    check('lab_budgets_amounts_not_negative', sql`${table.amount} >= 0 AND ${table.reserved} >= 0 AND ${table.consumed} >= 0`),
    check('lab_budgets_period_order', sql`${table.periodStart} <= ${table.periodEnd}`),
  ],
);

export type BudgetMove = 'reserve' | 'release' | 'consume' | 'refund';

/**
 * Every change of a budget's reserved or consumed amount, written in the transaction that makes it. `source`
 * says what holds the money ('order' now; 'approval_request' for part 2) and `source_id` which one; one row per
 * (source, move) at most, so a move applied twice is refused by the database.
 */
export const labBudgetLedger = pgTable(
  'lab_budget_ledger',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    budgetId: integer('budget_id')
      .notNull()
      .references(() => labBudgets.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<BudgetMove>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    source: varchar('source', { length: 32 }).notNull(),
    sourceId: integer('source_id').notNull(),
    /** The member the move is for (the order's buyer). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lab_budget_ledger_budget_idx').on(table.budgetId, table.id),
    uniqueIndex('lab_budget_ledger_once').on(table.source, table.sourceId, table.kind),
    check('lab_budget_ledger_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * Every change of a budget's amount (a grant raised or cut), written in the transaction of the update that makes
 * it, so a statement can tell what the amount was at any time: amount at t = current − Σ(new − old) of the changes
 * after t. A new budget's amount is not a change.
 */
export const labBudgetAmountChanges = pgTable(
  'lab_budget_amount_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    budgetId: integer('budget_id')
      .notNull()
      .references(() => labBudgets.id, { onDelete: 'cascade' }),
    oldAmount: bigint('old_amount', { mode: 'number' }).notNull(),
    newAmount: bigint('new_amount', { mode: 'number' }).notNull(),
    /** The owner or finance member who changed it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lab_budget_amount_changes_budget_idx').on(table.budgetId, table.createdAt)],
);

/** A group's invoice title (the VAT invoice details, orders/invoice-schema.ts), for members to pick at checkout. */
export const labGroupInvoiceTitles = pgTable(
  'lab_group_invoice_titles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => labGroups.id, { onDelete: 'cascade' }),
    invoice: jsonb('invoice').$type<Record<string, string>>().notNull(),
    ...timestamps,
  },
  (table) => [index('lab_group_invoice_titles_group_idx').on(table.groupId)],
);
