import type { MessageKey } from '../i18n/messages';

/**
 * An expected failure a service raises; the error handler turns it into the envelope with the message
 * in the request's language. `status` is both the HTTP status and the envelope code; `headers` go
 * on the response as they are (e.g. Retry-After of a 429).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly data: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'notFound');
