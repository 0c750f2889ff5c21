import { useTranslation } from '@labmall/shared/i18n/react';
import { ChoiceField, DayRangeFields, SearchField } from '../../../components/filter-fields';
import { FilterForm } from '../../../components/filter-form';
import { AFTER_SALES_STATUSES, AFTER_SALES_TYPES, type AfterSalesQuery, type AfterSalesStatus } from '../api/get-after-sales-list';
import { useAfterSalesStatusText, useAfterSalesTypeText } from './after-sales-status';

/** The queue's filters as a form: applied on submit (into the URL), so typing asks the server nothing. */
export function AfterSalesFilter({ query, onApply }: { query: AfterSalesQuery; onApply: (change: Partial<AfterSalesQuery>) => void }) {
  const { t } = useTranslation();
  const statusText = useAfterSalesStatusText();
  const typeText = useAfterSalesTypeText();
  return (
    <FilterForm
      label={t('backoffice.afterSales.filters')} resetKey={`${query.q}|${query.status}|${query.type}|${query.from}|${query.to}`}
      onSubmit={(field) => onApply({ q: field('q'), status: field('status') as AfterSalesStatus | '', type: field('type'), from: field('from'), to: field('to') })}
      applyLabel={t('backoffice.afterSales.apply')}
      clear={{ label: t('backoffice.afterSales.clear'), onClear: () => onApply({ q: '', status: '', type: '', from: '', to: '' }) }}
    >
      <SearchField label={t('backoffice.afterSales.search')} value={query.q} />
      <ChoiceField
        name="status" label={t('backoffice.afterSales.statusLabel')} anyLabel={t('backoffice.afterSales.anyStatus')} value={query.status}
        options={AFTER_SALES_STATUSES.map((status) => [status, statusText(status)])}
      />
      <ChoiceField
        name="type" label={t('backoffice.afterSales.typeLabel')} anyLabel={t('backoffice.afterSales.anyType')} value={query.type}
        options={AFTER_SALES_TYPES.map((type) => [type, typeText(type)])}
      />
      <DayRangeFields fromLabel={t('backoffice.afterSales.from')} toLabel={t('backoffice.afterSales.to')} from={query.from} to={query.to} />
    </FilterForm>
  );
}
