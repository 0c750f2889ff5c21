import { useRequest } from '@labmall/shared/hooks/use-request';
import type { Localized } from '../../../lib/localized';
import { staffGet } from '../../../lib/staff-api';

export interface Announcement { id: number; title: Localized; body: Localized; pinned: boolean; publishedAt: string; version: string }

/** GET /api/backoffice/points/announcements/list (points): newest first, scheduled ones included. */
export const getAnnouncements = (page: number) =>
  staffGet<{ items: Announcement[]; total: number; page: number; pageSize: number }>('/api/backoffice/points/announcements/list', { page, pageSize: 20 });

export const useAnnouncements = (page: number, version: number) => useRequest(`backoffice-points-announcements|${page}|${version}`, () => getAnnouncements(page));
