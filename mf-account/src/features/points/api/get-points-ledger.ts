import { useRequest } from '@labmall/shared/hooks/use-request';
import { getPage, type Page } from '../../../lib/page';
import type { LedgerEntry, PointsSource } from './points-types';

export const LEDGER_PAGE_SIZE = 20;

export interface LedgerRequest {
  /** null: every source (the parameter is left out: the API refuses an empty one). */
  source: PointsSource | null;
  page: number;
}

/** GET /api/points/ledger?source=&page=&pageSize=: newest first. */
export function getPointsLedger({ source, page }: LedgerRequest, signal?: AbortSignal): Promise<Page<LedgerEntry>> {
  return getPage('/api/points/ledger', { ...(source ? { source } : {}), page, pageSize: LEDGER_PAGE_SIZE }, signal);
}

export function usePointsLedger(request: LedgerRequest) {
  return useRequest(`points-ledger|${request.source ?? ''}|${request.page}`, (signal) => getPointsLedger(request, signal));
}
