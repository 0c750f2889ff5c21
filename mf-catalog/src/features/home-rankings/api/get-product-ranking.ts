import type { Query } from '@labmall/shared/data/query';
import { apiGet } from '@labmall/shared/api/lazy-client';
import { CODE_OK } from '@labmall/shared/api/envelope';

export interface RankedProduct {
  id: number;
  name: string;
  image: string;
  brand: { id: number; name: string };
  price: number;
  sales: number;
}

export interface RankingGroup {
  category: { id: number; name: string };
  items: RankedProduct[];
}

/** How many products each ranking shows. */
export const RANKING_SIZE = 5;

/** GET /api/yxranking/productranking: best sellers of every top category, one group per category. */
export async function getProductRanking(): Promise<RankingGroup[]> {
  const envelope = await apiGet<RankingGroup[]>('/api/yxranking/productranking', { limit: RANKING_SIZE });
  if (envelope.code !== CODE_OK) throw envelope;
  return (envelope.data ?? []).filter((group) => group.items.length > 0);
}

export const productRankingQuery: Query<RankingGroup[]> = { key: 'rankings', load: getProductRanking };
