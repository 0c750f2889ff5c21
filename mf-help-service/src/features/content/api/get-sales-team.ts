import { apiGet } from '@labmall/shared/api/lazy-client';
import type { Query } from '@labmall/shared/data/query';
import type { SalesContact } from './content-types';

/** GET /api/content/sales-team?region=: contacts whose region or covered areas hold the text, in any language. */
export async function getSalesTeam(region: string, signal?: AbortSignal): Promise<SalesContact[]> {
  return (await apiGet<SalesContact[]>('/api/content/sales-team', region ? { region } : undefined, signal ? { signal } : undefined)).data;
}

export const salesTeamQuery = (region: string): Query<SalesContact[]> => ({ key: `sales-team|${region}`, load: (signal) => getSalesTeam(region, signal) });
