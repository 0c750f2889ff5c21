import { useTranslation } from '@labmall/shared/i18n/react';

/** A status's name in the staff member's language (backoffice.afterSales.status.*). */
export function useAfterSalesStatusText() {
  const { t } = useTranslation();
  return (status: string) => t(`backoffice.afterSales.status.${status}`, { defaultValue: status });
}

/** A request type's name (return, exchange, repair, invoice). */
export function useAfterSalesTypeText() {
  const { t } = useTranslation();
  return (type: string) => t(`backoffice.afterSales.type.${type}`, { defaultValue: type });
}
