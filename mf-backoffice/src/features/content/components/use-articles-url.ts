import { useSearchParams } from '@labmall/shared/router';
import { articlesParams, readArticlesQuery, type ArticlesQuery } from '../model/articles-query';

/** The list's state from the URL, and a way to change it (each change is a history entry, so back undoes it). */
export function useArticlesUrl() {
  const [search, setSearch] = useSearchParams();
  const query = readArticlesQuery(search);
  const update = (change: Partial<ArticlesQuery>) => {
    const next = { ...query, ...('page' in change ? {} : { page: 1 }), ...change };
    setSearch(new URLSearchParams(articlesParams(next)));
  };
  return { query, update };
}
