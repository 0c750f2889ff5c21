import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { orderRequests } from '../../db/schema/orders';
import type { Db } from '../../db/types';

/** The body as canonical JSON (object keys sorted, arrays in order), hashed: equal bodies, equal hashes. */
export function requestHash(body: unknown): string {
  const canonical = JSON.stringify(body, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/** Thrown inside the create transaction when another request already holds the key: roll back, then replay. */
export class KeyTaken extends Error {
  constructor() {
    super('idempotency key already used');
    this.name = 'KeyTaken';
  }
}

/**
 * Records the key for this order. A racing request with the same key blocks on the primary key until
 * the first transaction ends; if that one committed, nothing is inserted here and KeyTaken rolls this
 * attempt back (its order, stock and coupon with it).
 */
export async function claimRequestKey(tx: Db, claim: { userId: number; key: string; hash: string; orderId: number }): Promise<void> {
  const inserted = await tx
    .insert(orderRequests)
    .values({ userId: claim.userId, key: claim.key, requestHash: claim.hash, orderId: claim.orderId })
    .onConflictDoNothing()
    .returning({ orderId: orderRequests.orderId });
  if (inserted.length === 0) throw new KeyTaken();
}

/** The order an earlier request with this key created, with that request's body hash. */
export async function findRequest(db: Db, userId: number, key: string) {
  const [row] = await db
    .select({ orderId: orderRequests.orderId, hash: orderRequests.requestHash })
    .from(orderRequests)
    .where(and(eq(orderRequests.userId, userId), eq(orderRequests.key, key)));
  return row;
}
