/**
 * A newer release of the API, made as a team makes one, in a second checkout of the repository (second-checkout.ts):
 * api/package.json's version bumped (what /health/ready names) and one expand-only migration, a nullable column on
 * `orders` and a table, which the previous release's code ignores (docs/upgrades.md). Committed, as a pipeline
 * would build it. The replicas of the rolling-upgrade scenario are started from here.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCommand } from './run-command';
import { makeSecondCheckout } from './second-checkout';

type Journal = { entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }> };

export type NewRelease = { dir: string; version: string; migration: string; how: string };

/** The probe column's name: the audit checks the old replica's orders went into a table that has it. */
export const PROBE_COLUMN = 'upgrade_note';

export async function makeNewRelease(dir: string, version: string): Promise<NewRelease> {
  const checkout = await makeSecondCheckout(dir);
  const packageFile = path.join(dir, 'api/package.json');
  writeFileSync(packageFile, readFileSync(packageFile, 'utf8').replace(/"version": "[^"]*"/, `"version": "${version}"`));

  const journalFile = path.join(dir, 'api/drizzle/meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const idx = journal.entries.length;
  const tag = `${String(idx).padStart(4, '0')}_rolling_upgrade_probe`;
  // drizzle applies a migration only if it is newer than the last one applied.
  const when = Math.max(Date.now(), ...journal.entries.map((entry) => entry.when)) + 1;
  journal.entries.push({ idx, version: '7', when, tag, breakpoints: true });
  writeFileSync(journalFile, `${JSON.stringify(journal, null, 2)}\n`);
  writeFileSync(
    path.join(dir, `api/drizzle/${tag}.sql`),
    [
      '-- Expand only: a nullable column and a new table, which the release before this one never reads or writes.',
      `ALTER TABLE "orders" ADD COLUMN "${PROBE_COLUMN}" text;`,
      `CREATE TABLE "release_notes" ("id" serial PRIMARY KEY NOT NULL, "release" text NOT NULL, "at" timestamp with time zone DEFAULT now() NOT NULL);`,
      `INSERT INTO "release_notes" ("release") VALUES ('${version}');`,
    ].join('--> statement-breakpoint\n'),
  );
  if (checkout.isGit) {
    const git = ['-C', dir, '-c', 'user.name=fault test', '-c', 'user.email=faults@labmall.invalid'];
    await runCommand('git', [...git, 'add', 'api/package.json', 'api/drizzle']);
    await runCommand('git', [...git, 'commit', '--quiet', '-m', `api ${version}: ${tag}`]);
  }
  return { dir, version, migration: tag, how: checkout.how };
}
