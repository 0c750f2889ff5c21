import { staffPost } from '../../../lib/staff-api';
import type { PointsGood } from './get-points-good';

export type PointsGoodInput = Omit<PointsGood, 'id' | 'version' | 'stock'>;

/**
 * POST /api/backoffice/points/goods/save (points): creates (no id, stock 0) or updates a good at the `version` it
 * was read at; a good changed meanwhile is refused with 409 staleRecord.
 */
export const savePointsGood = (input: PointsGoodInput & { id?: number; version?: string }) =>
  staffPost<{ id: number; version: string }>('/api/backoffice/points/goods/save', input);
