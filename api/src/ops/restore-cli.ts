/**
 * `npm run restore <archive>`: brings a backup back into the empty DATA_DIR, or the empty database at DATABASE_URL,
 * that the environment names (backup/restore-backup.ts). It refuses a damaged archive, a target that holds data and
 * a data directory a shop is running on; then nothing has been written. Never runs inside a shop.
 */
import { loadConfig, ConfigError } from '../config';
import { restoreBackup, RestoreRefused } from './backup/restore-backup';

const [archive, ...rest] = process.argv.slice(2);
if (!archive || rest.length > 0) {
  console.error('usage: npm run restore <archive.tar.gz>   (into the empty DATA_DIR, or DATABASE_URL, of this environment)');
  process.exit(2);
}
try {
  const config = loadConfig(process.env);
  const { manifest, seconds } = await restoreBackup(archive, config);
  const target = manifest.database.kind === 'postgres' ? 'the database at DATABASE_URL' : `DATA_DIR ${config.dataDir}`;
  console.log(`restored ${archive} (taken ${manifest.createdAt} by ${manifest.app.version}${manifest.app.commit ? ` at ${manifest.app.commit.slice(0, 12)}` : ''}) into ${target} in ${seconds.toFixed(1)} s`);
} catch (error) {
  if (!(error instanceof RestoreRefused || error instanceof ConfigError)) throw error;
  console.error(`npm run restore refused: ${error.message}`);
  process.exit(1);
}
