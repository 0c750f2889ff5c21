import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';
import type { StaffFile } from '../../../components/staff-file';
import type { AfterSalesStatus } from './get-after-sales-list';


export interface AfterSalesDetail {
  requestNo: string;
  orderNo: string;
  version: string;
  type: string;
  typeLabel: string;
  reason: string;
  reasonLabel: string;
  description: string;
  status: AfterSalesStatus;
  staffNote: string;
  createdAt: string;
  statusChangedAt: string | null;
  buyer: { account: string; nickname: string; institution: string; mobile: string; contactEmail: string };
  items: Array<{ orderItemId: number; name: string; spec: string; quantity: number }>;
  photos: StaffFile[];
  /** Where it may go now; empty when final. */
  moves: AfterSalesStatus[];
  history: Array<{ at: string; staff: string; from: string; to: string; note: string }>;
}

/** GET /api/backoffice/support/after-sales/detail (support): one request with its shopper, lines, photos and moves. */
export async function getAfterSales(requestNo: string) {
  return staffGet<AfterSalesDetail>('/api/backoffice/support/after-sales/detail', { requestNo });
}

/** `revision` changes after a move, so the request is asked for again. */
export const useAfterSales = (requestNo: string, revision: number) =>
  useRequest(requestNo ? `backoffice-after-sales-request|${requestNo}|${revision}` : null, () => getAfterSales(requestNo));
