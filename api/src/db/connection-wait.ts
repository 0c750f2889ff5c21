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

/**
 * The database cannot be reached or is going away (restarting, failing over): a connection refused, cut or that
 * found no route to the host (a socket timeout, an unreachable host or network), or PostgreSQL's own "shutting down" /
 * "starting up" (SQLSTATE 57P01–57P03). Like a full pool, a state that passes: answered 503 with Retry-After, so
 * clients and the balancer retry instead of reporting a bug.
 */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', '57P01', '57P02', '57P03']);
const UNREACHABLE_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
]);

export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if ((typeof code === 'string' && UNREACHABLE_CODES.has(code)) || UNREACHABLE_MESSAGES.has(current.message)) return true;
  }
  return false;
}

/**
 * No answer could come from the database now — unreachable, or no connection within DATABASE_POOL_WAIT — as opposed
 * to an answer that is an error (a constraint, a bad query, a row not found). The errors the error plugin answers
 * 503 with Retry-After, and the only ones a cached read may answer from its copy past the TTL (stale-if-error).
 */
export function cannotReachDatabase(error: unknown): boolean {
  return isConnectionWaitTimeout(error) || isDatabaseUnreachable(error);
}
