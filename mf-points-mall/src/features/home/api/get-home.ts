import { apiGet } from '@labmall/shared/api/lazy-client';
import type { Query } from '@labmall/shared/data/query';
import type { AnnouncementSummary, Campaign, GoodsCard, MallCategory } from '../../../lib/mall-types';

export interface MallHome {
  categories: MallCategory[];
  campaign: Campaign | null;
  featured: GoodsCard[];
  announcements: AnnouncementSummary[];
  serverTime: string;
}

/** GET /api/points-mall/home: everything the mall's home shows except the shopper's balance. */
export const homeQuery: Query<MallHome> = {
  key: 'points-home',
  load: async (signal) => (await apiGet<MallHome>('/api/points-mall/home', undefined, signal ? { signal } : undefined)).data,
};
