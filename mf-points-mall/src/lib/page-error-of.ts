import { isHttpError } from '@labmall/shared/api/http-error';
import { bodyCode } from '@labmall/shared/api/envelope';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { NOT_FOUND_MESSAGE, PageError } from '@labmall/shared/routing/page-error';

/** A 404 from the API (an unknown good or announcement) is the page's error, with the shell's 404 page; else null. */
export function pageErrorOf(error: unknown): PageError | null {
  const status = isHttpError(error) ? error.response?.status : bodyCode(error);
  return status === 404 ? new PageError(404, apiErrorMessage(error, NOT_FOUND_MESSAGE)) : null;
}
