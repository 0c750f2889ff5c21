import { useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { OrdersQuery } from '../api/get-orders';
import { INVOICE_TYPES, ORDER_STATUSES } from '../api/order-types';

type Fields = Pick<OrdersQuery, 'q' | 'status' | 'from' | 'to' | 'buyer' | 'institution' | 'invoiceType' | 'labGroupId' | 'groupOrders'>;
const fieldsOf = ({ q, status, from, to, buyer, institution, invoiceType, labGroupId, groupOrders }: OrdersQuery): Fields => ({ q, status, from, to, buyer, institution, invoiceType, labGroupId, groupOrders });
const EMPTY: Fields = { q: '', status: '', from: '', to: '', buyer: '', institution: '', invoiceType: '', labGroupId: '', groupOrders: '' };

/**
 * The orders table's filters, applied on submit (Enter in any field) into the URL. The form stays mounted so the
 * focus survives Apply; its fields follow the URL when that changes (Clear, back, forward).
 */
export function OrdersFilter({ query, onApply }: { query: OrdersQuery; onApply: (change: Partial<OrdersQuery>) => void }) {
  const { t } = useTranslation();
  const urlFields = fieldsOf(query);
  const urlKey = JSON.stringify(urlFields);
  const [draft, setDraft] = useState(urlFields);
  const [draftOf, setDraftOf] = useState(urlKey);
  if (draftOf !== urlKey) {
    setDraftOf(urlKey);
    setDraft(urlFields);
  }
  const set = (key: keyof Fields) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <form className="bo-filters" role="search" aria-label={t('backoffice.orders.filters')} onSubmit={submit}>
      <label className="bo-field">{t('backoffice.orders.search')}<input type="search" value={draft.q} onChange={set('q')} /></label>
      <label className="bo-field">
        {t('backoffice.orders.status')}
        <select value={draft.status} onChange={set('status')}>
          <option value="">{t('backoffice.orders.anyStatus')}</option>
          {ORDER_STATUSES.map((status) => <option key={status} value={status}>{t(`backoffice.orders.statuses.${status}`)}</option>)}
        </select>
      </label>
      <label className="bo-field">{t('backoffice.orders.from')}<input type="date" value={draft.from} onChange={set('from')} /></label>
      <label className="bo-field">{t('backoffice.orders.to')}<input type="date" value={draft.to} min={draft.from || undefined} onChange={set('to')} /></label>
      <label className="bo-field">{t('backoffice.orders.buyer')}<input value={draft.buyer} onChange={set('buyer')} /></label>
      <label className="bo-field">{t('backoffice.orders.institution')}<input value={draft.institution} onChange={set('institution')} /></label>
      <label className="bo-field">
        {t('backoffice.orders.invoiceType')}
        <select value={draft.invoiceType} onChange={set('invoiceType')}>
          <option value="">{t('backoffice.orders.anyInvoice')}</option>
          {INVOICE_TYPES.map((type) => <option key={type} value={type}>{t(`backoffice.orders.invoiceTypes.${type}`)}</option>)}
        </select>
      </label>
      <label className="bo-field">
        {t('backoffice.orders.labGroupId')}
        <input type="number" inputMode="numeric" min={1} step={1} value={draft.labGroupId} onChange={set('labGroupId')} />
      </label>
      <label>
        <input type="checkbox" checked={draft.groupOrders === 'only'} onChange={(event) => setDraft({ ...draft, groupOrders: event.target.checked ? 'only' : '' })} />
        {t('backoffice.orders.labGroupOnly')}
      </label>
      <div className="bo-actions">
        <button type="submit" className="button button-primary">{t('backoffice.products.apply')}</button>
        <button type="button" className="button" onClick={() => onApply(EMPTY)}>{t('backoffice.products.clear')}</button>
      </div>
    </form>
  );
}
