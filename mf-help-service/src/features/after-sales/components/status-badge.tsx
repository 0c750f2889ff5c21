import { useTranslation } from '@labmall/shared/i18n/react';
import type { AfterSalesStatus } from '../api/after-sales-types';

/** An after-sales status in words, coloured by outcome. */
export function StatusBadge({ status }: { status: AfterSalesStatus }) {
  const { t } = useTranslation();
  return <span className={`hs-status hs-status-${status}`}>{t(`helpService.afterSales.status.${status}`)}</span>;
}
