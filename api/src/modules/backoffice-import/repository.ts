import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { catalogueImports } from '../../db/schema/catalogue-imports';
import type { Db } from '../../db/types';


/** How long a checked import may wait for its apply. */
export const IMPORT_TTL_MS = 24 * 3_600_000;

/** A kept check; its plan (an ImportPlan) as gzipped JSON, made and read in heavy-work threads (check-file.ts, prepare-writes.ts). */
export type StoredImport = { id: string; actorId: number | null; fileName: string; refused: number; catalogueVersion: string; counts: Counts; planGz: Buffer };
export type NewImport = Omit<StoredImport, 'id'>;
export type Counts = { rows: number; create: number; update: number; unchanged: number };

/**
 * What the catalogue looks like, in one short string: counts and the newest edit of categories, brands, products
 * and SKUs. Every staff edit sets updated_at, so any of them changes it; sales and checkout stock do not (an
 * import's counted stock is applied as a relative movement, so it composes with them).
 */
export async function catalogueVersion(db: Db): Promise<string> {
  const result = (await db.execute(sql`SELECT concat_ws(':',
      (SELECT count(*) || '/' || coalesce(max(updated_at)::text, '') FROM categories),
      (SELECT count(*) || '/' || coalesce(max(updated_at)::text, '') FROM brands),
      (SELECT count(*) || '/' || coalesce(max(updated_at)::text, '') FROM products),
      (SELECT count(*) || '/' || coalesce(max(updated_at)::text, '') FROM product_skus)) AS version`)) as unknown as { rows: { version: string }[] };
  return result.rows[0]!.version;
}

/** Checked imports, kept in the database so that any replica can apply them. */
export function createImportRepository(db: Db) {
  return {
    async save(entry: NewImport, now = new Date()): Promise<string> {
      // Old checks nobody applied are dropped here, so the table never grows without bound.
      await db.delete(catalogueImports).where(lt(catalogueImports.expiresAt, now));
      const [row] = await db
        .insert(catalogueImports)
        .values({
          actorId: entry.actorId,
          fileName: entry.fileName,
          rows: entry.counts.rows,
          creates: entry.counts.create,
          updates: entry.counts.update,
          unchanged: entry.counts.unchanged,
          refused: entry.refused,
          catalogueVersion: entry.catalogueVersion,
          plan: entry.planGz,
          expiresAt: new Date(now.getTime() + IMPORT_TTL_MS),
        })
        .returning({ id: catalogueImports.id });
      return row!.id;
    },

    /**
     * Takes an unexpired import out of the table for its apply (inside the apply's transaction: `tx`); undefined
     * when there is none. The row lock makes a second apply of the same import wait, then find nothing: an import
     * is applied once however many clicks arrive together. A refused apply rolls back and leaves it in place.
     */
    async claim(tx: Db, id: string, now = new Date()): Promise<StoredImport | undefined> {
      const [row] = await tx
        .delete(catalogueImports)
        .where(and(eq(catalogueImports.id, id), gt(catalogueImports.expiresAt, now)))
        .returning();
      if (!row) return undefined;
      return {
        id: row.id,
        actorId: row.actorId,
        fileName: row.fileName,
        refused: row.refused,
        catalogueVersion: row.catalogueVersion,
        counts: { rows: row.rows, create: row.creates, update: row.updates, unchanged: row.unchanged },
        planGz: row.plan,
      };
    },
  };
}

export type ImportRepository = ReturnType<typeof createImportRepository>;
