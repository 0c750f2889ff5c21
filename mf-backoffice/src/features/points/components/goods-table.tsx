import type { FormEvent } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { Pager } from '@labmall/shared/ui/pager';
import { LoadFailed, Loading } from '../../../components/load-state';
import { SortHeader } from '../../../components/sort-header';
import { pickLocalized } from '../../../lib/localized';
import { PAGE_SIZES, usePointsGoods, type GoodsSort } from '../api/get-points-goods';
import { useGoodsUrl } from '../hooks/use-goods-url';

const COLUMNS: Array<[GoodsSort | null, string]> = [
  ['code', 'backoffice.points.columns.code'], [null, 'backoffice.points.columns.name'], ['points', 'backoffice.points.columns.points'],
  ['stock', 'backoffice.points.columns.stock'], [null, 'backoffice.points.columns.limit'], [null, 'backoffice.points.columns.onSale'], [null, 'backoffice.points.columns.featured'],
];

/** The points goods: searched, sorted and paged by the server, the state in the URL; each row opens its editor. */
export function GoodsTable() {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const { query, update } = useGoodsUrl();
  const list = usePointsGoods(query);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    update({ q: String(form.get('q') ?? ''), onSale: String(form.get('onSale') ?? '') as '' | 'true' | 'false' });
  };
  return (
    <>
      <p><Link className="button button-primary" to={localize('/backoffice/points-good')}>{t('backoffice.points.newGood')}</Link></p>
      <form className="bo-filters" role="search" aria-label={t('backoffice.points.filters')} onSubmit={submit} key={`${query.q}|${query.onSale}`}>
        <label className="bo-field">{t('backoffice.points.search')}<input name="q" type="search" defaultValue={query.q} /></label>
        <label className="bo-field">
          {t('backoffice.points.columns.onSale')}
          <select name="onSale" defaultValue={query.onSale}>
            <option value="">{t('backoffice.points.any')}</option>
            <option value="true">{t('backoffice.points.onSale')}</option>
            <option value="false">{t('backoffice.points.offSale')}</option>
          </select>
        </label>
        <label className="bo-field">
          {t('backoffice.quotations.pageSize')}
          <select value={query.pageSize} onChange={(event) => update({ pageSize: Number(event.target.value) })}>
            {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
          </select>
        </label>
        <div className="bo-actions"><button type="submit" className="button">{t('backoffice.quotations.apply')}</button></div>
      </form>
      {list.error && !list.data ? <LoadFailed error={list.error} onRetry={list.retry} /> : null}
      {list.loading && !list.data ? <Loading /> : null}
      {list.data ? (
        <div className="bo-table-wrap" aria-busy={list.loading || undefined}>
          <table className="bo-table">
            <caption>{t('backoffice.points.caption', { total: list.data.total })}</caption>
            <thead>
              <tr>
                {COLUMNS.map(([column, key]) => column
                  ? <SortHeader key={key} label={t(key)} column={column} sort={query.sort} order={query.order} onSort={(sort, order) => update({ sort: sort as GoodsSort, order })} />
                  : <th key={key} scope="col">{t(key)}</th>)}
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((row) => (
                <tr key={row.id}>
                  <th scope="row"><Link to={localize(`/backoffice/points-good?id=${row.id}`)}>{row.code}</Link></th>
                  <td>{pickLocalized(row.name, i18n.language)}</td>
                  <td>{row.points}</td>
                  <td>{row.stock}</td>
                  <td>{row.perAccountLimit}</td>
                  <td>{row.onSale ? t('backoffice.points.onSale') : t('backoffice.points.offSale')}</td>
                  <td>{row.featured ? t('backoffice.points.featured') : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.data.items.length === 0 ? <p role="status">{t('backoffice.points.empty')}</p> : null}
          <Pager className="bo-pager" page={query.page} lastPage={Math.ceil(list.data.total / query.pageSize)} total={list.data.total} onPage={(page) => update({ page })} />
        </div>
      ) : null}
    </>
  );
}
