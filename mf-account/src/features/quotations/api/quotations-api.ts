import { apiPost } from '@labmall/shared/api/client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import { getToken } from '@labmall/shared/auth/tokens';
import { getRuntimeConfig } from '@labmall/shared/config/runtime-config';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { languageByCode } from '@labmall/shared/i18n/languages';
import { appStore } from '@labmall/shared/store/app-store';
import { getOrNull } from '../../../lib/get-or-null';
import { getPage, type Page } from '../../../lib/page';
import type { AcceptedOrder, QuotationDetail, QuotationStatus, QuotationSummary } from './quotation-types';

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

/** POST /api/quotation/accept: the order at the quoted prices (the same one again on a repeat). */
export async function acceptQuotation(quoteNo: string, addressId: number): Promise<AcceptedOrder> {
  const body = await apiPost<AcceptedOrder>('/api/quotation/accept', { addressId }, { params: { quoteNo } });
  if (body.code !== CODE_OK || !body.data) throw body;
  return body.data;
}

/**
 * GET /api/quotation/pdf as a file download. A link cannot carry the sign-in (a bearer token), so the PDF is
 * fetched with it and handed to the browser as a blob under the server's download name.
 */
export async function downloadQuotationPdf(quoteNo: string): Promise<void> {
  const base = getRuntimeConfig().shopHost || '';
  const token = getToken();
  const response = await fetch(`${base}/api/quotation/pdf?quoteNo=${encodeURIComponent(quoteNo)}`, {
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      'Accept-Language': languageByCode(appStore.getState().language.language).htmlLang,
    },
  });
  if (!response.ok) throw new Error(`PDF download failed: HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `quotation-${quoteNo}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
