import { and, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { products } from '../../db/schema/products';
import { orderEndUse, regulatedClasses, type RegulatedClass } from '../../db/schema/regulated-chemicals';
import type { Db } from '../../db/types';
import { chinaDay } from '../backoffice-orders/china-day';
import { membershipOf } from '../lab-groups/access';
import { regulatedError } from './errors';
import { currentPermits } from './verification-repository';

export const END_USE_MIN = 10;
export const END_USE_MAX = 500;

/** The checkout's `endUse` field: optional in the body, required (10–500 characters) when the order holds a regulated product. */
export const endUseField = z.string().trim().max(END_USE_MAX).optional();

export type RegulatedCheck = {
  userId: number;
  /** The order's lab group; null or undefined for a personal order. */
  labGroupId: number | null | undefined;
  /**
   * The order's lines. Priced lines carry the product's `regulatedClass` already (promotions/order-lines.ts reads it
   * with the price): then nothing is read again; lines without it (a stored request's) are looked up.
   */
  lines: ReadonlyArray<{ productId: number; quantity: number; regulatedClass?: RegulatedClass | null }>;
  endUse: string | null | undefined;
  now: Date;
};

/** What a checkout passes on to `recordEndUse`: the regulated lines' classes and the declaration (null when none is regulated). */
export type RegulatedVerdict = { regulated: Array<{ productId: number; regulatedClass: RegulatedClass }>; endUse: string | null };

/**
 * The checkout rule of regulated chemicals (docs/regulated-chemicals.md "Checkout"): an order holding a regulated
 * product must be a group order, the group verified, a permit of each class it holds valid on today's China date,
 * and an end-use declaration given. Refuses with an AppError carrying a stable `data.reason`; an order with no
 * regulated product passes untouched (its `endUse` is ignored). Pass the order's transaction as `db` to read the
 * permits in it.
 */
export async function assertRegulatedAllowed(db: Db, input: RegulatedCheck): Promise<RegulatedVerdict> {
  const regulated = await regulatedLinesOf(db, input.lines);
  if (regulated.length === 0) return { regulated: [], endUse: null };
  const productIds = regulated.map((row) => row.productId);

  if (!input.labGroupId) throw regulatedError(403, 'regulatedNeedsGroup', 'REGULATED_NEEDS_GROUP', { productIds });
  // A group the buyer does not belong to is answered as the lab groups answer it: as if it did not exist.
  await membershipOf(db, input.labGroupId, input.userId);
  const permits = await currentPermits(db, input.labGroupId);
  if (!permits) throw regulatedError(403, 'regulatedGroupUnverified', 'REGULATED_GROUP_UNVERIFIED', { productIds });

  const today = chinaDay(input.now);
  const needed = regulatedClasses.filter((c) => regulated.some((row) => row.regulatedClass === c));
  for (const regulatedClass of needed) {
    const permit = permits.find((p) => p.class === regulatedClass);
    // A permit is valid through its expiry date, China time.
    if (!permit || permit.expiresOn < today) {
      throw regulatedError(403, 'regulatedPermitMissing', 'REGULATED_PERMIT_MISSING', {
        class: regulatedClass,
        expiresOn: permit?.expiresOn ?? null,
        productIds: regulated.filter((row) => row.regulatedClass === regulatedClass).map((row) => row.productId),
      });
    }
  }

  const endUse = input.endUse?.trim() ?? '';
  if (endUse.length < END_USE_MIN || endUse.length > END_USE_MAX) {
    throw regulatedError(400, 'endUseRequired', 'END_USE_REQUIRED', { min: END_USE_MIN, max: END_USE_MAX });
  }
  return { regulated, endUse };
}

/** The regulated products among `lines` (each once), from the lines when they carry their class, else from the products. */
async function regulatedLinesOf(db: Db, lines: RegulatedCheck['lines']): Promise<RegulatedVerdict['regulated']> {
  const known = lines.every((line) => line.regulatedClass !== undefined);
  const rows = known
    ? lines.flatMap((line) => (line.regulatedClass ? [{ productId: line.productId, regulatedClass: line.regulatedClass }] : []))
    : lines.length === 0
      ? []
      : await db
          .select({ productId: products.id, regulatedClass: products.regulatedClass })
          .from(products)
          .where(and(inArray(products.id, [...new Set(lines.map((line) => line.productId))]), isNotNull(products.regulatedClass)));
  const byProduct = new Map(rows.map((row) => [row.productId, row.regulatedClass!]));
  return [...byProduct].map(([productId, regulatedClass]) => ({ productId, regulatedClass }));
}

/**
 * Stores an order's end-use declaration; call it in the transaction that writes the order. The first declaration of
 * an order stays: a replayed checkout (same Idempotency-Key, same order) does not change what was declared.
 */
export async function recordEndUse(tx: Db, orderId: number, endUse: string): Promise<void> {
  await tx.insert(orderEndUse).values({ orderId, endUse: endUse.trim() }).onConflictDoNothing({ target: orderEndUse.orderId });
}
