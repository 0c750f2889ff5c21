/**
 * `npm run backup [-- --to <folder>]`: one archive of everything the shop needs to come back, written to BACKUP_DIR
 * (default: `backups` beside DATA_DIR) or <folder> (docs/operations.md "Backups"). On PostgreSQL the command line
 * runs pg_dump itself; on the embedded database it runs inside the running shop (cli/run-command-line.ts), which
 * holds the data directory, or opens it when no shop runs. Prints the archive's path; its size and time on stderr.
 */
import path from 'node:path';
import type { CliMain } from './cli/context';
import { recordedBackup } from './backup/runs';

const USAGE = 'usage: npm run backup [-- --to <folder>]';

class UsageError extends Error {}

export const backupErrors = [UsageError];

export const backupMain: CliMain = async (argv, { io, withDatabase, cwd }) => {
  const to = argv[0] === '--to' && argv[1] && argv.length === 2 ? path.resolve(cwd, argv[1]) : undefined;
  if (argv.length > 0 && !to) throw new UsageError(USAGE);
  const result = await withDatabase((db, config) => recordedBackup(db, config, 'cli', { to }));
  io.log(result.file);
  const megabytes = (result.size / 1024 / 1024).toFixed(1);
  io.error(`backup written in ${result.seconds.toFixed(1)} s: ${megabytes} MB, ${result.manifest.files.length} files, ${result.manifest.database.kind} database at migration ${result.manifest.database.migrations}`);
  return 0;
};
