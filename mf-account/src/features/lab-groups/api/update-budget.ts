import type { Budget } from './lab-group-types';
import type { BudgetBody } from './create-budget';
import { send } from './request';

/** PATCH /api/lab-groups/:id/budgets/:budgetId (owner/finance): any field but the code (it stays), or `active: false` to close it. */
export const updateBudget = (groupId: number, budgetId: number, body: Partial<Omit<BudgetBody, 'code'>> & { active?: boolean }) =>
  send<Budget>('patch', `/api/lab-groups/${groupId}/budgets/${budgetId}`, body);
