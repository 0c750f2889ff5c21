import { apiPost } from '@labmall/shared/api/lazy-client';
import type { PointsTask } from './get-tasks';

/** POST /api/points-tasks/claim: the server checks the task's condition itself, then pays once per period. */
export async function claimTask(code: PointsTask['code']) {
  return (await apiPost<{ code: string; points: number; balance: number }>('/api/points-tasks/claim', { code })).data;
}
