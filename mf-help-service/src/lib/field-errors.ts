import { bodyCode } from '@labmall/shared/api/envelope';
import { isHttpError } from '@labmall/shared/api/http-error';

/** One refused field of a 400 answer (forms and after-sales requests answer alike). */
type FieldError = { field: string; message: string };

/** The per-field messages of a 400 answer (`data.errors`), keyed by field name; empty for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const body = isHttpError(error) ? error.response?.data : error;
  if (bodyCode(body) !== 400) return {};
  const errors = (body as { data?: { errors?: FieldError[] } }).data?.errors;
  if (!Array.isArray(errors)) return {};
  const byField: Record<string, string> = {};
  for (const e of errors) byField[e.field] ??= e.message;
  return byField;
}
