import { and, count, desc, eq, gt, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema/products';
import type { RegulatedClass } from '../../db/schema/regulated-chemicals';
import { quotations, type QuotationLine, type QuotationStatus } from '../../db/schema/quotations';
import type { Db } from '../../db/types';
import { chinaDate } from '../orders/order-number';

export type QuotationRow = typeof quotations.$inferSelect;

/**
 * Rows of one status as the buyer sees it: a quoted row past its validity reads as expired
 * (quotation-view.ts effectiveStatus), so the two filters split on valid_until at `now`.
 */
export function statusFilter(status: QuotationStatus, now: Date): SQL {
  if (status === 'quoted') return and(eq(quotations.status, 'quoted'), gt(quotations.validUntil, now))!;
  if (status === 'expired') return or(eq(quotations.status, 'expired'), and(eq(quotations.status, 'quoted'), lte(quotations.validUntil, now)))!;
  return eq(quotations.status, status);
}

export type NewQuotation = Pick<QuotationRow, 'userId' | 'institution' | 'deliveryCity' | 'wantedDate' | 'invoice' | 'note'> & { lines: QuotationLine[] };

export function createQuotationRepository(db: Db) {
  return {
    /** The regulated class of each of these products that has one (a quotation's lines, for its detail). */
    async regulatedClasses(productIds: number[]): Promise<Map<number, RegulatedClass>> {
      const ids = [...new Set(productIds)];
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: products.id, regulatedClass: products.regulatedClass })
        .from(products)
        .where(and(inArray(products.id, ids), isNotNull(products.regulatedClass)));
      return new Map(rows.map((r) => [r.id, r.regulatedClass!]));
    },

    /** QT + the China date + the next quotation_no_seq value (at least 5 digits), e.g. QT2026112500042. */
    async insert(row: NewQuotation, now: Date): Promise<QuotationRow> {
      // lpad cuts a longer string: pad to 5 only, so 100000 and beyond keep all their digits.
      const quoteNo = sql<string>`${`QT${chinaDate(now)}`} || (SELECT lpad(n, greatest(5, length(n)), '0') FROM (SELECT nextval('quotation_no_seq')::text AS n) AS next)`;
      const [created] = await db.insert(quotations).values({ ...row, quoteNo, createdAt: now }).returning();
      return created!;
    },

    /** `userId` null: any owner (staff). `lock`: FOR UPDATE, inside a transaction. */
    async byNo(quoteNo: string, userId: number | null, lock = false): Promise<QuotationRow | undefined> {
      const where = userId === null ? eq(quotations.quoteNo, quoteNo) : and(eq(quotations.quoteNo, quoteNo), eq(quotations.userId, userId));
      const query = db.select().from(quotations).where(where);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async page(filter: { userId: number | null; status?: QuotationStatus; now: Date; page: number; pageSize: number }) {
      const where = and(
        filter.userId === null ? undefined : eq(quotations.userId, filter.userId),
        filter.status ? statusFilter(filter.status, filter.now) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db.select().from(quotations).where(where).orderBy(desc(quotations.createdAt), desc(quotations.id))
          .limit(filter.pageSize).offset((filter.page - 1) * filter.pageSize),
        db.select({ n: count() }).from(quotations).where(where),
      ]);
      return { rows, total: total!.n };
    },

    /** Moves a row only if it still has status `from` (a conditional update: of two racing moves one wins). */
    async move(id: number, from: QuotationStatus, set: Partial<typeof quotations.$inferInsert>): Promise<boolean> {
      const moved = await db.update(quotations).set(set).where(and(eq(quotations.id, id), eq(quotations.status, from))).returning({ id: quotations.id });
      return moved.length === 1;
    },
  };
}
