import { useRequest } from '@labmall/shared/hooks/use-request';
import type { Localized } from '../../../lib/localized';
import { staffGet } from '../../../lib/staff-api';

export interface HelpQuestionRow { id: number; version: string; categoryId: number; title: Localized; popular: boolean; published: boolean; sort: number }
export interface HelpQuestionsQuery { page: number; categoryId: number | null; published: boolean | null }

/** GET /api/backoffice/content/help/questions (content): one page of questions, published or not, by category and order. */
export async function getHelpQuestions(query: HelpQuestionsQuery) {
  const params: Record<string, string> = { page: String(query.page), pageSize: '50' };
  if (query.categoryId) params.categoryId = String(query.categoryId);
  if (query.published !== null) params.published = String(query.published);
  return staffGet<{ items: HelpQuestionRow[]; total: number; page: number; pageSize: number }>('/api/backoffice/content/help/questions', params);
}

export const useHelpQuestions = (query: HelpQuestionsQuery, reload: number) =>
  useRequest(`backoffice-help|${query.page}|${query.categoryId}|${query.published}|${reload}`, () => getHelpQuestions(query));
