import { apiGet } from '@labmall/shared/api/lazy-client';
import type { Query } from '@labmall/shared/data/query';
import type { AnnouncementSummary, Page } from '../../../lib/mall-types';

export const ANNOUNCEMENTS_PAGE_SIZE = 10;

/** GET /api/points-mall/announcements: published announcements, pinned first, newest first. */
export const announcementsQuery = (page: number): Query<Page<AnnouncementSummary>> => ({
  key: `points-announcements|${page}`,
  load: async (signal) =>
    (await apiGet<Page<AnnouncementSummary>>('/api/points-mall/announcements', { page, pageSize: ANNOUNCEMENTS_PAGE_SIZE }, signal ? { signal } : undefined)).data,
});
