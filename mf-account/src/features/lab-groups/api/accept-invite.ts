import { send } from './request';

/** POST /api/lab-group-invites/:token/accept: the signed-in shopper joins; answers the group to open. */
export const acceptInvite = (token: string) => send<{ groupId: number }>('post', `/api/lab-group-invites/${encodeURIComponent(token)}/accept`);
