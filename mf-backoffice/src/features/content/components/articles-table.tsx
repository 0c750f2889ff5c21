import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { PageSizeSelect } from '../../../components/page-size-select';
import { ServerPagedTable, type TableColumn } from '../../../components/server-paged-table';
import { useArticles } from '../api/get-articles';
import type { ArticleSort } from '../model/articles-query';
import { ArticlesFilter } from './articles-filter';
import { useArticlesUrl } from './use-articles-url';

const COLUMNS: Array<TableColumn<ArticleSort>> = [
  ['id', 'backoffice.content.columns.title'], [null, 'backoffice.content.columns.section'], [null, 'backoffice.content.columns.state'],
  [null, 'backoffice.content.columns.missing'], ['publishedAt', 'backoffice.content.columns.publishedAt'], ['updatedAt', 'backoffice.content.columns.updatedAt'],
];

/** Every article of the study zone and ECMT, drafts and archived too: paged, sorted and filtered by the server. */
export function ArticlesTable() {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const { query, update } = useArticlesUrl();
  const list = useArticles(query);
  return (
    <>
      <div className="bo-actions">
        <Link className="button button-primary" to={localize('/backoffice/article')}>{t('backoffice.content.newArticle')}</Link>
      </div>
      <ArticlesFilter query={query} onApply={update} />
      <div className="bo-actions">
        <PageSizeSelect label={t('backoffice.content.pageSize')} pageSize={query.pageSize} onChange={(pageSize) => update({ pageSize })} />
      </div>
      <ServerPagedTable
        list={list} query={query} onChange={update} columns={COLUMNS}
        captionKey="backoffice.content.caption" emptyKey="backoffice.content.empty"
        row={(row) => (
          <tr key={row.id}>
            <th scope="row"><Link to={localize(`/backoffice/article?id=${row.id}`)}>{row.title || row.slug}</Link></th>
            <td>{t(`backoffice.content.sections.${row.section}`)}</td>
            <td>{t(`backoffice.content.states.${row.state}`)}</td>
            <td>{row.missing.length ? row.missing.map((l) => t(`backoffice.languages.${l}`)).join(', ') : t('backoffice.content.complete')}</td>
            <td><time dateTime={row.publishedAt}>{formatDateTime(row.publishedAt, i18n.language)}</time></td>
            <td><time dateTime={row.updatedAt}>{formatDateTime(row.updatedAt, i18n.language)}</time></td>
          </tr>
        )}
      />
    </>
  );
}
