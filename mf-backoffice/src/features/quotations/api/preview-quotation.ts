import { apiGet } from '@labmall/shared/api/lazy-client';
import { getToken } from '@labmall/shared/auth/tokens';
import { getRuntimeConfig } from '@labmall/shared/config/runtime-config';
import { languageByCode } from '@labmall/shared/i18n/languages';
import { appStore } from '@labmall/shared/store/app-store';
import type { AnswerInput } from './answer-quotation';

/** A refused preview: the server's envelope (message in the staff member's language, and its data). */
export class PreviewRefused extends Error {
  constructor(readonly status: number, message: string, readonly data: unknown) {
    super(message);
  }
}

/**
 * POST /api/backoffice/quotations/preview (quotations): the PDF the buyer would get for this draft answer, saved
 * nowhere. A PDF is not JSON, so it is fetched with the sign-in as shared/api/download-file.ts does (one refresh
 * on a 401), and handed back as a Blob for the page to open.
 */
export async function previewQuotation(quoteNo: string, answer: AnswerInput): Promise<Blob> {
  const post = () => {
    const token = getToken();
    return fetch(`${getRuntimeConfig().shopHost || ''}/api/backoffice/quotations/preview`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        'Accept-Language': languageByCode(appStore.getState().language.language).htmlLang,
      },
      body: JSON.stringify({ quoteNo, ...answer }),
    });
  };
  let response = await post();
  if (response.status === 401) {
    await apiGet('/api/auth/user').catch(() => undefined);
    response = await post();
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; data?: unknown };
    throw new PreviewRefused(response.status, body.message ?? `HTTP ${response.status}`, body.data ?? null);
  }
  return response.blob();
}
