import { useRequest } from '@labmall/shared/hooks/use-request';
import type { Localized } from '../../../lib/localized';
import { staffGet } from '../../../lib/staff-api';

export interface PointsGood {
  id: number; version: string; code: string; kind: 'physical' | 'coupon'; categoryId: number; couponTemplateId: number | null;
  name: Localized; description: Localized; images: string[]; points: number; stock: number; perAccountLimit: number;
  onSale: boolean; featured: boolean; availableFrom: string | null; availableTo: string | null; sort: number;
}

/** GET /api/backoffice/points/goods/detail (points): one good, every language, with its edit version. */
export const getPointsGood = (id: number) => staffGet<PointsGood>('/api/backoffice/points/goods/detail', { id });

export const usePointsGood = (id: number | null, version: number) =>
  useRequest(id === null ? null : `backoffice-points-good|${id}|${version}`, () => getPointsGood(id!));
