import type { ReactNode } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { RequestState } from '@labmall/shared/hooks/use-request';
import { Pager } from '@labmall/shared/ui/pager';
import type { ListPaging } from '../lib/list-query';
import { LoadFailed, Loading } from './load-state';
import { SortHeader } from './sort-header';

/** A header cell: the column the server sorts it by (null: not sortable) and the translation key of its label. */
export type TableColumn<S extends string> = readonly [S | null, string];

interface ServerPagedTableProps<S extends string, Row> {
  list: RequestState<{ items: Row[]; total: number }>;
  query: ListPaging<S>;
  onChange: (change: Partial<ListPaging<S>>) => void;
  /** Translation keys: the caption (given `total`) and what is said when no row matches. */
  captionKey: string;
  emptyKey: string;
  columns: ReadonlyArray<TableColumn<S>>;
  /** A header cell before the columns (a select-all box). */
  leadingHeader?: ReactNode;
  /** One `<tr>` with its key. */
  row: (row: Row) => ReactNode;
}

/**
 * One page of a list the server pages, sorts and filters: the load failure (with a retry) or the loading state,
 * then the table with its caption and sortable headers (aria-sort on the sorted one), "nothing matches", the pager.
 * The previous page stays on screen, marked busy, while the next one loads.
 */
export function ServerPagedTable<S extends string, Row>({ list, query, onChange, captionKey, emptyKey, columns, leadingHeader, row }: ServerPagedTableProps<S, Row>) {
  const { t } = useTranslation();
  const onSort = (sort: string, order: ListPaging['order']) => onChange({ sort: sort as S, order });
  return (
    <>
      {list.error && !list.data ? <LoadFailed error={list.error} onRetry={list.retry} /> : null}
      {list.loading && !list.data ? <Loading /> : null}
      {list.data ? (
        <div className="bo-table-wrap" aria-busy={list.loading || undefined}>
          <table className="bo-table">
            <caption>{t(captionKey, { total: list.data.total })}</caption>
            <thead>
              <tr>
                {leadingHeader}
                {columns.map(([column, key]) => column
                  ? <SortHeader key={key} label={t(key)} column={column} sort={query.sort} order={query.order} onSort={onSort} />
                  : <th key={key} scope="col">{t(key)}</th>)}
              </tr>
            </thead>
            <tbody>{list.data.items.map((item) => row(item))}</tbody>
          </table>
          {list.data.items.length === 0 ? <p role="status">{t(emptyKey)}</p> : null}
          <Pager className="bo-pager" page={query.page} lastPage={Math.ceil(list.data.total / query.pageSize)} total={list.data.total} onPage={(page) => onChange({ page })} />
        </div>
      ) : null}
    </>
  );
}
