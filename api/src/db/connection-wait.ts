/**
 * pg-pool's two errors for "no connection within connectionTimeoutMillis" (DATABASE_POOL_WAIT): every pooled
 * connection stayed busy, or a new one took that long to open. pg-pool gives them no code, so the message is all
 * there is; connection-wait.test.ts provokes both from the real pg-pool, so an upgrade that renames them fails it.
 */
const NO_CONNECTION_IN_TIME = new Set(['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout']);

/** How long a client is asked to wait before it retries (Retry-After, seconds). */
export const POOL_BUSY_RETRY_AFTER_S = 2;

/** Whether `error` (or an error it wraps: drizzle puts the driver's in `cause`) is a connection wait that ran out. */
export function isConnectionWaitTimeout(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (NO_CONNECTION_IN_TIME.has(current.message)) return true;
  }
  return false;
}
