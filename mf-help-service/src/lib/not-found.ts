import { isHttpError } from '@labmall/shared/api/http-error';
import { bodyCode } from '@labmall/shared/api/envelope';
import { NOT_FOUND_MESSAGE, PageError } from '@labmall/shared/routing/page-error';

/** Rethrows a 404 answer as the page's PageError (the shell's 404 page, HTTP 404 on the server); anything else as it is. */
export function notFoundAsPageError(error: unknown): never {
  const status = isHttpError(error) ? error.response?.status : bodyCode(error);
  if (status === 404) throw new PageError(404, NOT_FOUND_MESSAGE);
  throw error;
}
