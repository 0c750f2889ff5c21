import { useRequest } from '@labmall/shared/hooks/use-request';
import type { Localized } from '../../../lib/localized';
import { staffGet } from '../../../lib/staff-api';

export interface PointsTask { code: string; name: Localized; description: Localized; period: 'daily' | 'once'; points: number; enabled: boolean; version: string }

/** GET /api/backoffice/points/tasks/list (points): every points task with its reward. */
export const getPointsTasks = () => staffGet<PointsTask[]>('/api/backoffice/points/tasks/list');

export const usePointsTasks = (version: number) => useRequest(`backoffice-points-tasks|${version}`, getPointsTasks);
