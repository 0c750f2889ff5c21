import type { Query } from '@labmall/shared/data/query';
import { apiGet } from '@labmall/shared/api/lazy-client';
import { CODE_OK } from '@labmall/shared/api/envelope';

/** GET /api/home/hotwords: what shoppers search for most, shown as shortcuts to the search page. */
export async function getHotWords(): Promise<string[]> {
  const envelope = await apiGet<string[]>('/api/home/hotwords');
  if (envelope.code !== CODE_OK) throw envelope;
  return (envelope.data ?? []).filter((word) => word.trim() !== '');
}

export const hotWordsQuery: Query<string[]> = { key: 'hot-words', load: getHotWords };
