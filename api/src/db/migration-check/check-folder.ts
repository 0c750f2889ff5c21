/**
 * The expand/contract check over a migrations folder (api/drizzle): each migration against the snapshot of the one
 * before it (the previous release's schema) and its own. `npm run check:migrations` prints what it refuses; the
 * test beside this file runs it in `npm test`, so CI refuses such a migration.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkMigration, type Refusal, type Snapshot } from './expand-contract';

/**
 * Migrations written before rolling upgrades existed (issue 31), each with why it broke the rule then. A shop
 * upgrading across one of them stops every replica of the old release before starting the new one.
 */
export const BEFORE_ROLLING_UPGRADES: Record<string, string> = {
  '0028_listed_price_without_stock':
    'products.in_stock was dropped in the release that stopped reading it (it made two checkouts wait on each other); ' +
    'an upgrade from a release before 0028 must stop every replica first',
};

type Journal = { entries: Array<{ idx: number; tag: string }> };

export type MigrationRefusal = Refusal & { migration: string };

export function checkMigrationsFolder(folder: string, known: Record<string, string> = BEFORE_ROLLING_UPGRADES): MigrationRefusal[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal;
  const snapshot = (idx: number) => JSON.parse(readFileSync(path.join(folder, `meta/${String(idx).padStart(4, '0')}_snapshot.json`), 'utf8')) as Snapshot;
  const refusals: MigrationRefusal[] = [];
  // The first migration has no release before it.
  for (const { idx, tag } of journal.entries.filter((entry) => entry.idx > 0)) {
    if (known[tag]) continue;
    const sqlText = readFileSync(path.join(folder, `${tag}.sql`), 'utf8');
    for (const refusal of checkMigration(sqlText, snapshot(idx - 1), snapshot(idx))) refusals.push({ migration: tag, ...refusal });
  }
  return refusals;
}

export const describeRefusal = (r: MigrationRefusal) =>
  `${r.migration}: ${r.reason}: ${r.object}\n    ${r.statement}\n    (docs/upgrades.md: contract one release later, or state "-- contract: ${r.object} unused since <release>")`;
