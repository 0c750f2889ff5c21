/** Every shop API response (DESIGN §5): `{ code, message, data }`; a few calls add top-level fields. */
export interface ApiEnvelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** Spec §7: cart responses also carry a success flag. */
export type CartEnvelope<T = unknown> = ApiEnvelope<T> & { success: boolean };

/** Login and refresh return the tokens at the top level (DESIGN §5). */
export type TokenEnvelope = ApiEnvelope<unknown> & { token?: string; refresh_token?: string };

export const CODE_OK = 200;
/** "Done, with items that could not be processed" (DESIGN §5); the caller shows those items. */
export const CODE_PARTIAL = -1007;
export const CODE_UNAUTHORIZED = 401;
export const CODE_SERVER_ERROR = 500;
export const BUSINESS_FAILED = 'Business Failed';

export function bodyCode(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { code } = body as { code?: unknown };
  return typeof code === 'number' ? code : undefined;
}

/**
 * Spec §8: the bodies of a successful HTTP response that the caller gets as a normal result. Everything else
 * (including a body without a numeric code) is rejected with the body.
 */
export function isPassThrough(body: unknown): boolean {
  const code = bodyCode(body);
  if (code === CODE_OK || code === CODE_PARTIAL) return true;
  return code === CODE_SERVER_ERROR && (body as { message?: unknown }).message === BUSINESS_FAILED;
}
