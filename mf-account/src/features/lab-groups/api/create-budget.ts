import type { Budget } from './lab-group-types';
import { send } from './request';

export interface BudgetBody {
  code: string;
  name: string;
  /** See model/budget-money.ts. */
  amount: number;
  periodStart: string;
  periodEnd: string;
}

/** POST /api/lab-groups/:id/budgets (owner/finance): a new budget. */
export const createBudget = (groupId: number, body: BudgetBody) => send<Budget>('post', `/api/lab-groups/${groupId}/budgets`, body);
