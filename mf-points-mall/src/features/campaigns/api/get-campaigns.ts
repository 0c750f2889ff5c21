import { apiGet } from '@labmall/shared/api/lazy-client';
import type { Query } from '@labmall/shared/data/query';
import type { Campaign } from '../../../lib/mall-types';

/** GET /api/points-mall/campaigns: running and upcoming campaigns with their goods at the campaign price. */
export const campaignsQuery: Query<{ items: Campaign[]; serverTime: string }> = {
  key: 'points-campaigns',
  load: async (signal) => (await apiGet<{ items: Campaign[]; serverTime: string }>('/api/points-mall/campaigns', undefined, signal ? { signal } : undefined)).data,
};
