import { useTranslation } from '@labmall/shared/i18n/react';
import type { RejectReason } from '../api/cart-types';

/** Why a batch or bundle add refused an item, in the shopper's language. Literal keys so the translation check sees each. */
export function useRejectReasonText(): (reason: RejectReason) => string {
  const { t } = useTranslation();
  const texts: Record<RejectReason, string> = {
    not_found: t('cart.reject.notFound'),
    off_sale: t('cart.reject.offSale'),
    out_of_stock: t('cart.reject.outOfStock'),
    over_limit: t('cart.reject.overLimit'),
    cart_full: t('cart.reject.cartFull'),
  };
  return (reason) => texts[reason];
}
