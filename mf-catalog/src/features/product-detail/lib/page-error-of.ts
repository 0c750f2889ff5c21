import { isHttpError } from '@labmall/shared/api/http-error';
import { bodyCode } from '@labmall/shared/api/envelope';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { NOT_FOUND_MESSAGE, PageError } from '@labmall/shared/routing/page-error';

/**
 * The API answers 404 for an unknown product and 410 for one no longer on sale: those are page errors the
 * shell shows with its own images, not a broken block. Anything else (network, 5xx) returns null.
 */
export function pageErrorOf(error: unknown, goneFallback: string): PageError | null {
  const status = isHttpError(error) ? error.response?.status : bodyCode(error);
  if (status === 404) return new PageError(404, apiErrorMessage(error, NOT_FOUND_MESSAGE));
  if (status === 410) return new PageError(410, apiErrorMessage(error, goneFallback));
  return null;
}
