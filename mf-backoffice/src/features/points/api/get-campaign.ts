import type { Localized } from '../../../lib/localized';
import { staffGet } from '../../../lib/staff-api';

export interface Campaign {
  id: number; version: string; code: string; name: Localized; description: Localized; banner: string; startsAt: string; endsAt: string;
  items: Array<{ productId: number; code: string; name: Localized; points: number }>;
}

/** GET /api/backoffice/points/campaigns/detail (points): one campaign with its goods and their campaign prices. */
export const getCampaign = (id: number) => staffGet<Campaign>('/api/backoffice/points/campaigns/detail', { id });
