/**
 * `npm run check:migrations`: the expand/contract check of api/drizzle (docs/upgrades.md), before a commit; the
 * same check runs in `npm test` (expand-contract.test.ts). Exit 1 when a migration is refused.
 */
import { migrationsFolder } from '../types';
import { checkMigrationsFolder, describeRefusal } from './check-folder';

const refusals = checkMigrationsFolder(migrationsFolder);
for (const refusal of refusals) console.error(describeRefusal(refusal));
console.log(refusals.length ? `check:migrations: ${refusals.length} refused` : 'check:migrations: every migration keeps what the previous release uses');
process.exit(refusals.length ? 1 : 0);
