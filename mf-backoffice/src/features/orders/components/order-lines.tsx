import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatCurrency } from '@labmall/shared/format/currency';
import type { OrderLine } from '../api/order-types';

/** The order's lines as bought, with the lots each shipped from (oldest first) and their certificates; a regulated product's class under its name. */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="bo-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('accountOrders.items.title')}</h2>
      <div className="bo-table-wrap">
        <table className="bo-table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{t('accountOrders.items.product')}</th>
              <th scope="col">{t('accountOrders.items.unitPrice')}</th>
              <th scope="col">{t('accountOrders.items.quantity')}</th>
              <th scope="col">{t('accountOrders.items.amount')}</th>
              <th scope="col">{t('backoffice.orders.detail.lots')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.skuId}>
                <th scope="row">{line.name}<br /><small>{line.spec} · {t('accountOrders.items.sku', { code: line.skuCode })}</small>
                  {line.regulatedClass ? <><br /><small><strong>{t('backoffice.orders.labGroupRegulated', { name: t(`backoffice.regulatedClass.${line.regulatedClass}`) })}</strong></small></> : null}
                </th>
                <td>{formatCurrency(line.unitPrice)}</td>
                <td>{line.quantity}</td>
                <td>{formatCurrency(line.amount)}</td>
                <td>
                  {line.lots.length === 0 ? t('backoffice.orders.detail.noLots') : (
                    <ul className="bo-plain-list">
                      {line.lots.map((lot) => (
                        <li key={lot.lotNumber}><a href={lot.certificateUrl}>{lot.lotNumber}</a> × {lot.quantity}</li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
