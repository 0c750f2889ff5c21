import type { InvitePreview } from './lab-group-types';
import { send } from './request';

/** GET /api/lab-group-invites/:token: the group, who invited and the roles, before accepting. */
export const getInvite = (token: string) => send<InvitePreview>('get', `/api/lab-group-invites/${encodeURIComponent(token)}`);
