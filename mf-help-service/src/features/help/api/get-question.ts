import { apiGet } from '@labmall/shared/api/lazy-client';
import type { Query } from '@labmall/shared/data/query';
import { notFoundAsPageError } from '../../../lib/not-found';
import type { Question } from './help-types';

/** GET /api/help/questions/:id: the answer in the shopper's language. */
export async function getQuestion(id: number, signal?: AbortSignal): Promise<Question> {
  return (await apiGet<Question>(`/api/help/questions/${id}`, undefined, signal ? { signal } : undefined)).data;
}

/** An unknown question is the page's 404 (the loader decides the HTTP status on the server). */
export const questionQuery = (id: number): Query<Question> => ({
  key: `help-question|${id}`,
  load: (signal) => getQuestion(id, signal).catch(notFoundAsPageError),
});
