import { useCallback, useMemo, useState } from 'react';
import { isAxiosError } from 'axios';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { getGroupForOrder } from '../api/get-group-for-order';
import { getMyLabGroups } from '../api/get-my-lab-groups';
import { ORDERING_ROLES } from '../api/lab-group-types';

export type OrderFor = { mode: 'personal' } | { mode: 'group'; groupId: number | null; budgetId: number | null };

const loadGroups = () => getMyLabGroups();

/**
 * Whether the order is personal or for one of the shopper's lab groups (those where they are owner, buyer or
 * requester), on which budget. The group's budgets load when it is chosen; only active ones can be chosen.
 */
export function useOrderForGroup() {
  const groups = useRequest('checkout-lab-groups', loadGroups);
  const eligible = useMemo(
    () => (groups.data ?? []).filter((group) => group.myRoles.some((role) => ORDERING_ROLES.includes(role))),
    [groups.data],
  );
  const [choice, setChoice] = useState<OrderFor>({ mode: 'personal' });
  const groupId = choice.mode === 'group' ? choice.groupId : null;
  const loadGroup = useCallback(() => getGroupForOrder(groupId!), [groupId]);
  const group = useRequest(groupId === null ? null : `checkout-lab-group:${groupId}`, loadGroup);
  const detail = group.data && group.data.id === groupId ? group.data : undefined;
  const budgets = (detail?.budgets ?? []).filter((budget) => budget.active);

  /** What the order still needs before it can go (shown beside the submit button), or null. */
  const missing = choice.mode === 'personal' ? null : choice.groupId === null ? ('group' as const) : choice.budgetId === null ? ('budget' as const) : null;
  const body = choice.mode === 'group' && choice.groupId !== null && choice.budgetId !== null ? { labGroupId: choice.groupId, budgetId: choice.budgetId } : {};
  const chosenGroup = eligible.find((g) => g.id === groupId);
  return {
    eligible,
    // A shop whose API has no lab groups (404) simply has none to offer; other failures are said.
    groupsError: groups.error && !groups.data && !(isAxiosError(groups.error) && groups.error.response?.status === 404) ? groups.error : undefined,
    /** The shopper's groups are still on their way (so 'no group' cannot be said yet). */
    groupsLoading: groups.loading,
    choice,
    setChoice,
    chosenGroup,
    detail,
    budgets,
    groupLoading: groupId !== null && !detail && !group.error,
    groupError: group.error && !detail ? group.error : undefined,
    retryGroup: group.retry,
    missing,
    body,
  };
}

export type OrderForGroupState = ReturnType<typeof useOrderForGroup>;
