/** The first retry waits this long; each further one twice as long as the one before. */
export const FIRST_RETRY_MS = 30_000;
/** No wait is longer than this (an SMTP server down for a day is still retried every few hours). */
export const MAX_RETRY_MS = 4 * 3_600_000;

/** Exponential backoff after the `attempts`-th failed attempt: 30 s, 1 min, 2 min, … at most 4 h. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
