import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import type { GroupRefusal } from '../lib/group-refusal';

/** The shopper's words for a refused group order: what happened, with the budget's remaining, and what to do. */
export function useGroupRefusalText(): (refusal: GroupRefusal) => string {
  const { t } = useTranslation();
  return (refusal) => {
    if (refusal.reason === 'LAB_GROUP_APPROVAL_REQUIRED') return t('checkout.labGroup.approvalRequired');
    return refusal.remaining === null
      ? t('checkout.labGroup.budgetExceededPlain')
      : t('checkout.labGroup.budgetExceeded', { remaining: formatPrice(refusal.remaining) });
  };
}
