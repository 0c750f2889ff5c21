import { staffPost } from '../../../lib/staff-api';

/** POST /api/backoffice/content/hotword/delete (content). */
export const deleteHotWord = (id: number, version: string) => staffPost<null>('/api/backoffice/content/hotword/delete', { id, version });
