import { send } from './request';

/** A group's approval rules: requesters always need approval; `aboveAmount` (yuan, null = off) and `hazardous` also hold owners' and buyers' orders. */
export interface ApprovalRules {
  requesterOrders: true;
  aboveAmount: number | null;
  hazardous: boolean;
}

/** GET /api/lab-groups/:id/rules (every member). */
export const getGroupRules = (groupId: number, signal?: AbortSignal) => send<ApprovalRules>('get', `/api/lab-groups/${groupId}/rules`, undefined, { signal });
