import { useState } from 'react';
import type { OrderForGroupState } from './use-order-for-group';

/**
 * Whether the chosen group order goes for approval, and why: a member who is neither owner nor buyer always does
 * (the server says the same with a 403); anyone else once the server held the order (LAB_GROUP_APPROVAL_REQUIRED).
 * A request answered APPROVAL_NOT_NEEDED is ordered instead. Each answer is kept with the group and budget it was for.
 */
export function useApprovalNeed(orderFor: OrderForGroupState) {
  const [held, setHeld] = useState<{ at: string; reasons: string[] } | null>(null);
  const [notNeeded, setNotNeeded] = useState<string | null>(null);
  const groupId = 'labGroupId' in orderFor.body ? orderFor.body.labGroupId : undefined;
  const budgetId = 'budgetId' in orderFor.body ? orderFor.body.budgetId : undefined;
  const at = `${groupId}:${budgetId}`;
  const requesterOnly = orderFor.chosenGroup ? !orderFor.chosenGroup.myRoles.some((role) => role === 'owner' || role === 'buyer') : false;
  const reasons = groupId === undefined || budgetId === undefined || notNeeded === at
    ? null
    : held?.at === at ? held.reasons : requesterOnly ? ['requester'] : null;
  return {
    groupId,
    budgetId,
    /** The reasons to show in "Send for approval", or null when the order is placed directly. */
    reasons,
    hold: (next: string[]) => {
      setHeld({ at, reasons: next });
      setNotNeeded(null);
    },
    notNeeded: () => setNotNeeded(at),
  };
}
