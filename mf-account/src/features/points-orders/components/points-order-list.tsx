import { useId } from 'react';
import { Link, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { FilterLinks } from '../../../components/filter-links';
import { Pager } from '@labmall/shared/ui/pager';
import '../../../components/pager.css';
import { filterQuery } from '../../../lib/filter-query';
import { POINTS_ORDERS_PAGE_SIZE, usePointsOrders } from '../api/get-points-orders';
import { POINTS_ORDER_STATUSES, type PointsOrderStatus } from '../api/points-order-types';
import { statusText } from '../model/status-text';
import { PointsOrderCard } from './points-order-card';
import './points-orders.css';

const listQuery = filterQuery('status', POINTS_ORDER_STATUSES);

/** The shopper's points-mall exchanges: filter by state and page through them, both kept in the URL. */
export function PointsOrderList() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const titleId = useId();
  const [search] = useSearchParams();
  const query = listQuery.read(search);
  const { data, error, loading, retry } = usePointsOrders({ status: query.filter, page: query.page });
  /** The URL query of a filter and page (1 unless said), keeping the rest of the URL. */
  const searchOf = (filter: PointsOrderStatus | null, page = 1) => listQuery.search(search, { filter, page });

  let body;
  if (error) {
    body = (
      <div className="points-orders-state" role="alert">
        <p>{t('accountPointsOrders.list.failed')}</p>
        <button type="button" className="button" onClick={retry}>{t('accountPointsOrders.retry')}</button>
      </div>
    );
  } else if (!data || (loading && data.items.length === 0)) {
    body = (
      <div className="page-loading" role="status">
        <span className="visually-hidden">{t('accountPointsOrders.list.loading')}</span>
        <span className="skeleton skeleton-line" />
        <span className="skeleton skeleton-line" />
      </div>
    );
  } else if (data.items.length === 0) {
    // Past the last page, filtered to nothing, or no exchange at all: each says what to do next.
    const [text, link] = query.page > 1 && data.total > 0
      ? [t('accountPointsOrders.list.pastEnd'), { to: { search: searchOf(query.filter) }, label: t('accountPointsOrders.list.firstPage') }]
      : query.filter
        ? [t('accountPointsOrders.list.emptyFiltered'), { to: { search: searchOf(null) }, label: t('accountPointsOrders.list.showAll') }]
        : [t('accountPointsOrders.list.empty'), { to: localize('/pointsMall'), label: t('accountPointsOrders.list.toMall') }];
    body = (
      <div className="points-orders-state">
        <p>{text}</p>
        <Link to={link.to}>{link.label}</Link>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="points-orders">
          {data.items.map((order) => <li key={order.orderNo}><PointsOrderCard order={order} /></li>)}
        </ul>
        <Pager className="account-pager" page={query.page} lastPage={Math.ceil(data.total / POINTS_ORDERS_PAGE_SIZE)} searchOf={(page) => searchOf(query.filter, page)} />
      </>
    );
  }

  return (
    <section className="points-orders-section" aria-labelledby={titleId} aria-busy={loading || undefined}>
      <h2 id={titleId} className="visually-hidden">{t('accountPointsOrders.list.title')}</h2>
      <FilterLinks
        label={t('accountPointsOrders.list.filterLabel')} allLabel={t('accountPointsOrders.list.all')} values={POINTS_ORDER_STATUSES}
        current={query.filter} textOf={(status) => statusText(t, status)} searchOf={searchOf}
      />
      {body}
    </section>
  );
}
