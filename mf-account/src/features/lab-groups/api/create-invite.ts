import type { LabInvite, LabRole } from './lab-group-types';
import { send } from './request';

/** POST /api/lab-groups/:id/invites (owner): mails a link to `email`; the invite lists the roles it will give. */
export const createInvite = (groupId: number, body: { email: string; roles: LabRole[] }) =>
  send<LabInvite>('post', `/api/lab-groups/${groupId}/invites`, body);
