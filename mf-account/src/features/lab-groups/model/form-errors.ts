import type { z } from 'zod/mini';

/** The first message of each invalid field of a failed zod check, keyed by the field's top-level name. */
export function firstErrors<F extends string>(error: z.core.$ZodError): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
