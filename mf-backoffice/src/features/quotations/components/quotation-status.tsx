import { useTranslation } from '@labmall/shared/i18n/react';
import type { QuotationStatus } from '../api/get-quotations';

/** A quotation's state in words (literal keys, so the translation check sees each). */
export function useQuotationStatusText(): (status: QuotationStatus) => string {
  const { t } = useTranslation();
  const texts: Record<QuotationStatus, string> = {
    requested: t('backoffice.quotations.status.requested'),
    quoted: t('backoffice.quotations.status.quoted'),
    accepted: t('backoffice.quotations.status.accepted'),
    expired: t('backoffice.quotations.status.expired'),
    rejected: t('backoffice.quotations.status.rejected'),
    withdrawn: t('backoffice.quotations.status.withdrawn'),
  };
  return (status) => texts[status] ?? status;
}
