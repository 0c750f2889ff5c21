import type { MessageKey } from '../../i18n/messages';
import { AppError } from '../app-error';
import type { ThrottleStore } from './throttle-store';

/**
 * Counts one hit of `key` and refuses with a 429 (Retry-After in seconds, message `messageKey`) once the
 * window holds more than `max` hits. One place for the rule the help votes, forms and after-sales share.
 */
export async function enforceLimit(store: ThrottleStore, key: string, max: number, windowMs: number, messageKey: MessageKey): Promise<void> {
  const { count, retryAfterMs } = await store.hit(key, windowMs);
  if (count <= max) return;
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  throw new AppError(429, messageKey, { retryAfter: seconds }, { 'retry-after': String(seconds) });
}
