import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { formatCurrency } from '@labmall/shared/format/currency';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { PageSizeSelect } from '../../../components/page-size-select';
import { ServerPagedTable, type TableColumn } from '../../../components/server-paged-table';
import { useQuotations, type QuotationSort } from '../api/get-quotations';
import { useQuotationsUrl } from '../hooks/use-quotations-url';
import { QuotationsFilter } from './quotations-filter';
import { useQuotationStatusText } from './quotation-status';

const COLUMNS: Array<TableColumn<QuotationSort>> = [
  ['quoteNo', 'backoffice.quotations.columns.quoteNo'], [null, 'backoffice.quotations.columns.buyer'], [null, 'backoffice.quotations.columns.status'],
  [null, 'backoffice.quotations.columns.lines'], ['totalAmount', 'backoffice.quotations.columns.total'], ['wantedDate', 'backoffice.quotations.columns.wantedDate'],
  ['createdAt', 'backoffice.quotations.columns.createdAt'],
];

/** The queue of quotations: paged, sorted and filtered by the server, the state in the URL. */
export function QuotationsTable() {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const statusText = useQuotationStatusText();
  const { query, update } = useQuotationsUrl();
  const list = useQuotations(query);
  return (
    <>
      <QuotationsFilter query={query} onApply={update} />
      <div className="bo-actions">
        <PageSizeSelect label={t('backoffice.quotations.pageSize')} pageSize={query.pageSize} onChange={(pageSize) => update({ pageSize })} />
      </div>
      <ServerPagedTable
        list={list} query={query} onChange={update} columns={COLUMNS}
        captionKey="backoffice.quotations.caption" emptyKey="backoffice.quotations.empty"
        row={(row) => (
          <tr key={row.quoteNo}>
            <th scope="row"><Link to={localize(`/backoffice/quotation?quoteNo=${encodeURIComponent(row.quoteNo)}`)}>{row.quoteNo}</Link></th>
            <td>{row.institution}<br /><small>{row.buyerAccount}</small></td>
            <td>{statusText(row.status)}{row.validUntil ? <><br /><small>{t('backoffice.quotations.validUntil', { date: row.validUntil })}</small></> : null}</td>
            <td>{row.lineCount}</td>
            <td>{row.totalAmount === null ? '—' : formatCurrency(row.totalAmount)}</td>
            <td>{row.wantedDate}</td>
            <td><time dateTime={row.createdAt}>{formatDateTime(row.createdAt, i18n.language)}</time></td>
          </tr>
        )}
      />
    </>
  );
}
