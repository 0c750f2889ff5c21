import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import { downloadFile } from '@labmall/shared/api/download-file';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { getOrNull } from '../../../lib/get-or-null';
import { getPage, type Page } from '../../../lib/page';
import type { AcceptAnswer, AcceptInput, QuotationDetail, QuotationStatus, QuotationSummary } from './quotation-types';

/** The API's own rule for a quotation number; anything else is not asked for (it would be a 400). */
export const QUOTE_NO = /^[A-Za-z0-9]{1,32}$/;
export const QUOTATIONS_PAGE_SIZE = 10;

/** GET /api/quotation/list: the shopper's quotations, newest first. */
export function useQuotations(status: QuotationStatus | null, page: number) {
  return useRequest(`quotations|${status ?? ''}|${page}`, (signal): Promise<Page<QuotationSummary>> =>
    getPage('/api/quotation/list', { ...(status ? { status } : {}), page, pageSize: QUOTATIONS_PAGE_SIZE }, signal),
  );
}

/** GET /api/quotation/detail; null when it is not this shopper's (404, exactly as a missing one). */
export function getQuotation(quoteNo: string, signal?: AbortSignal): Promise<QuotationDetail | null> {
  return getOrNull<QuotationDetail>('/api/quotation/detail', { quoteNo }, signal);
}

export function useQuotation(quoteNo: string, attempt: number) {
  return useRequest(QUOTE_NO.test(quoteNo) ? `quotation|${quoteNo}|${attempt}` : null, (signal) => getQuotation(quoteNo, signal));
}

/**
 * POST /api/quotation/accept: the order at the quoted prices (the same one again on a repeat), or, for a group order
 * its rules hold, the request sent to its approvers (`status: 'approval'`).
 */
export async function acceptQuotation(quoteNo: string, input: AcceptInput): Promise<AcceptAnswer> {
  const body = await apiPost<AcceptAnswer>('/api/quotation/accept', input, { params: { quoteNo } });
  if (body.code !== CODE_OK || !body.data) throw body;
  return body.data;
}

/** GET /api/quotation/pdf as a file download (signed in, so fetched and saved as a blob). */
export const downloadQuotationPdf = (quoteNo: string): Promise<void> =>
  downloadFile(`/api/quotation/pdf?quoteNo=${encodeURIComponent(quoteNo)}`, `quotation-${quoteNo}.pdf`);
