import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import type { CartLine } from '../api/cart-types';

/** Why a line cannot be ordered as it stands, and for a changed price the button that accepts the new one. */
export function LineStatus({ line, onConfirmPrice }: { line: CartLine; onConfirmPrice: () => void }) {
  const { t } = useTranslation();
  switch (line.invalidReason) {
    case 'off_sale':
      return <p className="cart-line-reason">{t('cart.line.offSale')}</p>;
    case 'out_of_stock':
      return <p className="cart-line-reason">{t('cart.line.outOfStock')}</p>;
    case 'insufficient_stock':
      return <p className="cart-line-reason">{t('cart.line.onlyLeft', { count: line.stock })}</p>;
    case 'price_changed':
      return (
        <div className="cart-line-reason">
          <p>{t('cart.line.priceChanged', { from: formatPrice(line.addedPrice), to: formatPrice(line.price) })}</p>
          <button type="button" className="button" onClick={onConfirmPrice}>
            {t('cart.line.acceptPrice', { price: formatPrice(line.price) })}
          </button>
        </div>
      );
    default:
      return null;
  }
}
