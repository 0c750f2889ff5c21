import type { Db } from '../../db/types';
import { invalidateCatalogue } from '../../lib/response-cache';

/**
 * A staff write a shopper can see: one transaction (the change and its audit row commit together), then every
 * cached catalogue answer and server-rendered page of every replica is dropped, so the product page shows it at once.
 */
export async function catalogueWrite<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const result = await db.transaction((tx) => work(tx));
  invalidateCatalogue();
  return result;
}

type PgError = { code?: string; constraint?: string; cause?: unknown };

/** The PostgreSQL error behind `error` (drizzle wraps the driver's error in its own, as `cause`). */
function pgError(error: unknown): PgError | undefined {
  let e = error as PgError | undefined;
  for (let depth = 0; e && depth < 3; depth += 1) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    e = e.cause as PgError | undefined;
  }
  return undefined;
}

/** A unique_violation (of `constraint` when given): the race a check before the write could not rule out. */
export const isUniqueViolation = (error: unknown, constraint?: string) => {
  const e = pgError(error);
  return e?.code === '23505' && (constraint === undefined || e.constraint === constraint);
};

/** A foreign_key_violation: a row referred to (or referring) changed meanwhile. */
export const isForeignKeyViolation = (error: unknown) => pgError(error)?.code === '23503';
