import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../lib/localized';

/** The sections staff write in (api db/schema/content.ts): the study zone's seven, the paper contest and ECMT. */
export const SECTIONS = [
  'guide', 'BTS', 'FAQ', 'QaVaL', 'consultation', 'procurementGuide', 'supportDownloading',
  'paper', 'paperContest', 'ecmtIntroduce', 'ecmtNotice', 'ecmtGlory',
] as const;
export const STATES = ['draft', 'scheduled', 'published', 'archived'] as const;
export const ARTICLE_SORTS = ['updatedAt', 'publishedAt', 'id'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];
export const PAGE_SIZES = [20, 50, 100] as const;

/** The list's state: all of it lives in the URL query, so reload and back keep it. */
export interface ArticlesQuery {
  page: number;
  pageSize: number;
  sort: ArticleSort;
  order: 'asc' | 'desc';
  q: string;
  section: string;
  state: string;
  missing: ContentLanguage | '';
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' => (list.includes(value as T) ? (value as T) : '');

export function readArticlesQuery(search: URLSearchParams): ArticlesQuery {
  const pageSize = positive(search.get('pageSize'), 20);
  return {
    page: positive(search.get('page'), 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : 20,
    sort: oneOf(ARTICLE_SORTS, search.get('sort')) || 'updatedAt',
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    q: search.get('q') ?? '',
    section: oneOf(SECTIONS, search.get('section')),
    state: oneOf(STATES, search.get('state')),
    missing: oneOf(CONTENT_LANGUAGES, search.get('missing')),
  };
}

/** The query parameters sent to the server (and kept in the URL): empty filters are left out. */
export function articlesParams(query: ArticlesQuery): Record<string, string> {
  const params: Record<string, string> = { page: String(query.page), pageSize: String(query.pageSize), sort: query.sort, order: query.order };
  if (query.q.trim()) params.q = query.q.trim();
  for (const key of ['section', 'state', 'missing'] as const) if (query[key]) params[key] = query[key];
  return params;
}
