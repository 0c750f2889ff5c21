import { useRequest } from '@labmall/shared/hooks/use-request';
import type { Localized } from '../../../lib/localized';
import { staffGet } from '../../../lib/staff-api';

export interface HelpCategory { id: number; version: string; slug: string; name: Localized; sort: number; questionCount: number }

/** GET /api/backoffice/content/help/categories (content): the help centre's groups in their order, with their questions counted. */
export const getHelpCategories = () => staffGet<HelpCategory[]>('/api/backoffice/content/help/categories');
/** Read again whenever `reload` changes (a group or a question saved or deleted). */
export const useHelpCategories = (reload = 0) => useRequest(`backoffice-help-categories|${reload}`, getHelpCategories);
