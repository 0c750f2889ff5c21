import { send } from './request';

/** DELETE /api/lab-groups/:id/members/:userId: the owner removes a member, or a member leaves (their own id). */
export async function removeMember(groupId: number, userId: number): Promise<void> {
  await send<unknown>('delete', `/api/lab-groups/${groupId}/members/${userId}`);
}
