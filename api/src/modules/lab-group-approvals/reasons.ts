import type { ApprovalReason } from '../../db/schema/lab-group-approvals';
import type { LabGroupRole } from '../../db/schema/lab-groups';
import type { Rules } from './rules';

/** What the checkout knows of an order when it asks whether the order needs approval (fen). */
export type OrderFacts = { roles: readonly LabGroupRole[]; payAmount: number; hasHazardous: boolean; remainingFen: number; overBudget: 'refuse' | 'approval' };

/**
 * Why a group order needs approval (docs/lab-groups.md "Approvals"); empty when it may be placed directly. A member
 * who may order (owner, buyer) is held only by the group's rules, an owner only by over budget; a requester always is. Over budget counts only
 * when the group sends such orders for approval (otherwise the checkout refuses with BUDGET_EXCEEDED).
 */
export function approvalReasons(rules: Rules, order: OrderFacts): ApprovalReason[] {
  const reasons: ApprovalReason[] = [];
  // An owner (the lab's principal investigator) is whom these rules ask: holding their own order would send it to
  // themselves, or to nobody in a group with one owner. Over budget still holds them: it spends the grant.
  const owner = order.roles.includes('owner');
  if (!order.roles.some((role) => role === 'owner' || role === 'buyer')) reasons.push('requester');
  if (!owner && rules.aboveAmount !== null && order.payAmount > rules.aboveAmount) reasons.push('above_amount');
  if (!owner && rules.hazardous && order.hasHazardous) reasons.push('hazardous');
  if (order.overBudget === 'approval' && order.payAmount > order.remainingFen) reasons.push('over_budget');
  return reasons;
}
