import { apiGet } from '@labmall/shared/api/lazy-client';
import { isHttpError } from '@labmall/shared/api/http-error';
import { bodyCode } from '@labmall/shared/api/envelope';
import type { Query } from '@labmall/shared/data/query';
import type { Certificate } from './safety-types';

/**
 * GET /api/safety/certificate: the CoA of a lot, or null when no lot has that number (a 404 is an answer
 * here, not a broken page: the finder says so and stays usable). The server normalises case and spaces.
 */
export async function getCertificate(lot: string, signal?: AbortSignal): Promise<Certificate | null> {
  try {
    const body = await apiGet<Certificate>('/api/safety/certificate', { lot }, signal ? { signal } : undefined);
    return body.data;
  } catch (error) {
    if ((isHttpError(error) ? error.response?.status : bodyCode(error)) === 404) return null;
    throw error;
  }
}

export const certificateQuery = (lot: string): Query<Certificate | null> => ({
  key: `certificate|${lot}`,
  load: (signal) => getCertificate(lot, signal),
});
