import { apiGet } from '@labmall/shared/api/lazy-client';
import { useRequest } from '@labmall/shared/hooks/use-request';

export type TaskStatus = 'done' | 'ready' | 'todo';
export interface PointsTask {
  code: 'checkIn' | 'completeProfile' | 'firstPaidOrder' | 'reviewProduct' | 'readArticle';
  name: string;
  description: string;
  points: number;
  period: 'daily' | 'once';
  status: TaskStatus;
  claimable: boolean;
}

/** GET /api/points-tasks/list (sign-in): the tasks in this period and the balance. */
export async function getTasks(signal?: AbortSignal) {
  return (await apiGet<{ items: PointsTask[]; balance: number }>('/api/points-tasks/list', undefined, signal ? { signal } : undefined)).data;
}

/** `version` changes after a claim, so the list is asked for again. */
export const useTasks = (version: number) => useRequest(`points-tasks|${version}`, getTasks);
