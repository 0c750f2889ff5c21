import { useId } from 'react';
import { Link, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { FilterLinks } from '../../../components/filter-links';
import { Pager } from '@labmall/shared/ui/pager';
import '../../../components/pager.css';
import { filterQuery } from '../../../lib/filter-query';
import { LEDGER_PAGE_SIZE, usePointsLedger } from '../api/get-points-ledger';
import { POINTS_SOURCES, type PointsSource } from '../api/points-types';
import { sourceText } from '../model/source-text';
import { LedgerTable } from './ledger-table';
import './points.css';

const ledgerQuery = filterQuery('source', POINTS_SOURCES);

/** The points history: filter by source and page through it, both kept in the URL (`?source=…&page=…`). */
export function PointsLedger() {
  const { t } = useTranslation();
  const titleId = useId();
  const [search] = useSearchParams();
  const query = ledgerQuery.read(search);
  const { data, error, loading, retry } = usePointsLedger({ source: query.filter, page: query.page });
  /** The URL query of a filter and page (1 unless said), keeping the rest of the URL. */
  const searchOf = (filter: PointsSource | null, page = 1) => ledgerQuery.search(search, { filter, page });

  let body;
  if (error) {
    body = (
      <div className="points-failed" role="alert">
        <p>{t('accountPoints.ledger.failed')}</p>
        <button type="button" className="button" onClick={retry}>{t('accountPoints.retry')}</button>
      </div>
    );
  } else if (!data || (loading && data.items.length === 0)) {
    body = (
      <div className="page-loading" role="status">
        <span className="visually-hidden">{t('accountPoints.ledger.loading')}</span>
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line" />
      </div>
    );
  } else if (data.items.length === 0) {
    // Past the last page, filtered to nothing, or nothing at all: each says what to do next.
    const [text, link] = query.page > 1 && data.total > 0
      ? [t('accountPoints.ledger.pastEnd'), { search: searchOf(query.filter), label: t('accountPoints.ledger.firstPage') }]
      : query.filter
        ? [t('accountPoints.ledger.emptyFiltered'), { search: searchOf(null), label: t('accountPoints.ledger.showAll') }]
        : [t('accountPoints.ledger.empty'), null];
    body = (
      <div className="points-empty">
        <p>{text}</p>
        {link ? <Link to={{ search: link.search }}>{link.label}</Link> : null}
      </div>
    );
  } else {
    const lastPage = Math.max(1, Math.ceil(data.total / LEDGER_PAGE_SIZE));
    body = (
      <>
        <LedgerTable entries={data.items} captionId={titleId} />
        <Pager className="account-pager" page={query.page} lastPage={lastPage} searchOf={(page) => searchOf(query.filter, page)} />
      </>
    );
  }

  return (
    <section className="points-ledger" aria-labelledby={titleId} aria-busy={loading || undefined}>
      <h2 id={titleId}>{t('accountPoints.ledger.title')}</h2>
      <FilterLinks
        label={t('accountPoints.ledger.filterLabel')} allLabel={t('accountPoints.ledger.all')} values={POINTS_SOURCES}
        current={query.filter} textOf={(source) => sourceText(t, source)} searchOf={searchOf}
      />
      {body}
    </section>
  );
}
