import { send } from './request';

/** DELETE /api/lab-groups/:id/invites/:inviteId (owner): the mailed link stops working. */
export async function revokeInvite(groupId: number, inviteId: number): Promise<void> {
  await send<unknown>('delete', `/api/lab-groups/${groupId}/invites/${inviteId}`);
}
