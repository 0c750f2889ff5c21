import type { Localized } from '../../../lib/localized';
import { staffPost } from '../../../lib/staff-api';

export interface CampaignInput {
  id?: number; version?: string; code: string; name: Localized; description: Localized; banner: string; startsAt: string; endsAt: string;
  items: Array<{ productId: number; points: number }>;
}

/** POST /api/backoffice/points/campaigns/save (points): creates, or edits at its version (409 staleRecord); goods replaced whole. */
export const saveCampaign = (input: CampaignInput) => staffPost<{ id: number; version: string }>('/api/backoffice/points/campaigns/save', input);
