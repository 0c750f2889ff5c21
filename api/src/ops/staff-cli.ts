/** `npm run staff -- …`: see staff-main.ts. */
import { runCommandLine } from './cli/run-command-line';

process.exitCode = await runCommandLine('staff', process.argv.slice(2));
