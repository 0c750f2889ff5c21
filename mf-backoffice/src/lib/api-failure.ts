import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { isHttpError } from '@labmall/shared/api/http-error';

/** A refused or failed call as the console shows it: the server's message (in the user's language) and its status. */
export interface ApiFailure {
  status: number | undefined;
  message: string;
  /** The field a 400 names (`Missing required field "name.en"` → `name.en`), to show the message beside it. */
  field?: string;
}

function statusOf(error: unknown): number | undefined {
  if (isHttpError(error)) return error.response?.status;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

/** The field a validation message names: the API quotes it (api/src/plugins/validation-message.ts). */
export function fieldOf(message: string): string | undefined {
  return /"([A-Za-z0-9_.]+)"/.exec(message)?.[1];
}

export function readFailure(error: unknown, fallback: string): ApiFailure {
  const status = statusOf(error);
  const message = apiErrorMessage(error, fallback);
  const field = status === 400 ? fieldOf(message) : undefined;
  return { status, message, ...(field ? { field } : {}) };
}
