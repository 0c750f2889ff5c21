import { sql } from 'drizzle-orm';
import { bigint, boolean, char, check, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamps } from './columns';
import { labBudgets, labGroups } from './lab-groups';
import { orders } from './orders';
import { products, productSkus } from './products';

/**
 * A group's approval rules (docs/lab-groups.md "Approvals"). A requester's order always needs approval, so it has
 * no column; `above_amount` (fen, null = off) and `hazardous` add orders of buyers. No row = only the requester rule.
 */
export const labGroupRules = pgTable(
  'lab_group_rules',
  {
    groupId: integer('group_id')
      .primaryKey()
      .references(() => labGroups.id, { onDelete: 'cascade' }),
    aboveAmount: bigint('above_amount', { mode: 'number' }),
    hazardous: boolean('hazardous').notNull().default(false),
    ...timestamps,
  },
  (table) => [check('lab_group_rules_above_amount_positive', sql`${table.aboveAmount} IS NULL OR ${table.aboveAmount} > 0`)],
);

export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'cancelled' | 'ordered' | 'repriced';
export const approvalStatuses: ApprovalStatus[] = ['pending', 'approved', 'rejected', 'cancelled', 'ordered', 'repriced'];
/** Why a request needed approval. */
export type ApprovalReason = 'requester' | 'above_amount' | 'hazardous' | 'over_budget';
/** A line whose price or stock changed between the request and the approval, kept for the approver to see. */
export type ApprovalDifference = { skuId: number; oldUnitPrice: number; newUnitPrice: number; quantity: number; stock: number; problem?: string | null };

/**
 * A cart sent to the group's approvers instead of becoming an order. `total` (fen) is reserved on the budget while
 * the request is pending or repriced (ledger source 'approval_request'); it moves to the order when it becomes one.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => labGroups.id, { onDelete: 'restrict' }),
    budgetId: integer('budget_id')
      .notNull()
      .references(() => labBudgets.id, { onDelete: 'restrict' }),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 16 }).$type<ApprovalStatus>().notNull().default('pending'),
    reasons: varchar('reasons', { length: 16 }).array().$type<ApprovalReason[]>().notNull(),
    /** The checkout's address and invoice choice, as the order will take them. */
    address: jsonb('address').$type<Record<string, unknown>>().notNull(),
    invoice: jsonb('invoice').$type<Record<string, unknown> | null>(),
    total: bigint('total', { mode: 'number' }).notNull(),
    /** The requester's note. */
    note: varchar('note', { length: 500 }),
    decisionNote: varchar('decision_note', { length: 500 }),
    /** The end-use declaration of a request holding a regulated product (docs/regulated-chemicals.md); the order keeps it. */
    endUse: varchar('end_use', { length: 500 }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    differences: jsonb('differences').$type<ApprovalDifference[]>(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The creating call's Idempotency-Key and body hash (drizzle/0043): the same key and body give this request again. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    requestHash: char('request_hash', { length: 64 }),
    ...timestamps,
  },
  (table) => [
    index('approval_requests_group_status_idx').on(table.groupId, table.status, table.id),
    index('approval_requests_requester_idx').on(table.requesterId, table.id),
    uniqueIndex('approval_requests_requester_key_unique').on(table.requesterId, table.idempotencyKey),
    check('approval_requests_total_positive', sql`${table.total} > 0`),
  ],
);

/** A request's line at the unit price it was requested (or last approved) at. */
export const approvalRequestLines = pgTable(
  'approval_request_lines',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => approvalRequests.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    hazardous: boolean('hazardous').notNull().default(false),
  },
  (table) => [index('approval_request_lines_request_idx').on(table.requestId), check('approval_request_lines_quantity_positive', sql`${table.quantity} > 0`)],
);
