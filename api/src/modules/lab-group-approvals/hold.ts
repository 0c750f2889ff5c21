import { inArray } from 'drizzle-orm';
import type { ApprovalReason } from '../../db/schema/lab-group-approvals';
import type { LabGroupRole, OverBudget } from '../../db/schema/lab-groups';
import { productHazards } from '../../db/schema/product-safety';
import type { Db } from '../../db/types';
import { approvalReasons } from './reasons';
import { rulesOf } from './rules';

/** The products among `productIds` with a hazard entry (a `product_hazards` row): the hazardous rule's lines. */
export async function hazardousOf(db: Db, productIds: readonly number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db.select({ id: productHazards.productId }).from(productHazards).where(inArray(productHazards.productId, [...new Set(productIds)]));
  return new Set(rows.map((row) => row.id));
}

export type GroupOrderFacts = { groupId: number; roles: readonly LabGroupRole[]; overBudget: OverBudget; remaining: number; payAmount: number; productIds: readonly number[] };

/**
 * Why a priced group order needs approval (empty: it may be placed directly), with the hazardous products found.
 * The checkout (orders/place-order.ts) and a new request (create-request.ts) ask the same question.
 */
export async function holdOf(db: Db, facts: GroupOrderFacts): Promise<{ reasons: ApprovalReason[]; hazardous: Set<number> }> {
  const [rules, hazardous] = await Promise.all([rulesOf(db, facts.groupId), hazardousOf(db, facts.productIds)]);
  const reasons = approvalReasons(rules, {
    roles: facts.roles,
    payAmount: facts.payAmount,
    hasHazardous: facts.productIds.some((id) => hazardous.has(id)),
    remainingFen: facts.remaining,
    overBudget: facts.overBudget,
  });
  return { reasons, hazardous };
}
