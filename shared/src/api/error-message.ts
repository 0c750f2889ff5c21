import { isHttpError } from '@labmall/shared/api/http-error';

function messageOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { message } = value as { message?: unknown };
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/**
 * The text to show for a rejected API call. The client rejects with the envelope itself for a refused body
 * code and with an AxiosError for HTTP and network failures (spec §8); callers should not need to know which.
 * The server's message is already in the request's language (Accept-Language); `fallback` covers the rest.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (isHttpError(error)) return messageOf(error.response?.data) ?? fallback;
  return messageOf(error) ?? fallback;
}
