import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import type { OrderItem } from '../api/order-types';

/** The lines an order card shows (image, name, spec, quantity × unit price) and how many more the order has. */
export function OrderCardLines({ lines, lineCount }: { lines: OrderItem[]; lineCount: number }) {
  const { t } = useTranslation();
  const more = lineCount - lines.length;
  return (
    <div className="orders-card-lines">
      <ul>
        {lines.map((line) => (
          <li key={line.skuId} className="orders-card-line">
            {line.image ? <img src={line.image} alt="" width={64} height={64} loading="lazy" /> : <span className="orders-image-placeholder" />}
            <div className="orders-card-item">
              <p className="orders-item-name">{line.name}</p>
              {line.spec ? <p className="orders-muted">{line.spec}</p> : null}
              <p className="orders-muted">{t('accountOrders.card.line', { quantity: line.quantity, price: formatPrice(line.unitPrice) })}</p>
            </div>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="orders-muted">{more === 1 ? t('accountOrders.card.oneMoreLine') : t('accountOrders.card.moreLines', { count: more })}</p>
      ) : null}
    </div>
  );
}
