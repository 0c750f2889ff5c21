import { apiGet } from '@labmall/shared/api/lazy-client';
import type { Query } from '@labmall/shared/data/query';
import type { SearchPage } from './help-types';

export const SEARCH_PAGE_SIZE = 10;

/** GET /api/help/search: questions holding every word, in any of the four languages, with marked matches. */
export async function searchHelp(keyword: string, page: number, signal?: AbortSignal): Promise<SearchPage> {
  const params = { keyword, page, pageSize: SEARCH_PAGE_SIZE };
  return (await apiGet<SearchPage>('/api/help/search', params, signal ? { signal } : undefined)).data;
}

export const helpSearchQuery = (keyword: string, page: number): Query<SearchPage> => ({
  key: `help-search|${keyword}|${page}`,
  load: (signal) => searchHelp(keyword, page, signal),
});
