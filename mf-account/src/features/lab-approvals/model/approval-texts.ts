import { useTranslation } from '@labmall/shared/i18n/react';
import type { ApprovalReason, ApprovalStatus } from '../api/approval-types';

// Literal keys (no `t(\`…${x}\`)`) so the translation check sees each one the code uses.

/** Why a request needs approval, in the reader's words. */
export function useReasonText(): (reason: ApprovalReason) => string {
  const { t } = useTranslation();
  const texts: Record<ApprovalReason, string> = {
    requester: t('approvals.reasons.requester'),
    above_amount: t('approvals.reasons.above_amount'),
    hazardous: t('approvals.reasons.hazardous'),
    over_budget: t('approvals.reasons.over_budget'),
  };
  return (reason) => texts[reason] ?? reason;
}

/** A request's status, in the reader's words (the badge). */
export function useApprovalStatusText(): (status: ApprovalStatus) => string {
  const { t } = useTranslation();
  const texts: Record<ApprovalStatus, string> = {
    pending: t('approvals.status.pending'),
    repriced: t('approvals.status.repriced'),
    ordered: t('approvals.status.ordered'),
    rejected: t('approvals.status.rejected'),
    cancelled: t('approvals.status.cancelled'),
  };
  return (status) => texts[status] ?? status;
}

/** A repriced line's problem (the checkout's line problems), in the reader's words; null when the line is fine. */
export function useProblemText(): (problem: string | null) => string {
  const { t } = useTranslation();
  const texts: Record<string, string> = {
    unknown: t('approvals.problems.unknown'),
    off_sale: t('approvals.problems.off_sale'),
    out_of_stock: t('approvals.problems.out_of_stock'),
    insufficient_stock: t('approvals.problems.insufficient_stock'),
    over_limit: t('approvals.problems.over_limit'),
  };
  return (problem) => (problem === null ? t('approvals.problems.none') : texts[problem] ?? problem);
}
