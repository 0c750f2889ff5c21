import { useRequest } from '@labmall/shared/hooks/use-request';
import type { Localized } from '../../../lib/localized';
import { staffGet } from '../../../lib/staff-api';

export interface GoodsOptions { categories: Array<{ id: number; name: Localized }>; couponTemplates: Array<{ id: number; name: Localized }> }

/** GET /api/backoffice/points/goods/options (points): the shelves and coupon kinds a good can be given. */
export const getGoodsOptions = () => staffGet<GoodsOptions>('/api/backoffice/points/goods/options');

export const useGoodsOptions = () => useRequest('backoffice-points-options', getGoodsOptions);
