/** `npm run quotes -- …`: see quotes-main.ts. */
import { runCommandLine } from './cli/run-command-line';

process.exitCode = await runCommandLine('quotes', process.argv.slice(2));
