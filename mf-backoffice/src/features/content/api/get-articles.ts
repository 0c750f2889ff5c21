import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';
import type { ContentLanguage } from '../../../lib/localized';
import { articlesParams, type ArticlesQuery } from '../model/articles-query';

export type ArticleState = 'draft' | 'scheduled' | 'published' | 'archived';

export interface ArticleRow {
  id: number;
  slug: string;
  section: string;
  title: string;
  state: ArticleState;
  publishedAt: string;
  updatedAt: string;
  missing: ContentLanguage[];
}

/** GET /api/backoffice/content/articles (content): one page of articles, filtered and sorted by the server. */
export async function getArticles(query: ArticlesQuery) {
  return staffGet<{ items: ArticleRow[]; total: number; page: number; pageSize: number }>('/api/backoffice/content/articles', articlesParams(query));
}

export const useArticles = (query: ArticlesQuery) =>
  useRequest(`backoffice-articles|${new URLSearchParams(articlesParams(query))}`, () => getArticles(query));
