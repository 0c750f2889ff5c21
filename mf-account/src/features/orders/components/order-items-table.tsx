import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import type { OrderItem } from '../api/order-types';

/** The ordered lines as the server priced them: product (SKU code, spec), unit price, quantity, line amount. */
export function OrderItemsTable({ items }: { items: OrderItem[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="orders-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('accountOrders.items.title')}</h2>
      <div className="orders-table-scroll">
        <table className="orders-items">
          <thead>
            <tr>
              <th scope="col">{t('accountOrders.items.product')}</th>
              <th scope="col">{t('accountOrders.items.unitPrice')}</th>
              <th scope="col">{t('accountOrders.items.quantity')}</th>
              <th scope="col">{t('accountOrders.items.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.skuId}>
                <th scope="row" className="orders-items-product">
                  {item.image ? <img src={item.image} alt="" width={56} height={56} loading="lazy" /> : <span className="orders-image-placeholder" />}
                  <span>
                    <span className="orders-item-name">{item.name}</span>
                    <span className="orders-muted">{item.spec}</span>
                    <span className="orders-muted">{t('accountOrders.items.sku', { code: item.skuCode })}</span>
                  </span>
                </th>
                <td>
                  {formatPrice(item.unitPrice)}
                  {item.listPrice !== null && item.listPrice > item.unitPrice ? (
                    <s className="orders-muted">{t('accountOrders.items.listPrice', { price: formatPrice(item.listPrice) })}</s>
                  ) : null}
                </td>
                <td>{item.quantity}</td>
                <td>{formatPrice(item.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
