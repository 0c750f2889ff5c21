import { useState } from 'react';
import { useStateResetWhen } from '@labmall/shared/hooks/use-state-reset-when';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { formatCurrency } from '@labmall/shared/format/currency';
import { PageSizeSelect } from '../../../components/page-size-select';
import { ServerPagedTable, type TableColumn } from '../../../components/server-paged-table';
import { SaveResult } from '../../../components/form-alert';
import { readFailure } from '../../../lib/api-failure';
import { productsParams, useProducts, type ProductSort, type ProductStatus } from '../api/get-products';
import { setProductsStatus } from '../api/set-products-status';
import { useProductsUrl } from '../hooks/use-products-url';
import { ProductsFilter } from './products-filter';

const COLUMNS: Array<TableColumn<ProductSort>> = [
  ['id', 'backoffice.products.columns.id'], ['name', 'backoffice.products.columns.name'], [null, 'backoffice.products.columns.category'],
  [null, 'backoffice.products.columns.status'], ['stock', 'backoffice.products.columns.stock'], ['price', 'backoffice.products.columns.price'],
  ['updatedAt', 'backoffice.products.columns.updatedAt'],
];

/** The catalogue's products: paged, sorted and filtered by the server, the state in the URL; bulk on/off sale. */
export function ProductsTable() {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const { query, update } = useProductsUrl();
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<{ error?: string; done?: string }>({});
  const [busy, setBusy] = useState(false);
  const products = useProducts(query, version);
  const listKey = new URLSearchParams(productsParams(query)).toString();
  // A selection belongs to the rows on screen: another page or filter starts with none, so a bulk change
  // never reaches products the staff member can no longer see.
  const [selected, setSelected] = useStateResetWhen(listKey, () => new Set<number>());
  const rows = products.data?.items ?? [];

  const toggle = (id: number) => setSelected((current) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));

  const setStatus = async (status: ProductStatus) => {
    const ids = [...selected];
    setBusy(true);
    try {
      await setProductsStatus(ids, status);
      setResult({ done: t(`backoffice.products.bulkDone.${status}`, { count: ids.length }) });
      setSelected(new Set());
      setVersion((n) => n + 1);
    } catch (error) {
      setResult({ error: readFailure(error, t('backoffice.common.saveFailed')).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="bo-actions">
        <Link className="button button-primary" to={localize('/backoffice/product')}>{t('backoffice.products.new')}</Link>
      </div>
      <ProductsFilter query={query} onApply={update} />
      <div className="bo-actions" role="group" aria-label={t('backoffice.products.bulkLabel')}>
        <span>{t('backoffice.products.selected', { count: selected.size })}</span>
        <button type="button" className="button" disabled={selected.size === 0 || busy} onClick={() => void setStatus('on_sale')}>
          {t('backoffice.products.putOnSale')}
        </button>
        <button type="button" className="button" disabled={selected.size === 0 || busy} onClick={() => void setStatus('off_sale')}>
          {t('backoffice.products.takeOffSale')}
        </button>
        <PageSizeSelect label={t('backoffice.products.pageSize')} pageSize={query.pageSize} onChange={(pageSize) => update({ pageSize })} />
      </div>
      <SaveResult error={result.error ?? null} done={result.done ?? null} />
      <ServerPagedTable
        list={products} query={query} onChange={update} columns={COLUMNS}
        captionKey="backoffice.products.caption" emptyKey="backoffice.products.empty"
        leadingHeader={(
          <th scope="col">
            <input
              type="checkbox" aria-label={t('backoffice.products.selectPage')} checked={allSelected}
              onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((row) => row.id)))}
            />
          </th>
        )}
        row={(row) => (
          <tr key={row.id}>
            <td>
              <input type="checkbox" aria-label={t('backoffice.products.selectRow', { name: row.name })} checked={selected.has(row.id)} onChange={() => toggle(row.id)} />
            </td>
            <td>{row.id}</td>
            <th scope="row"><Link to={localize(`/backoffice/product?id=${row.id}`)}>{row.name}</Link><br /><small>{row.brand}</small></th>
            <td>{row.categoryName}</td>
            <td>{t(`backoffice.status.${row.status}`, { defaultValue: row.status })}</td>
            <td>{row.stock}</td>
            <td>{row.minPrice === null ? '—' : formatCurrency(row.minPrice)}</td>
            <td><time dateTime={row.updatedAt}>{formatDateTime(row.updatedAt, i18n.language)}</time></td>
          </tr>
        )}
      />
    </>
  );
}
