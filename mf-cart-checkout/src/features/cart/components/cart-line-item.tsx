import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { ConfirmAction } from '@labmall/shared/ui/confirm-action';
import type { CartLine } from '../api/cart-types';
import type { PricedLine } from '../api/calculate-cart-totals';
import { canChangeQuantity, lineAmount, maxQuantity } from '../lib/cart-line-rules';
import { LineQuantity } from './line-quantity';
import { LineStatus } from './line-status';

interface CartLineItemProps {
  line: CartLine;
  /** The server's pricing of this line when it is selected (activity price, amount). */
  priced?: PricedLine;
  error?: string;
  onQuantity: (quantity: number) => void;
  onConfirmPrice: () => void;
  onSelect: (selected: boolean) => void;
  onDelete: () => void;
}

/** One cart line: select, picture, name (link), SKU and spec, unit price, quantity, subtotal, delete. */
export function CartLineItem({ line, priced, error, onQuantity, onConfirmPrice, onSelect, onDelete }: CartLineItemProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  // The pricing belongs to the stored quantity; while a new one is on its way, the list price × quantity stands in.
  const current = priced && priced.quantity === line.quantity ? priced : undefined;
  const amount = current ? current.amount : lineAmount(line.price, line.quantity);

  return (
    <li className={line.valid ? 'cart-line' : 'cart-line is-invalid'}>
      <div className="cart-line-select">
        {line.valid ? (
          <input type="checkbox" checked={line.selected} aria-label={t('cart.line.select', { name: line.name, spec: line.spec })}
            onChange={(event) => onSelect(event.target.checked)} />
        ) : null}
      </div>
      <img className="cart-line-image" src={line.image} alt="" width={72} height={72} loading="lazy" decoding="async" />
      <div className="cart-line-info">
        <Link className="cart-line-name" to={localize(`/product/${line.productId}`)}>{line.name}</Link>
        <p className="cart-line-sku">{t('cart.line.sku', { code: line.skuCode })} · {line.spec}</p>
        <LineStatus line={line} onConfirmPrice={onConfirmPrice} />
      </div>
      <p className="cart-line-price">
        <span className="visually-hidden">{t('cart.line.unitPrice')} </span>
        {current?.activity ? (
          <>
            <span className="cart-line-tag">{current.activity.name}</span>
            <strong>{formatPrice(current.unitPrice)}</strong>
            {current.listPrice > current.unitPrice ? (
              <s><span className="visually-hidden">{t('cart.line.listPrice')} </span>{formatPrice(current.listPrice)}</s>
            ) : null}
          </>
        ) : (
          formatPrice(line.price)
        )}
      </p>
      <LineQuantity name={line.name} value={line.quantity} max={maxQuantity(line)} disabled={!canChangeQuantity(line)} onChange={onQuantity} />
      <p className="cart-line-amount">
        <span className="visually-hidden">{t('cart.line.subtotal')} </span>
        {formatPrice(amount)}
      </p>
      <div className="cart-line-actions">
        <ConfirmAction label={t('cart.line.delete')} accessibleLabel={t('cart.line.deleteNamed', { name: line.name })}
          question={t('cart.line.deleteQuestion')} confirmLabel={t('cart.line.deleteConfirm')} dismissLabel={t('cart.page.cancel')}
          onConfirm={onDelete} />
      </div>
      {error ? <p className="cart-line-error" role="alert">{error}</p> : null}
    </li>
  );
}
