import { useTranslation } from '@labmall/shared/i18n/react';
import type { QuotationStatus } from '../api/quotation-types';

/** The shopper's words for a quotation's state (literal keys, so the translation check sees each). */
export function useStatusText(): (status: QuotationStatus) => string {
  const { t } = useTranslation();
  const texts: Record<QuotationStatus, string> = {
    requested: t('quotations.status.requested'),
    quoted: t('quotations.status.quoted'),
    accepted: t('quotations.status.accepted'),
    expired: t('quotations.status.expired'),
    rejected: t('quotations.status.rejected'),
    withdrawn: t('quotations.status.withdrawn'),
  };
  return (status) => texts[status] ?? status;
}

/** A status badge: the words carry the meaning, the colour only repeats it. */
export function QuotationStatusBadge({ status }: { status: QuotationStatus }) {
  const text = useStatusText();
  return <span className={`quotation-status quotation-status-${status}`}>{text(status)}</span>;
}
