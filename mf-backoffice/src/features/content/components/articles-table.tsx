import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { Pager } from '@labmall/shared/ui/pager';
import { LoadFailed, Loading } from '../../../components/load-state';
import { SortHeader } from '../../../components/sort-header';
import { useArticles } from '../api/get-articles';
import { PAGE_SIZES, type ArticleSort } from '../model/articles-query';
import { ArticlesFilter } from './articles-filter';
import { useArticlesUrl } from './use-articles-url';

/** Every article of the study zone and ECMT, drafts and archived too: paged, sorted and filtered by the server. */
export function ArticlesTable() {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const { query, update } = useArticlesUrl();
  const list = useArticles(query);
  const rows = list.data?.items ?? [];
  const sortable = (column: ArticleSort, key: string) => (
    <SortHeader label={t(key)} column={column} sort={query.sort} order={query.order} onSort={(sort, order) => update({ sort: sort as ArticleSort, order })} />
  );
  return (
    <>
      <div className="bo-actions">
        <Link className="button button-primary" to={localize('/backoffice/article')}>{t('backoffice.content.newArticle')}</Link>
      </div>
      <ArticlesFilter query={query} onApply={update} />
      <div className="bo-actions">
        <label className="bo-field">
          {t('backoffice.content.pageSize')}
          <select value={query.pageSize} onChange={(event) => update({ pageSize: Number(event.target.value) })}>
            {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
          </select>
        </label>
      </div>
      {list.error && !list.data ? <LoadFailed error={list.error} onRetry={list.retry} /> : null}
      {list.loading && !list.data ? <Loading /> : null}
      {list.data ? (
        <div className="bo-table-wrap" aria-busy={list.loading || undefined}>
          <table className="bo-table">
            <caption>{t('backoffice.content.caption', { total: list.data.total })}</caption>
            <thead>
              <tr>
                {sortable('id', 'backoffice.content.columns.title')}
                <th scope="col">{t('backoffice.content.columns.section')}</th>
                <th scope="col">{t('backoffice.content.columns.state')}</th>
                <th scope="col">{t('backoffice.content.columns.missing')}</th>
                {sortable('publishedAt', 'backoffice.content.columns.publishedAt')}
                {sortable('updatedAt', 'backoffice.content.columns.updatedAt')}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row"><Link to={localize(`/backoffice/article?id=${row.id}`)}>{row.title || row.slug}</Link></th>
                  <td>{t(`backoffice.content.sections.${row.section}`)}</td>
                  <td>{t(`backoffice.content.states.${row.state}`)}</td>
                  <td>{row.missing.length ? row.missing.map((l) => t(`backoffice.languages.${l}`)).join(', ') : t('backoffice.content.complete')}</td>
                  <td><time dateTime={row.publishedAt}>{formatDateTime(row.publishedAt, i18n.language)}</time></td>
                  <td><time dateTime={row.updatedAt}>{formatDateTime(row.updatedAt, i18n.language)}</time></td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 ? <p role="status">{t('backoffice.content.empty')}</p> : null}
          <Pager className="bo-pager" page={query.page} lastPage={Math.ceil(list.data.total / query.pageSize)} total={list.data.total} onPage={(page) => update({ page })} />
        </div>
      ) : null}
    </>
  );
}
