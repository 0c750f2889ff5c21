import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { isHttpError } from '@labmall/shared/api/http-error';

/** A refused or failed call as the console shows it: the server's message (in the user's language) and its status. */
export interface ApiFailure {
  status: number | undefined;
  message: string;
  /** The field a 400 names (`Missing required field "name.en"` → `name.en`), to show the message beside it. */
  field?: string;
  /** The refusal's stable `data.reason` (e.g. `TERMS_GROUP_UNVERIFIED`), for a page that offers a way out of it. */
  reason?: string;
}

/** `data.reason` of the answer, whether the call was refused by its HTTP status or by the envelope's code. */
function reasonOf(error: unknown): string | undefined {
  const body = isHttpError(error) ? error.response?.data : error;
  const reason = (body as { data?: { reason?: unknown } | null } | null | undefined)?.data?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

function statusOf(error: unknown): number | undefined {
  if (isHttpError(error)) return error.response?.status;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The field a validation message names (api/src/plugins/validation-message.ts): English quotes it
 * (`Missing required field "name.en"`), the other languages do not (`缺少必填字段 name.en`), so it is also looked
 * for among the form's own field paths, the longest first (`name.en` before `name`).
 */
export function fieldOf(message: string, known: string[] = []): string | undefined {
  const quoted = /"([A-Za-z0-9_.]+)"/.exec(message)?.[1];
  if (quoted) return quoted;
  return [...known].sort((a, b) => b.length - a.length)
    .find((path) => new RegExp(`(^|[^A-Za-z0-9_.])${escape(path)}($|[^A-Za-z0-9_.]|\\.(?![A-Za-z0-9_]))`).test(message));
}

/** A failed call read for the page; `fields` are the form's field paths, to find the one a 400 names. */
export function readFailure(error: unknown, fallback: string, fields: string[] = []): ApiFailure {
  const status = statusOf(error);
  const message = apiErrorMessage(error, fallback);
  const field = status === 400 ? fieldOf(message, fields) : undefined;
  const reason = reasonOf(error);
  return { status, message, ...(field ? { field } : {}), ...(reason ? { reason } : {}) };
}
