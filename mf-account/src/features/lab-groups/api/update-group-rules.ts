import type { ApprovalRules } from './get-group-rules';
import { send } from './request';

export type RulesBody = Pick<ApprovalRules, 'aboveAmount' | 'hazardous'>;

/** PUT /api/lab-groups/:id/rules (owners): both rules at once. */
export const updateGroupRules = (groupId: number, body: RulesBody) => send<ApprovalRules>('put', `/api/lab-groups/${groupId}/rules`, body);
