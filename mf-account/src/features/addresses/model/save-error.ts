import { isAxiosError } from 'axios';
import { bodyCode } from '@labmall/shared/api/envelope';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { ADDRESS_FIELDS, type AddressField } from './address-schema';

export interface SaveError {
  /** The field the server's 400 names, when it is one of the form's. */
  field?: AddressField;
  message: string;
}

// Longest first is not needed: \b keeps "cityCode" from matching inside another name.
const FIELD_NAME = new RegExp(`\\b(${ADDRESS_FIELDS.join('|')})\\b`);

/**
 * Where a refused save is shown. The server's 400 message names the offending field in the shopper's
 * language (e.g. `Field "mobile" …`, `字段 mobile …`), so it goes beside that field; anything else (409
 * addressLimit, 404, network) is shown for the whole form.
 */
export function saveErrorOf(error: unknown, fallback: string): SaveError {
  const message = apiErrorMessage(error, fallback);
  const body: unknown = isAxiosError(error) ? error.response?.data : error;
  if (bodyCode(body) !== 400) return { message };
  const field = FIELD_NAME.exec(message)?.[1] as AddressField | undefined;
  return field ? { field, message } : { message };
}
