import type { GroupAddress, LabGroup, OverBudget } from './lab-group-types';
import { send } from './request';

export interface UpdateLabGroupBody {
  name?: string;
  institution?: string;
  address?: GroupAddress;
  overBudget?: OverBudget;
}

/** PATCH /api/lab-groups/:id (owner only). */
export const updateLabGroup = (id: number, body: UpdateLabGroupBody) => send<LabGroup>('patch', `/api/lab-groups/${id}`, body);
