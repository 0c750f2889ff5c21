import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { formatPrice } from '@labmall/shared/format/currency';
import { approvalRefusalOf } from '../api/refusal';

/**
 * A refused decision or cancel in the reader's words: the refusals the contract names get the shop's own text,
 * anything else the server's message (already in the request's language) or `fallback`.
 */
export function useRefusalText(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation();
  return (error, fallback) => {
    const refusal = approvalRefusalOf(error);
    switch (refusal?.reason) {
      case 'APPROVAL_SELF': return t('approvals.refusals.self');
      case 'APPROVAL_DECIDED': return t('approvals.refusals.decided');
      case 'APPROVAL_TOTAL_CHANGED': return t('approvals.refusals.totalChanged');
      // The contract's deviations: show the server's message for the budget refusals (ours when it has none).
      case 'BUDGET_UNAVAILABLE': return refusal.message || t('approvals.refusals.budgetUnavailable');
      case 'BUDGET_EXCEEDED':
        return refusal.message
          || (refusal.remaining === null ? t('approvals.refusals.budgetExceededPlain') : t('approvals.refusals.budgetExceeded', { remaining: formatPrice(refusal.remaining) }));
      default: return apiErrorMessage(error, fallback);
    }
  };
}
