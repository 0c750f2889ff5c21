import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';

/**
 * "Request a quotation" for the chosen SKU and quantity: the form lives in the cart remote (/quotation, a
 * sign-in route, so a guest following the link gets the login dialog first). Out of stock is no reason not
 * to ask: a quotation can promise a delivery date.
 */
export function RequestQuotationLink({ skuId, quantity }: { skuId: number | undefined; quantity: number }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  if (skuId === undefined) return null;
  return (
    <p className="request-quotation">
      <Link className="button" to={localize(`/quotation?skuId=${skuId}&quantity=${Math.max(1, quantity)}`)}>
        {t('quotations.request.button')}
      </Link>{' '}
      <span className="request-quotation-hint">{t('quotations.request.productHint')}</span>
    </p>
  );
}
