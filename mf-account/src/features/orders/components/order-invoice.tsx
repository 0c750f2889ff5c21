import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { OrderInvoice as Invoice } from '../api/order-types';

/** The invoice asked for with the order: none, an ordinary VAT invoice or a special VAT invoice with its fields. */
export function OrderInvoice({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const titleId = useId();
  const types = {
    none: t('accountOrders.invoice.none'),
    ordinary: t('accountOrders.invoice.ordinary'),
    special: t('accountOrders.invoice.special'),
  };
  const rows: [string, string][] = [];
  if (invoice.type !== 'none') {
    rows.push([t('accountOrders.invoice.titleField'), invoice.title]);
    // A person may ask for an ordinary invoice without a tax number.
    rows.push([t('accountOrders.invoice.taxNumber'), invoice.taxNumber || t('accountOrders.invoice.noTaxNumber')]);
  }
  if (invoice.type === 'special') {
    rows.push([t('accountOrders.invoice.bank'), invoice.bank], [t('accountOrders.invoice.bankAccount'), invoice.bankAccount]);
    rows.push([t('accountOrders.invoice.registeredAddress'), invoice.registeredAddress], [t('accountOrders.invoice.registeredPhone'), invoice.registeredPhone]);
  }
  return (
    <section className="orders-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('accountOrders.invoice.title')}</h2>
      <dl className="orders-facts">
        <div>
          <dt>{t('accountOrders.invoice.type')}</dt>
          <dd>{types[invoice.type] ?? types.none}</dd>
        </div>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
