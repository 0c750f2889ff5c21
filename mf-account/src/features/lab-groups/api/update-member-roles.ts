import type { LabRole } from './lab-group-types';
import { send } from './request';

/** PATCH /api/lab-groups/:id/members/:userId (owner): the member's new roles. */
export async function updateMemberRoles(groupId: number, userId: number, roles: LabRole[]): Promise<void> {
  await send<unknown>('patch', `/api/lab-groups/${groupId}/members/${userId}`, { roles });
}
