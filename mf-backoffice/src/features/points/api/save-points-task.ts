import { staffPost } from '../../../lib/staff-api';

/** POST /api/backoffice/points/tasks/save (points): a task's reward and whether it runs, at its version (409 staleRecord). */
export const savePointsTask = (input: { code: string; version: string; points: number; enabled: boolean }) =>
  staffPost<{ code: string; version: string }>('/api/backoffice/points/tasks/save', input);
