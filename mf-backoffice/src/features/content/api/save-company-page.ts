import { staffPost } from '../../../lib/staff-api';
import type { CompanyPage } from './get-company-page';

/** POST /api/backoffice/content/page/save (content): the whole page at the version read. */
export const saveCompanyPage = (page: CompanyPage) => staffPost<{ slug: string; version: string }>('/api/backoffice/content/page/save', page);
