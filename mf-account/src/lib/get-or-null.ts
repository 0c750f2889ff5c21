import { isAxiosError } from 'axios';
import { apiGet } from '@labmall/shared/api/client';
import { bodyCode, CODE_OK } from '@labmall/shared/api/envelope';

/**
 * GET one record of the shopper's (an order, a quotation); null on a 404, which the API also answers for someone
 * else's record so that it cannot be told from a missing one. A body without data rejects with it.
 */
export async function getOrNull<T>(url: string, params: Record<string, string | number>, signal?: AbortSignal): Promise<T | null> {
  try {
    const body = await apiGet<T>(url, params, { signal });
    if (body.code !== CODE_OK || !body.data) throw body;
    return body.data;
  } catch (error) {
    const status = isAxiosError(error) ? error.response?.status : bodyCode(error);
    if (status === 404) return null;
    throw error;
  }
}
