import { useTranslation } from '@labmall/shared/i18n/react';
import type { LabRole } from '../api/lab-group-types';

/** The words for each role (literal keys, so the translation check sees every one). */
export function useRoleText(): (role: LabRole) => string {
  const { t } = useTranslation();
  const texts: Record<LabRole, string> = {
    owner: t('labGroups.roles.owner'),
    buyer: t('labGroups.roles.buyer'),
    requester: t('labGroups.roles.requester'),
    approver: t('labGroups.roles.approver'),
    finance: t('labGroups.roles.finance'),
  };
  return (role) => texts[role] ?? role;
}

export const isOwner = (roles: readonly LabRole[]) => roles.includes('owner');
/** Owner and finance keep the budgets. */
export const managesBudgets = (roles: readonly LabRole[]) => roles.includes('owner') || roles.includes('finance');
/** Owner, finance and approver read the group's orders. */
export const readsOrders = (roles: readonly LabRole[]) => roles.some((role) => role === 'owner' || role === 'finance' || role === 'approver');
