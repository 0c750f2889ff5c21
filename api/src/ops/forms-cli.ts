/** `npm run forms -- …`: see forms-main.ts. */
import { runCommandLine } from './cli/run-command-line';

process.exitCode = await runCommandLine('forms', process.argv.slice(2));
