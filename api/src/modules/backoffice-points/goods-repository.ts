import { and, asc, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { pointsCategories, pointsProducts, type PointsProductRow } from '../../db/schema/points-mall';
import { couponTemplates } from '../../db/schema/promotions';
import type { Db } from '../../db/types';
import { atVersion, nextVersion, versionOf } from '../backoffice-catalogue/version';
import type { GoodsListInput } from './goods-schemas';

/** What goods/save writes: everything but stock, which only moves through the ledger (stock.ts). */
export type GoodsFields = Omit<typeof pointsProducts.$inferInsert, 'id' | 'stock' | 'createdAt' | 'updatedAt'>;

const escaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');
const written = { id: pointsProducts.id, version: versionOf(pointsProducts.updatedAt) };
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function createGoodsRepository(db: Db) {
  return {
    /** The console's list: filtered, sorted and paged in the database. */
    async list(input: GoodsListInput) {
      const conditions: SQL[] = [];
      if (input.onSale !== undefined) conditions.push(eq(pointsProducts.onSale, input.onSale));
      if (input.q) {
        const part = `%${escaped(input.q)}%`;
        conditions.push(or(sql`${pointsProducts.code} ILIKE ${part} ESCAPE '\\'`, sql`${pointsProducts.name}::text ILIKE ${part} ESCAPE '\\'`)!);
      }
      const where = and(...conditions);
      const direction = input.order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: pointsProducts.id, code: pointsProducts.code, kind: pointsProducts.kind, name: pointsProducts.name, points: pointsProducts.points,
            stock: pointsProducts.stock, perAccountLimit: pointsProducts.perAccountLimit, onSale: pointsProducts.onSale,
            featured: pointsProducts.featured, version: versionOf(pointsProducts.updatedAt),
          })
          .from(pointsProducts)
          .where(where)
          .orderBy(direction(pointsProducts[input.sort]), direction(pointsProducts.id))
          .limit(input.pageSize)
          .offset((input.page - 1) * input.pageSize),
        db.select({ n: count() }).from(pointsProducts).where(where),
      ]);
      return { items: rows, total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
    },

    async find(id: number): Promise<{ row: PointsProductRow; version: string } | undefined> {
      const [row] = await db.select({ row: pointsProducts, version: versionOf(pointsProducts.updatedAt) }).from(pointsProducts).where(eq(pointsProducts.id, id));
      return row;
    },

    detailOf: ({ row, version }: { row: PointsProductRow; version: string }) => {
      const { createdAt: _c, updatedAt: _u, ...rest } = row;
      return { ...rest, availableFrom: iso(row.availableFrom), availableTo: iso(row.availableTo), version };
    },

    async options() {
      const [categories, coupons] = await Promise.all([
        db.select({ id: pointsCategories.id, name: pointsCategories.name }).from(pointsCategories).orderBy(asc(pointsCategories.sort), asc(pointsCategories.id)),
        db.select({ id: couponTemplates.id, name: couponTemplates.name }).from(couponTemplates).orderBy(asc(couponTemplates.id)),
      ]);
      return { categories, couponTemplates: coupons };
    },

    async references(categoryId: number, couponTemplateId: number | null): Promise<boolean> {
      const [category] = await db.select({ id: pointsCategories.id }).from(pointsCategories).where(eq(pointsCategories.id, categoryId));
      if (!category || couponTemplateId === null) return category !== undefined;
      const [template] = await db.select({ id: couponTemplates.id }).from(couponTemplates).where(eq(couponTemplates.id, couponTemplateId));
      return template !== undefined;
    },

    async codeTaken(code: string, exceptId?: number): Promise<boolean> {
      const others = exceptId === undefined ? eq(pointsProducts.code, code) : and(eq(pointsProducts.code, code), ne(pointsProducts.id, exceptId));
      const [row] = await db.select({ id: pointsProducts.id }).from(pointsProducts).where(others).limit(1);
      return row !== undefined;
    },

    /** New goods hold no stock: units arrive with a `received` adjustment. */
    async insert(fields: GoodsFields) {
      const [row] = await db.insert(pointsProducts).values({ ...fields, stock: 0 }).returning(written);
      return row!;
    },

    /** Undefined when the good is no longer at `version`. */
    async update(id: number, version: string, fields: GoodsFields) {
      const [row] = await db
        .update(pointsProducts)
        .set({ ...fields, updatedAt: nextVersion(pointsProducts.updatedAt) })
        .where(and(eq(pointsProducts.id, id), atVersion(pointsProducts.updatedAt, version)))
        .returning(written);
      return row;
    },
  };
}
