import type { FormEvent } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { ChoiceField, SearchField } from '../../../components/filter-fields';
import { PageSizeSelect } from '../../../components/page-size-select';
import { ServerPagedTable, type TableColumn } from '../../../components/server-paged-table';
import { pickLocalized } from '../../../lib/localized';
import { usePointsGoods, type GoodsSort } from '../api/get-points-goods';
import { useGoodsUrl } from '../hooks/use-goods-url';

const COLUMNS: Array<TableColumn<GoodsSort>> = [
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
        <SearchField label={t('backoffice.points.search')} value={query.q} />
        <ChoiceField
          name="onSale" label={t('backoffice.points.columns.onSale')} anyLabel={t('backoffice.points.any')} value={query.onSale}
          options={[['true', t('backoffice.points.onSale')], ['false', t('backoffice.points.offSale')]]}
        />
        <PageSizeSelect label={t('backoffice.quotations.pageSize')} pageSize={query.pageSize} onChange={(pageSize) => update({ pageSize })} />
        <div className="bo-actions"><button type="submit" className="button">{t('backoffice.quotations.apply')}</button></div>
      </form>
      <ServerPagedTable
        list={list} query={query} onChange={update} columns={COLUMNS}
        captionKey="backoffice.points.caption" emptyKey="backoffice.points.empty"
        row={(row) => (
          <tr key={row.id}>
            <th scope="row"><Link to={localize(`/backoffice/points-good?id=${row.id}`)}>{row.code}</Link></th>
            <td>{pickLocalized(row.name, i18n.language)}</td>
            <td>{row.points}</td>
            <td>{row.stock}</td>
            <td>{row.perAccountLimit}</td>
            <td>{row.onSale ? t('backoffice.points.onSale') : t('backoffice.points.offSale')}</td>
            <td>{row.featured ? t('backoffice.points.featured') : ''}</td>
          </tr>
        )}
      />
    </>
  );
}
