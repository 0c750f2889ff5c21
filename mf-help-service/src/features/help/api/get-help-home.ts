import { apiGet } from '@labmall/shared/api/lazy-client';
import type { Query } from '@labmall/shared/data/query';
import type { HelpHome } from './help-types';

/** GET /api/help/home: categories with their first questions, and the popular questions. */
export async function getHelpHome(signal?: AbortSignal): Promise<HelpHome> {
  return (await apiGet<HelpHome>('/api/help/home', undefined, signal ? { signal } : undefined)).data;
}

export const helpHomeQuery: Query<HelpHome> = { key: 'help-home', load: getHelpHome };
