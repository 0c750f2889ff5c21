import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { useApprovalReasonText } from '../hooks/use-approval-reason-text';
import { useRegulatedClassText } from '../hooks/use-regulated-class-text';
import type { AcceptRefusal } from '../model/accept-refusal';

/**
 * A refused acceptance in the shopper's words (not the server's message): what is wrong and what to do, with a link
 * to the group's page when its owner has to send a verification or permit.
 */
export function useAcceptRefusalText(groupId: number | null) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const classText = useRegulatedClassText();
  const reasonText = useApprovalReasonText();
  const groupLink = groupId === null ? null : (
    <> <Link to={localize(`/user/labGroup/${groupId}`)}>{t('checkout.regulated.refused.groupPage')}</Link></>
  );
  return (refusal: AcceptRefusal) => {
    switch (refusal.reason) {
      case 'LAB_GROUP_FORBIDDEN':
        return t('quotations.group.refused.forbidden');
      case 'BUDGET_UNAVAILABLE':
        return t('quotations.group.refused.budgetUnavailable');
      case 'BUDGET_EXCEEDED':
        return refusal.remaining === null
          ? t('quotations.group.refused.budgetExceededPlain')
          : t('quotations.group.refused.budgetExceeded', { remaining: formatPrice(refusal.remaining) });
      case 'LAB_GROUP_APPROVAL_REQUIRED':
        return t('quotations.group.refused.approvalRequired', { reasons: refusal.reasons.map(reasonText).join('; ') });
      case 'REGULATED_NEEDS_GROUP':
        return t('quotations.group.refused.needsGroup');
      case 'REGULATED_GROUP_UNVERIFIED':
        return <>{t('checkout.regulated.refused.unverified')}{groupLink}</>;
      case 'REGULATED_PERMIT_MISSING':
        return (
          <>
            {refusal.expiresOn
              ? t('checkout.regulated.refused.permitExpired', { class: classText(refusal.class), date: refusal.expiresOn })
              : t('checkout.regulated.refused.permitMissing', { class: classText(refusal.class) })}
            {groupLink}
          </>
        );
      case 'END_USE_REQUIRED':
        return t('checkout.regulated.refused.endUse', { min: 10, max: 500 });
    }
  };
}
