import { isHttpError } from '@labmall/shared/api/http-error';
import type { ImportRowError } from '../api/lab-list-types';

/**
 * The bad rows of a refused import (400 with `data.errors`), whether the client rejected with the envelope or
 * with the HTTP error carrying it; [] for any other failure (then the message alone is shown).
 */
export function importErrorsOf(error: unknown): ImportRowError[] {
  const body = isHttpError(error) ? error.response?.data : error;
  const errors = (body as { data?: { errors?: unknown } } | null | undefined)?.data?.errors;
  return Array.isArray(errors) ? (errors as ImportRowError[]).filter((e) => typeof e?.line === 'number' && typeof e.message === 'string') : [];
}
