import { useTranslation } from '@labmall/shared/i18n/react';

/** Why a group order needs approval, in the shopper's words (the same texts as the approvals pages). */
export function useApprovalReasonText(): (reason: string) => string {
  const { t } = useTranslation();
  // Literal keys, so the translation check sees each one.
  const texts: Record<string, string> = {
    requester: t('approvals.reasons.requester'),
    above_amount: t('approvals.reasons.above_amount'),
    hazardous: t('approvals.reasons.hazardous'),
    over_budget: t('approvals.reasons.over_budget'),
  };
  return (reason) => texts[reason] ?? reason;
}
