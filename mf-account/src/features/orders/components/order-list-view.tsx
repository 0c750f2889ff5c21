import { useEffect, useRef } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { Pager } from '@labmall/shared/ui/pager';
import '../../../components/pager.css';
import { PAGE_SIZE } from '../model/list-query';
import { useOrderActions } from '../hooks/use-order-actions';
import { useOrderListQuery } from '../hooks/use-order-list-query';
import { useOrders } from '../hooks/use-orders';
import { useStatusTabs } from '../hooks/use-status-tabs';
import { ActionNotice } from './action-notice';
import { OrderCard } from './order-card';
import { OrderSearch } from './order-search';
import { LoadFailed, Loading } from './load-states';
import { OrdersEmpty } from './orders-empty';
import { StatusTabs } from './status-tabs';
import './orders.css';

/** The shopper's orders: status tabs with counts, search, pages (all in the URL) and each order's actions. */
export function OrderListView() {
  const { t } = useTranslation();
  const { query, setStatus, setKeyword, showAll, replacePage, pageSearch } = useOrderListQuery();
  const { list, counts, reload } = useOrders(query);
  const tabs = useStatusTabs(counts);
  const panel = useRef<HTMLDivElement>(null);
  const focusResults = useRef(false);
  const actions = useOrderActions({
    onChanged: (order) => {
      // A cancelled order can leave this tab, and its buttons are gone: the focus waits on the results.
      if (order) focusResults.current = true;
      reload();
    },
  });

  const page = list.data;
  const lastPage = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE)) : 1;
  const pastTheEnd = !list.loading && !!page && page.items.length === 0 && page.total > 0 && query.page > lastPage;

  // A page past the end (an old link, the last order of the last page cancelled): show the last one there is.
  useEffect(() => {
    if (pastTheEnd) replacePage(lastPage);
  }, [pastTheEnd, lastPage, replacePage]);

  useEffect(() => {
    if (list.loading || !focusResults.current) return;
    focusResults.current = false;
    panel.current?.focus();
  }, [list.loading]);

  const loading = <Loading label={t('accountOrders.list.loading')} />;
  let content;
  if (list.error) content = <LoadFailed error={list.error} fallback={t('accountOrders.list.loadFailed')} onRetry={reload} />;
  else if (!page) content = loading;
  else if (page.items.length === 0) content = pastTheEnd || list.loading ? loading : <OrdersEmpty filtered={!!(query.status || query.keyword)} onShowAll={showAll} />;
  else {
    content = (
      <>
        <ul className="orders-list" aria-busy={list.loading || undefined}>
          {page.items.map((order) => (
            <li key={order.orderNo}>
              <OrderCard
                order={order} busy={actions.busyOrderNo !== null}
                onCancel={actions.cancel} onConfirmReceipt={actions.confirmReceipt} onBuyAgain={(orderNo) => actions.buyAgain(orderNo)}
              />
            </li>
          ))}
        </ul>
        <Pager
          className="account-pager" page={query.page} lastPage={lastPage} searchOf={pageSearch} label={t('accountOrders.pager.label')} numbered
          onNavigate={() => { focusResults.current = true; }}
        />
      </>
    );
  }

  return (
    <section className="orders">
      <OrderSearch key={query.keyword} keyword={query.keyword} onSearch={setKeyword} />
      <p className="orders-muted orders-found" aria-live="polite">
        {page && !list.loading && !list.error ? t('accountOrders.list.found', { total: page.total }) : ''}
      </p>
      <ActionNotice notice={actions.notice} />
      <StatusTabs label={t('accountOrders.tabs.label')} tabs={tabs} selected={query.status ?? 'all'} onSelect={(value) => setStatus(value === 'all' ? null : value)} panelRef={panel}>
        {content}
      </StatusTabs>
    </section>
  );
}
