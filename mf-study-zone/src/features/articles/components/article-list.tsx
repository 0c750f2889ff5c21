import { useRef } from 'react';
import { useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import type { ContentSection } from '../api/article-types';
import { articlesQuery } from '../api/get-articles';
import { listRequest, listSearch, readListState } from '../lib/list-state';
import { ArticleCardView } from './article-card';
import { ArticleSearch } from './article-search';
import { LoadFailed } from './load-states';
import { StudyPagination } from './study-pagination';
import './articles.css';

/**
 * A section's articles: search box, result count (announced), the page's cards and page links. The page and
 * keyword are read from the URL, so the route loader asks the same query the server renders.
 */
export function ArticleList({ section, searchable = true, pageSize, headingLevel = 2 }: { section: ContentSection; searchable?: boolean; pageSize?: number; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const { data, error, loading, retry } = useQuery(articlesQuery(listRequest(section, state, pageSize)));
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // After following a page link the link may be gone (Next on the last page) and the new cards are above it:
  // the reader goes on at the result count, just before the first card, instead of at the top of the page.
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusResults = () => statusRef.current?.focus();

  const status = data
    ? state.keyword ? t('studyZone.resultsFor', { count: data.total, keyword: state.keyword }) : t('studyZone.count', { count: data.total })
    : loading ? t('studyZone.loading') : '';

  return (
    <div className="study-list">
      {searchable ? (
        <ArticleSearch key={state.keyword} keyword={state.keyword} onSearch={(keyword) => setParams(new URLSearchParams(listSearch({ page: 1, keyword }).slice(1)))} />
      ) : null}
      <p className="study-count" role="status" aria-live="polite" tabIndex={-1} ref={statusRef}>{status}</p>
      {error && !data ? (
        <LoadFailed onRetry={retry} primary />
      ) : data && data.items.length === 0 ? (
        <div className="study-state"><p>{state.keyword ? t('studyZone.noResults', { keyword: state.keyword }) : t('studyZone.empty')}</p></div>
      ) : data ? (
        <ol className="study-cards" aria-busy={loading}>
          {data.items.map((article) => <li key={article.id}><ArticleCardView article={article} headingLevel={headingLevel} /></li>)}
        </ol>
      ) : (
        <div className="study-skeleton" aria-hidden="true"><div /><div /><div /></div>
      )}
      {data ? <StudyPagination page={state.page} lastPage={lastPage} pageHref={(page) => listSearch({ page, keyword: state.keyword })}
        onNavigate={focusResults} /> : null}
    </div>
  );
}
