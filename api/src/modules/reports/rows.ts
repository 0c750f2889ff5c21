import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';

/** Rows of a raw query (both drivers answer `{ rows }`), numbers from PostgreSQL's bigint/numeric text made numbers. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Fen (integer, as stored) → yuan with two decimals, as the console shows money. */
export const yuan = (fen: number | string | null | undefined) => Math.round(Number(fen ?? 0)) / 100;

export const num = (value: number | string | null | undefined) => Number(value ?? 0);

/** A / b rounded to 4 decimals; 0 when b is 0. */
export const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 10_000 : 0);
