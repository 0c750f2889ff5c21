import { aliasedTable, and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/auth';
import { approvalRequestLines, approvalRequests, type ApprovalStatus } from '../../db/schema/lab-group-approvals';
import { labBudgetLedger, labBudgets, labGroupMembers, labGroups } from '../../db/schema/lab-groups';
import { orders } from '../../db/schema/orders';
import { products, productSkus } from '../../db/schema/products';
import type { Db } from '../../db/types';

const requester = aliasedTable(users, 'requester');
const decider = aliasedTable(users, 'decider');

/** A request with the names its views show (group, budget code and remaining, requester, decider, order number). */
const requestColumns = {
  request: approvalRequests,
  groupName: labGroups.name,
  budgetCode: labBudgets.code,
  budgetRemaining: sql<string>`${labBudgets.amount} - ${labBudgets.reserved} - ${labBudgets.consumed}`,
  requesterName: requester.nickname,
  deciderName: decider.nickname,
  orderNo: orders.orderNo,
  lineCount: sql<number>`(SELECT count(*)::int FROM ${approvalRequestLines} WHERE ${approvalRequestLines.requestId} = ${approvalRequests.id})`,
};

const selectRequests = (db: Db) =>
  db
    .select(requestColumns)
    .from(approvalRequests)
    .innerJoin(labGroups, eq(labGroups.id, approvalRequests.groupId))
    .innerJoin(labBudgets, eq(labBudgets.id, approvalRequests.budgetId))
    .innerJoin(requester, eq(requester.id, approvalRequests.requesterId))
    .leftJoin(decider, eq(decider.id, approvalRequests.decidedBy))
    .leftJoin(orders, eq(orders.id, approvalRequests.orderId));

export type RequestRow = {
  request: typeof approvalRequests.$inferSelect;
  groupName: string;
  budgetCode: string;
  budgetRemaining: string;
  requesterName: string;
  deciderName: string | null;
  orderNo: string | null;
  lineCount: number;
};

export async function requestById(db: Db, id: number): Promise<RequestRow | undefined> {
  const [row] = await selectRequests(db).where(eq(approvalRequests.id, id));
  return row;
}

/** The request's lines with the product's name, the SKU's spec and the first image, in the order they were asked. */
export async function linesOf(db: Db, requestId: number) {
  return db
    .select({
      productId: approvalRequestLines.productId,
      skuId: approvalRequestLines.skuId,
      quantity: approvalRequestLines.quantity,
      unitPrice: approvalRequestLines.unitPrice,
      hazardous: approvalRequestLines.hazardous,
      name: products.name,
      spec: productSkus.spec,
      image: sql<string | null>`${products.images} ->> 0`,
    })
    .from(approvalRequestLines)
    .innerJoin(products, eq(products.id, approvalRequestLines.productId))
    .innerJoin(productSkus, eq(productSkus.id, approvalRequestLines.skuId))
    .where(eq(approvalRequestLines.requestId, requestId))
    .orderBy(approvalRequestLines.id);
}

/**
 * One page of a box: `mine` = the caller's requests in every group; `toDecide` = the requests of others in the groups
 * where the caller is approver or owner. Newest first.
 */
export async function pageOf(db: Db, userId: number, box: 'mine' | 'toDecide', status: ApprovalStatus | undefined, page: number, pageSize: number) {
  const deciderOf = sql`${approvalRequests.groupId} IN (SELECT ${labGroupMembers.groupId} FROM ${labGroupMembers}
    WHERE ${labGroupMembers.userId} = ${userId} AND ${labGroupMembers.roles} && ARRAY['approver', 'owner']::varchar[])`;
  const where: (SQL | undefined)[] =
    box === 'mine' ? [eq(approvalRequests.requesterId, userId)] : [deciderOf, ne(approvalRequests.requesterId, userId)];
  if (status) where.push(eq(approvalRequests.status, status));
  const [rows, [total]] = await Promise.all([
    selectRequests(db)
      .where(and(...where))
      .orderBy(desc(approvalRequests.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(approvalRequests).where(and(...where)),
  ]);
  return { rows, total: total!.n };
}

/** What a request holds on its budget: its ledger `reserve` row, if it has one (an over-budget request has none). */
export async function reservationOf(tx: Db, requestId: number): Promise<number> {
  const [row] = await tx
    .select({ amount: labBudgetLedger.amount })
    .from(labBudgetLedger)
    .where(and(eq(labBudgetLedger.source, 'approval_request'), eq(labBudgetLedger.sourceId, requestId), eq(labBudgetLedger.kind, 'reserve')));
  return row?.amount ?? 0;
}

/** Who decides a group's requests: its approvers, or its owners when it has none; never `except` (the requester). */
export async function decidersOf(db: Db, groupId: number, except: number): Promise<number[]> {
  const members = await db.select({ userId: labGroupMembers.userId, roles: labGroupMembers.roles }).from(labGroupMembers).where(eq(labGroupMembers.groupId, groupId));
  const others = members.filter((m) => m.userId !== except);
  const approvers = others.filter((m) => m.roles.includes('approver'));
  return (approvers.length > 0 ? approvers : others.filter((m) => m.roles.includes('owner'))).map((m) => m.userId);
}

export const userName = async (db: Db, userId: number): Promise<string> => {
  const [row] = await db.select({ name: users.nickname }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
};

export const idsIn = (ids: number[]) => inArray(approvalRequests.id, ids);
