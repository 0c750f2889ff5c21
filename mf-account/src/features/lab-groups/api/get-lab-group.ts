import { getOrNull } from '../../../lib/get-or-null';
import type { LabGroup } from './lab-group-types';

/** GET /api/lab-groups/:id: the group with members, invites and budgets; null when it is not the shopper's (404). */
export const getLabGroup = (id: number, signal?: AbortSignal) => getOrNull<LabGroup>(`/api/lab-groups/${id}`, {}, signal);
