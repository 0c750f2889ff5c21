import type { GroupAddress, LabGroup } from './lab-group-types';
import { send } from './request';

export interface CreateLabGroupBody {
  name: string;
  institution: string;
  address: GroupAddress;
}

/** POST /api/lab-groups: a new group; the caller becomes its owner. */
export const createLabGroup = (body: CreateLabGroupBody) => send<LabGroup>('post', '/api/lab-groups', body);
