import type { ContentSection } from '../api/article-types';
import type { ArticleListRequest } from '../api/get-articles';

/** Six cards a page: the first screen of a section, and every seeded section has a second page. */
export const PAGE_SIZE = 6;

/** The list's state lives in the URL: `?page=n&keyword=…` (bad values fall back to page 1, no keyword). */
export function readListState(search: URLSearchParams): { page: number; keyword: string } {
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    keyword: (search.get('keyword') ?? '').trim().slice(0, 100),
  };
}

export function listRequest(section: ContentSection, state: { page: number; keyword: string }, pageSize = PAGE_SIZE): ArticleListRequest {
  return { section, page: state.page, pageSize, ...(state.keyword ? { keyword: state.keyword } : {}) };
}

/** The query string of a page of the list, keeping the keyword. */
export function listSearch(state: { page: number; keyword: string }): string {
  const params = new URLSearchParams();
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '?';
}
