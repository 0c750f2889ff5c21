/** `npm run retention`: see retention-main.ts. */
import { runCommandLine } from './cli/run-command-line';

process.exitCode = await runCommandLine('retention', process.argv.slice(2));
