import { staffPost } from '../../../lib/staff-api';

/** POST /api/backoffice/content/help/category/delete (content): removes an empty group read at `version`; one with questions → 409. */
export const deleteHelpCategory = (id: number, version: string) => staffPost<null>('/api/backoffice/content/help/category/delete', { id, version });
