import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/** The hidden field a page without JavaScript sends: where to go back to with the outcome. */
export const RETURN_FIELD = '_returnTo';
/** Only the shop's own mobile form page, with its language prefix: never a redirect elsewhere. */
const RETURN_PATH = /^\/[a-z]{2}\/m\/form\?[\w=&%.-]{1,300}$/;

/** What the page is told about a refusal (it shows its own text for it): the kind, and the first field refused. */
const outcomeOf = (error: unknown): Record<string, string> => {
  if (!(error instanceof AppError)) throw error;
  if (error.key === 'formInvalid') {
    const first = (error.data as { errors?: Array<{ field: string }> } | null)?.errors?.[0]?.field ?? '';
    return { failed: 'invalid', ...(first ? { field: first } : {}) };
  }
  if (error.key === 'formClosed') return { failed: 'closed' };
  if (error.key === 'tooManySubmissions') return { failed: 'busy' };
  return { failed: 'error' };
};

/**
 * A form posted by the browser itself (the mobile form page without JavaScript): it asked for a page (Accept:
 * text/html) and named a return path, so the outcome is a 303 back to that page (`sent=1`, or `failed=` and
 * `field=`) instead of JSON it could not show. `null` when the call is the script's own (JSON answer as before).
 */
export function nativeReturn(request: FastifyRequest, values: Record<string, unknown>): string | null {
  const returnTo = values[RETURN_FIELD];
  delete values[RETURN_FIELD];
  const wantsPage = /\btext\/html\b/.test(request.headers.accept ?? '');
  return wantsPage && typeof returnTo === 'string' && RETURN_PATH.test(returnTo) ? returnTo : null;
}

/** Runs the submission and answers the native post with a 303 to `returnTo` and its outcome. */
export async function answerNative(reply: FastifyReply, returnTo: string, submit: () => Promise<unknown>) {
  const target = new URL(returnTo, 'http://shop.invalid');
  for (const key of ['sent', 'failed', 'field']) target.searchParams.delete(key);
  let outcome: Record<string, string>;
  try {
    await submit();
    outcome = { sent: '1' };
  } catch (error) {
    outcome = outcomeOf(error);
  }
  for (const [key, value] of Object.entries(outcome)) target.searchParams.set(key, value);
  return reply.code(303).header('cache-control', 'no-store').redirect(`${target.pathname}${target.search}`, 303);
}
