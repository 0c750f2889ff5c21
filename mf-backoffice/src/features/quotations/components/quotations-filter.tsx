import { useTranslation } from '@labmall/shared/i18n/react';
import { ChoiceField, DayRangeFields, SearchField } from '../../../components/filter-fields';
import { FilterForm } from '../../../components/filter-form';
import { QUOTATION_STATUSES, type QuotationsQuery, type QuotationStatus } from '../api/get-quotations';
import { useQuotationStatusText } from './quotation-status';

/** The queue's filters as a form: applied on submit (into the URL), so typing asks the server nothing. */
export function QuotationsFilter({ query, onApply }: { query: QuotationsQuery; onApply: (change: Partial<QuotationsQuery>) => void }) {
  const { t } = useTranslation();
  const statusText = useQuotationStatusText();
  return (
    <FilterForm
      label={t('backoffice.quotations.filters')} resetKey={`${query.q}|${query.status}|${query.from}|${query.to}`}
      onSubmit={(field) => onApply({ q: field('q'), status: field('status') as QuotationStatus | '', from: field('from'), to: field('to') })}
      applyLabel={t('backoffice.quotations.apply')}
      clear={{ label: t('backoffice.quotations.clear'), onClear: () => onApply({ q: '', status: '', from: '', to: '' }) }}
    >
      <SearchField label={t('backoffice.quotations.search')} value={query.q} />
      <ChoiceField
        name="status" label={t('backoffice.quotations.statusLabel')} anyLabel={t('backoffice.quotations.anyStatus')} value={query.status}
        options={QUOTATION_STATUSES.map((status) => [status, statusText(status)])}
      />
      <DayRangeFields fromLabel={t('backoffice.quotations.from')} toLabel={t('backoffice.quotations.to')} from={query.from} to={query.to} />
    </FilterForm>
  );
}
