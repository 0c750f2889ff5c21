import { isAxiosError } from 'axios';
import { bodyCode } from '@labmall/shared/api/envelope';
import { apiErrorMessage } from '@labmall/shared/api/error-message';

export interface Refusal<F extends string> {
  /** The form field the server's 400 names, when it names one of them. */
  field?: F;
  message: string;
}

/**
 * Where a refused save is shown. A 400's message names the offending field in the shopper's language
 * (`Field "mobile" …`, `字段 mobile …`), so it goes beside that field; anything else (wrong password, 5xx,
 * network) is shown for the whole form.
 */
export function refusalOf<F extends string>(error: unknown, fields: readonly F[], fallback: string): Refusal<F> {
  const message = apiErrorMessage(error, fallback);
  const body: unknown = isAxiosError(error) ? error.response?.data : error;
  if (bodyCode(body) !== 400) return { message };
  // \b keeps "mobile" from matching inside a longer name.
  const field = new RegExp(`\\b(${fields.join('|')})\\b`).exec(message)?.[1] as F | undefined;
  return field ? { field, message } : { message };
}
