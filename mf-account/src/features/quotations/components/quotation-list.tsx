import { useId } from 'react';
import { Link, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { FilterLinks } from '../../../components/filter-links';
import { Pager } from '@labmall/shared/ui/pager';
import '../../../components/pager.css';
import { filterQuery } from '../../../lib/filter-query';
import { QUOTATIONS_PAGE_SIZE, useQuotations } from '../api/quotations-api';
import { QUOTATION_STATUSES, type QuotationStatus } from '../api/quotation-types';
import { QuotationStatusBadge, useStatusText } from './quotation-status';
import './quotations.css';

const listQuery = filterQuery('status', QUOTATION_STATUSES);

/** "My quotations": filter by status and page through them, both kept in the URL. */
export function QuotationList() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const titleId = useId();
  const statusText = useStatusText();
  const [search] = useSearchParams();
  const query = listQuery.read(search);
  const { data, error, loading, retry } = useQuotations(query.filter, query.page);
  const searchOf = (filter: QuotationStatus | null, page = 1) => listQuery.search(search, { filter, page });

  let body;
  if (error) {
    body = (
      <div className="quotations-state" role="alert">
        <p>{t('quotations.list.failed')}</p>
        <button type="button" className="button" onClick={retry}>{t('quotations.retry')}</button>
      </div>
    );
  } else if (!data || (loading && data.items.length === 0)) {
    body = (
      <div className="page-loading" role="status">
        <span className="visually-hidden">{t('quotations.loading')}</span>
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line" />
      </div>
    );
  } else if (data.items.length === 0) {
    body = (
      <div className="quotations-state">
        <p>{query.filter || query.page > 1 ? t('quotations.list.emptyFiltered') : t('quotations.list.empty')}</p>
        {query.filter || query.page > 1
          ? <Link to={{ search: searchOf(null) }}>{t('quotations.list.showAll')}</Link>
          : <Link to={localize('/category')}>{t('quotations.list.toCatalogue')}</Link>}
      </div>
    );
  } else {
    body = (
      <>
        <ul className="quotations">
          {data.items.map((q) => (
            <li key={q.quoteNo} className="quotation-card">
              <Link to={localize(`/user/quotationDetail?quoteNo=${encodeURIComponent(q.quoteNo)}`)}>{q.quoteNo}</Link>
              <QuotationStatusBadge status={q.status} />
              <span>{t('quotations.list.lines', { name: q.firstLineName, count: q.lineCount })}</span>
              <span className="quotation-card-total">
                {q.totalAmount === null ? t('quotations.notQuoted') : formatPrice(q.totalAmount)}
                {q.validUntil ? ` · ${t('quotations.validUntil', { date: q.validUntil })}` : ''}
              </span>
            </li>
          ))}
        </ul>
        <Pager className="account-pager" page={query.page} lastPage={Math.ceil(data.total / QUOTATIONS_PAGE_SIZE)} searchOf={(page) => searchOf(query.filter, page)} />
      </>
    );
  }

  return (
    <section className="quotations-section" aria-labelledby={titleId} aria-busy={loading || undefined}>
      <h2 id={titleId} className="visually-hidden">{t('quotations.list.title')}</h2>
      <FilterLinks
        label={t('quotations.list.filterLabel')} allLabel={t('quotations.list.all')} values={QUOTATION_STATUSES}
        current={query.filter} textOf={statusText} searchOf={searchOf}
      />
      {body}
    </section>
  );
}
