import { useRequest } from '@labmall/shared/hooks/use-request';
import type { Localized } from '../../../lib/localized';
import { staffGet } from '../../../lib/staff-api';

export interface CampaignRow { id: number; code: string; name: Localized; startsAt: string; endsAt: string; itemCount: number; version: string }

/** GET /api/backoffice/points/campaigns/list (points): newest start first (or oldest with order=asc). */
export const getCampaigns = (page: number, order: 'asc' | 'desc') =>
  staffGet<{ items: CampaignRow[]; total: number; page: number; pageSize: number }>('/api/backoffice/points/campaigns/list', { page, pageSize: 20, order });

export const useCampaigns = (page: number, order: 'asc' | 'desc', version: number) =>
  useRequest(`backoffice-points-campaigns|${page}|${order}|${version}`, () => getCampaigns(page, order));
