import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { migrationsFolder } from '../../db/types';

/** How many migrations this build ships (drizzle's journal), read once. */
let shipped: number | undefined;
function shippedMigrations(): number {
  shipped ??= (JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
  return shipped;
}

/**
 * Whether the database answers and holds every migration this build ships (drizzle records each applied one in
 * drizzle.__drizzle_migrations). A replica of a newer release must not take traffic before its migrations ran.
 */
export async function migrationsApplied(db: Db): Promise<{ applied: number; shipped: number }> {
  // Both drivers answer { rows } to execute().
  const result = (await db.execute(sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`)) as unknown as { rows: Array<{ applied: number }> };
  return { applied: Number(result.rows[0]?.applied ?? 0), shipped: shippedMigrations() };
}
