import { apiGet } from '@labmall/shared/api/lazy-client';
import { isHttpError } from '@labmall/shared/api/http-error';
import { bodyCode } from '@labmall/shared/api/envelope';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import type { Query } from '@labmall/shared/data/query';
import { NOT_FOUND_MESSAGE, PageError } from '@labmall/shared/routing/page-error';
import type { ArticleDetail, DetailSection } from './article-types';

/** GET /api/content/get: one article of a section, with its sanitized body, in the request's language. */
export async function getArticle(id: number, section: DetailSection, signal?: AbortSignal): Promise<ArticleDetail> {
  const body = await apiGet<ArticleDetail>('/api/content/get', { id, section }, signal ? { signal } : undefined);
  return body.data;
}

/** The API's ids are PostgreSQL integers: the route accepts up to 18 digits, the API refuses more than this with a 400. */
const MAX_ID = 2_147_483_647;

/**
 * The article as the page's query. A 404 (unknown id, or an id of another section) becomes a PageError, so
 * the server answers the page with HTTP 404 and the shell shows its not-found page. An id no article can
 * have is the same 404 (message in the reader's language: useArticle), without asking: the API's 400 would
 * show the page's error state with HTTP 200.
 */
export const articleQuery = (id: number, section: DetailSection): Query<ArticleDetail> => ({
  key: `article|${section}|${id}`,
  load: (signal) => {
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) return Promise.reject(new PageError(404, ''));
    return getArticle(id, section, signal).catch((error: unknown) => {
      const status = isHttpError(error) ? error.response?.status : bodyCode(error);
      throw status === 404 ? new PageError(404, apiErrorMessage(error, NOT_FOUND_MESSAGE)) : error;
    });
  },
});
