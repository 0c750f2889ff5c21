import { useRequest } from '@labmall/shared/hooks/use-request';
import type { Localized } from '../../../lib/localized';
import { staffGet } from '../../../lib/staff-api';

export interface HelpCategory { id: number; slug: string; name: Localized }

/** GET /api/backoffice/content/help/categories (content): the help centre's groups, in their order. */
export const getHelpCategories = () => staffGet<HelpCategory[]>('/api/backoffice/content/help/categories');
export const useHelpCategories = () => useRequest('backoffice-help-categories', getHelpCategories);
