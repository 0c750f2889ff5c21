import { apiGet } from '@labmall/shared/api/lazy-client';
import type { Query } from '@labmall/shared/data/query';
import type { Announcement } from '../../../lib/mall-types';
import { pageErrorOf } from '../../../lib/page-error-of';

/** GET /api/points-mall/announcement?id=: one announcement; a 404 is the page's 404. */
export const announcementQuery = (id: number): Query<Announcement> => ({
  key: `points-announcement|${id}`,
  load: async (signal) => {
    try {
      return (await apiGet<Announcement>('/api/points-mall/announcement', { id }, signal ? { signal } : undefined)).data;
    } catch (error) {
      throw pageErrorOf(error) ?? error;
    }
  },
});
