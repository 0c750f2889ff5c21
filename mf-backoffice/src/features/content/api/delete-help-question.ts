import { staffPost } from '../../../lib/staff-api';

/** POST /api/backoffice/content/help/question/delete (content): removes the question read at `version`, votes and all. */
export const deleteHelpQuestion = (id: number, version: string) => staffPost<null>('/api/backoffice/content/help/question/delete', { id, version });
