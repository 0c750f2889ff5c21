import { apiGet } from '@labmall/shared/api/lazy-client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { Query } from '@labmall/shared/data/query';
import type { ArticlePage, ContentSection } from './article-types';

export interface ArticleListRequest { section: ContentSection; page: number; pageSize: number; keyword?: string }

/** GET /api/content/list: one page of a section, newest first, or the matches of a keyword within it. */
export async function getArticles(request: ArticleListRequest, signal?: AbortSignal): Promise<ArticlePage> {
  const body = await apiGet<ArticlePage>('/api/content/list', request, signal ? { signal } : undefined);
  if (body.code !== CODE_OK || !body.data) throw body;
  return body.data;
}

export const articlesQuery = (request: ArticleListRequest): Query<ArticlePage> => ({
  key: `articles|${request.section}|${request.page}|${request.pageSize}|${request.keyword ?? ''}`,
  load: (signal) => getArticles(request, signal),
});
