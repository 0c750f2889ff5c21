import { send } from './request';
import type { Statement } from './statement-types';

/** GET /api/lab-groups/:id/statements?month=&budgetId= (owner, finance): one China-time month of the group's accounts. */
export const getStatement = (groupId: number, month: string, budgetId: number | null, signal?: AbortSignal) =>
  send<Statement>('get', `/api/lab-groups/${groupId}/statements`, undefined, { params: { month, ...(budgetId === null ? {} : { budgetId }) }, signal });
