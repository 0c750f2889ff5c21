import type { FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { QUOTATION_STATUSES, type QuotationsQuery, type QuotationStatus } from '../api/get-quotations';
import { useQuotationStatusText } from './quotation-status';

/** The queue's filters as a form: applied on submit (into the URL), so typing asks the server nothing. */
export function QuotationsFilter({ query, onApply }: { query: QuotationsQuery; onApply: (change: Partial<QuotationsQuery>) => void }) {
  const { t } = useTranslation();
  const statusText = useQuotationStatusText();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    onApply({ q: text('q'), status: text('status') as QuotationStatus | '', from: text('from'), to: text('to') });
  };
  return (
    <form
      className="bo-filters" role="search" aria-label={t('backoffice.quotations.filters')} onSubmit={submit}
      key={`${query.q}|${query.status}|${query.from}|${query.to}`}
    >
      <label className="bo-field">
        {t('backoffice.quotations.search')}
        <input name="q" type="search" defaultValue={query.q} />
      </label>
      <label className="bo-field">
        {t('backoffice.quotations.statusLabel')}
        <select name="status" defaultValue={query.status}>
          <option value="">{t('backoffice.quotations.anyStatus')}</option>
          {QUOTATION_STATUSES.map((status) => <option key={status} value={status}>{statusText(status)}</option>)}
        </select>
      </label>
      <label className="bo-field">
        {t('backoffice.quotations.from')}
        <input name="from" type="date" defaultValue={query.from} />
      </label>
      <label className="bo-field">
        {t('backoffice.quotations.to')}
        <input name="to" type="date" defaultValue={query.to} />
      </label>
      <div className="bo-actions">
        <button type="submit" className="button button-primary">{t('backoffice.quotations.apply')}</button>
        <button type="button" className="button" onClick={() => onApply({ q: '', status: '', from: '', to: '' })}>{t('backoffice.quotations.clear')}</button>
      </div>
    </form>
  );
}
