import { staffGet } from '../../../lib/staff-api';
import { useRequest } from '@labmall/shared/hooks/use-request';

/** GET /api/backoffice/catalogue/hazard-statements (catalogue): every H-code's wording in the request's language. */
export async function getHazardStatements() {
  return staffGet<Array<{ code: string; text: string }>>('/api/backoffice/catalogue/hazard-statements');
}

export const useHazardStatements = () => useRequest('backoffice-hazard-statements', getHazardStatements);
