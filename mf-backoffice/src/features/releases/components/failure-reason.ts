import { readFailure } from '../../../lib/api-failure';

/**
 * The server's message and, for a refused release step, its reason (`data.reason`: which gate or rule, in the
 * words of the check itself), so staff see why without opening a terminal.
 */
export function failureText(error: unknown, fallback: string): string {
  const body = (error as { data?: { reason?: unknown }; response?: { data?: { data?: { reason?: unknown } } } } | null);
  const reason = body?.data?.reason ?? body?.response?.data?.data?.reason;
  const message = readFailure(error, fallback).message;
  return typeof reason === 'string' && reason ? `${message}: ${reason}` : message;
}
