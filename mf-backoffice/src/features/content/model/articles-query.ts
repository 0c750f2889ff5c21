import { listParams, oneOf, readListPaging, type ListPaging } from '../../../lib/list-query';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../lib/localized';

/** The sections staff write in (api db/schema/content.ts): the study zone's seven, the paper contest and ECMT. */
export const SECTIONS = [
  'guide', 'BTS', 'FAQ', 'QaVaL', 'consultation', 'procurementGuide', 'supportDownloading',
  'paper', 'paperContest', 'ecmtIntroduce', 'ecmtNotice', 'ecmtGlory',
] as const;
export const STATES = ['draft', 'scheduled', 'published', 'archived'] as const;
export const ARTICLE_SORTS = ['updatedAt', 'publishedAt', 'id'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];

/** The list's state: all of it lives in the URL query, so reload and back keep it. */
export interface ArticlesQuery extends ListPaging<ArticleSort> {
  q: string;
  section: string;
  state: string;
  missing: ContentLanguage | '';
}

export function readArticlesQuery(search: URLSearchParams): ArticlesQuery {
  return {
    ...readListPaging(search, ARTICLE_SORTS, 'updatedAt'),
    q: search.get('q') ?? '',
    section: oneOf(SECTIONS, search.get('section')),
    state: oneOf(STATES, search.get('state')),
    missing: oneOf(CONTENT_LANGUAGES, search.get('missing')),
  };
}

/** The query parameters sent to the server (and kept in the URL): empty filters are left out. */
export const articlesParams = (query: ArticlesQuery) => listParams(query, ['q', 'section', 'state', 'missing']);
