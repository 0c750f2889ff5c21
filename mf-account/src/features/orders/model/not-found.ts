import { isAxiosError } from 'axios';
import { bodyCode } from '@labmall/shared/api/envelope';

/**
 * True when the server says the order is not there: HTTP 404 (unknown, or someone else's order — the API
 * answers both alike) or 400 (a number the API refuses to look up). Network and server failures are not.
 */
export function isOrderNotFound(error: unknown): boolean {
  const body: unknown = isAxiosError(error) ? error.response?.data : error;
  const status = isAxiosError(error) ? error.response?.status : undefined;
  const code = bodyCode(body) ?? status;
  return code === 404 || code === 400;
}
