import type { FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { AFTER_SALES_STATUSES, AFTER_SALES_TYPES, type AfterSalesQuery, type AfterSalesStatus } from '../api/get-after-sales-list';
import { useAfterSalesStatusText, useAfterSalesTypeText } from './after-sales-status';

/** The queue's filters as a form: applied on submit (into the URL), so typing asks the server nothing. */
export function AfterSalesFilter({ query, onApply }: { query: AfterSalesQuery; onApply: (change: Partial<AfterSalesQuery>) => void }) {
  const { t } = useTranslation();
  const statusText = useAfterSalesStatusText();
  const typeText = useAfterSalesTypeText();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    onApply({ q: text('q'), status: text('status') as AfterSalesStatus | '', type: text('type'), from: text('from'), to: text('to') });
  };
  return (
    <form
      className="bo-filters" role="search" aria-label={t('backoffice.afterSales.filters')} onSubmit={submit}
      key={`${query.q}|${query.status}|${query.type}|${query.from}|${query.to}`}
    >
      <label className="bo-field">
        {t('backoffice.afterSales.search')}
        <input name="q" type="search" defaultValue={query.q} />
      </label>
      <label className="bo-field">
        {t('backoffice.afterSales.statusLabel')}
        <select name="status" defaultValue={query.status}>
          <option value="">{t('backoffice.afterSales.anyStatus')}</option>
          {AFTER_SALES_STATUSES.map((status) => <option key={status} value={status}>{statusText(status)}</option>)}
        </select>
      </label>
      <label className="bo-field">
        {t('backoffice.afterSales.typeLabel')}
        <select name="type" defaultValue={query.type}>
          <option value="">{t('backoffice.afterSales.anyType')}</option>
          {AFTER_SALES_TYPES.map((type) => <option key={type} value={type}>{typeText(type)}</option>)}
        </select>
      </label>
      <label className="bo-field">
        {t('backoffice.afterSales.from')}
        <input name="from" type="date" defaultValue={query.from} />
      </label>
      <label className="bo-field">
        {t('backoffice.afterSales.to')}
        <input name="to" type="date" defaultValue={query.to} />
      </label>
      <div className="bo-actions">
        <button type="submit" className="button button-primary">{t('backoffice.afterSales.apply')}</button>
        <button type="button" className="button" onClick={() => onApply({ q: '', status: '', type: '', from: '', to: '' })}>{t('backoffice.afterSales.clear')}</button>
      </div>
    </form>
  );
}
