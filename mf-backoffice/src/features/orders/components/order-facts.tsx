import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatCurrency } from '@labmall/shared/format/currency';
import { formatDateTime } from '@labmall/shared/format/date';
import type { StaffOrder } from '../api/order-types';

/** One fact of the summary: a term and its value, skipped when there is no value. */
function Fact({ term, value }: { term: string; value: string | null | undefined }) {
  return value ? <div><dt>{term}</dt><dd>{value}</dd></div> : null;
}

/** Who bought it, where it goes, the invoice asked for, the shipment and the buyer's note. */
export function OrderFacts({ order }: { order: StaffOrder }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { buyer, address, invoice, shipment } = order;
  const region = [address.province, address.city === address.province ? '' : address.city, address.district].filter(Boolean).join(' ');
  return (
    <section className="bo-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('backoffice.orders.detail.summary')}</h2>
      <dl className="bo-facts">
        <Fact term={t('backoffice.orders.status')} value={t(`backoffice.orders.statuses.${order.status}`)} />
        <Fact term={t('backoffice.orders.detail.placedAt')} value={formatDateTime(order.createdAt, i18n.language)} />
        <Fact term={t('backoffice.orders.columns.payAmount')} value={formatCurrency(order.payAmount)} />
        <Fact term={t('backoffice.orders.detail.buyer')} value={[buyer.account, buyer.nickname].filter(Boolean).join(' · ')} />
        <Fact term={t('backoffice.orders.institution')} value={[buyer.institution, buyer.laboratory].filter(Boolean).join(' · ')} />
        <Fact term={t('backoffice.orders.detail.contact')} value={[buyer.mobile, buyer.contactEmail].filter(Boolean).join(' · ')} />
        <Fact term={t('accountOrders.delivery.title')} value={`${address.receiver} ${address.mobile} ${[region, address.detail, address.postcode].filter(Boolean).join(' ')}`} />
        <Fact term={t('accountOrders.invoice.type')} value={t(`backoffice.orders.invoiceTypes.${invoice.type ?? 'none'}`)} />
        <Fact term={t('accountOrders.invoice.titleField')} value={invoice.title} />
        <Fact term={t('accountOrders.invoice.taxNumber')} value={invoice.taxNumber} />
        <Fact term={t('accountOrders.invoice.bank')} value={invoice.bank ? `${invoice.bank} ${invoice.bankAccount ?? ''}` : null} />
        <Fact term={t('accountOrders.invoice.registeredAddress')} value={invoice.registeredAddress ? `${invoice.registeredAddress} ${invoice.registeredPhone ?? ''}` : null} />
        <Fact term={t('accountOrders.shipment.carrier')} value={shipment?.carrier ? t(`common.carriers.${shipment.carrier}`, { defaultValue: shipment.carrier }) : null} />
        <Fact term={t('accountOrders.shipment.trackingNo')} value={shipment?.trackingNo} />
        <Fact term={t('backoffice.orders.detail.note')} value={order.note} />
      </dl>
    </section>
  );
}
