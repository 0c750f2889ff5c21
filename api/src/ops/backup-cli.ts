/** `npm run backup -- …`: see backup-main.ts. */
import { runCommandLine } from './cli/run-command-line';

process.exitCode = await runCommandLine('backup', process.argv.slice(2));
