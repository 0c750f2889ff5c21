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

/** The order an earlier request with this key created, with that request's body hash. */
export async function findRequest(db: Db, userId: number, key: string) {
  const [row] = await db
    .select({ orderId: orderRequests.orderId, hash: orderRequests.requestHash })
    .from(orderRequests)
    .where(and(eq(orderRequests.userId, userId), eq(orderRequests.key, key)));
  return row;
}
