import { useCallback, useMemo, useState } from 'react';
import { isAxiosError } from 'axios';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { getGroupAddresses, getGroupForAccept } from '../api/get-group-for-accept';
import { getMyLabGroups } from '../api/get-my-lab-groups';
import { ORDERING_ROLES } from '../api/lab-group-types';

export type AcceptFor = { mode: 'personal' } | { mode: 'group'; groupId: number | null; budgetId: number | null };

const loadGroups = () => getMyLabGroups();

/**
 * Whether a quotation is accepted personally or for one of the shopper's lab groups (those where they are owner,
 * buyer or requester), on which budget; the group's budgets and shared addresses load when it is chosen. The same
 * choice as the checkout's (mf-cart-checkout `use-order-for-group.ts`), re-made here: remotes share no code.
 */
export function useAcceptForGroup() {
  const groups = useRequest('quotation-lab-groups', loadGroups);
  const eligible = useMemo(
    () => (groups.data ?? []).filter((group) => group.myRoles.some((role) => ORDERING_ROLES.includes(role))),
    [groups.data],
  );
  const [choice, setChoiceState] = useState<AcceptFor>({ mode: 'personal' });
  const setChoice = useCallback((next: AcceptFor) => setChoiceState(next), []);
  const groupId = choice.mode === 'group' ? choice.groupId : null;
  const loadGroup = useCallback(() => getGroupForAccept(groupId!), [groupId]);
  const loadAddresses = useCallback(() => getGroupAddresses(groupId!), [groupId]);
  const group = useRequest(groupId === null ? null : `quotation-lab-group:${groupId}`, loadGroup);
  const addresses = useRequest(groupId === null ? null : `quotation-lab-group-addresses:${groupId}`, loadAddresses);
  const detail = group.data && group.data.id === groupId ? group.data : undefined;
  const budgets = (detail?.budgets ?? []).filter((budget) => budget.active);

  return {
    eligible,
    // A shop whose API has no lab groups (404) simply has none to offer; other failures are said.
    groupsError: groups.error && !groups.data && !(isAxiosError(groups.error) && groups.error.response?.status === 404) ? groups.error : undefined,
    groupsLoading: groups.loading && !groups.data,
    choice,
    setChoice,
    chosenGroup: eligible.find((g) => g.id === groupId),
    detail,
    budgets,
    groupError: group.error && !detail ? group.error : undefined,
    retryGroup: group.retry,
    /** The group's shared addresses (none while loading or when they fail: the shopper's own book still serves). */
    groupAddresses: groupId === null ? [] : (addresses.data ?? []),
    /** What a group acceptance still needs, or null. */
    missing: choice.mode === 'personal' ? null : choice.groupId === null ? ('group' as const) : choice.budgetId === null ? ('budget' as const) : null,
  };
}

export type AcceptForGroupState = ReturnType<typeof useAcceptForGroup>;
