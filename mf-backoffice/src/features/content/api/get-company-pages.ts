import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';

export interface CompanyPageRow { slug: string; title: string; version: string; revised: string }

/** GET /api/backoffice/content/pages (content): about us, the app, privacy and the registration agreement. */
export const getCompanyPages = () => staffGet<CompanyPageRow[]>('/api/backoffice/content/pages');
export const useCompanyPages = (reload: number) => useRequest(`backoffice-pages|${reload}`, getCompanyPages);
