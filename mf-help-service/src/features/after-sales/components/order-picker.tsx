import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDate } from '@labmall/shared/format/date';
import { formatCurrency } from '@labmall/shared/format/currency';
import type { EligibleOrder } from '../api/after-sales-types';

/** Picks one of the shopper's paid orders; the choice goes into the address (?orderNo=) so it survives a reload. */
export function OrderPicker({ orders, value, onChange }: { orders: EligibleOrder[]; value: string; onChange: (orderNo: string) => void }) {
  const { t, i18n } = useTranslation();
  if (orders.length === 0 && !value) return <p className="hs-empty" role="status">{t('helpService.afterSales.noOrders')}</p>;
  return (
    <div className="form-field hs-form">
      <label htmlFor="as-order">{t('helpService.afterSales.order')}</label>
      <select id="as-order" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('helpService.form.choose')}</option>
        {value && !orders.some((o) => o.orderNo === value) ? <option value={value}>{value}</option> : null}
        {orders.map((o) => (
          <option key={o.orderNo} value={o.orderNo}>
            {o.orderNo} · {formatDate(o.createdAt, i18n.language)} · ¥{formatCurrency(o.payAmount)}
          </option>
        ))}
      </select>
    </div>
  );
}
