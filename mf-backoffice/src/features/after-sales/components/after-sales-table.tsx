import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { PageSizeSelect } from '../../../components/page-size-select';
import { ServerPagedTable, type TableColumn } from '../../../components/server-paged-table';
import { useAfterSalesList, type AfterSalesSort } from '../api/get-after-sales-list';
import { useAfterSalesUrl } from '../hooks/use-after-sales-url';
import { AfterSalesFilter } from './after-sales-filter';
import { useAfterSalesStatusText, useAfterSalesTypeText } from './after-sales-status';

const COLUMNS: Array<TableColumn<AfterSalesSort>> = [
  ['requestNo', 'backoffice.afterSales.columns.requestNo'], [null, 'backoffice.afterSales.columns.shopper'], [null, 'backoffice.afterSales.columns.type'],
  ['status', 'backoffice.afterSales.columns.status'], [null, 'backoffice.afterSales.columns.photos'], ['createdAt', 'backoffice.afterSales.columns.createdAt'],
  ['statusChangedAt', 'backoffice.afterSales.columns.changedAt'],
];

/** The after-sales queue: paged, sorted and filtered by the server, the state in the URL. */
export function AfterSalesTable() {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const statusText = useAfterSalesStatusText();
  const typeText = useAfterSalesTypeText();
  const { query, update } = useAfterSalesUrl();
  const list = useAfterSalesList(query);
  const when = (at: string | null) => (at ? <time dateTime={at}>{formatDateTime(at, i18n.language)}</time> : '—');
  return (
    <>
      <AfterSalesFilter query={query} onApply={update} />
      <div className="bo-actions">
        <PageSizeSelect label={t('backoffice.afterSales.pageSize')} pageSize={query.pageSize} onChange={(pageSize) => update({ pageSize })} />
      </div>
      <ServerPagedTable
        list={list} query={query} onChange={update} columns={COLUMNS}
        captionKey="backoffice.afterSales.caption" emptyKey="backoffice.afterSales.empty"
        row={(row) => (
          <tr key={row.requestNo}>
            <th scope="row">
              <Link to={localize(`/backoffice/after-sales-request?requestNo=${encodeURIComponent(row.requestNo)}`)}>{row.requestNo}</Link>
              <br /><small>{t('backoffice.afterSales.orderNo', { orderNo: row.orderNo })}</small>
            </th>
            <td>{row.account}</td>
            <td>{typeText(row.type)}</td>
            <td>{statusText(row.status)}</td>
            <td>{row.photoCount}</td>
            <td>{when(row.createdAt)}</td>
            <td>{when(row.statusChangedAt)}</td>
          </tr>
        )}
      />
    </>
  );
}
