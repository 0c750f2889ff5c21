/** `npm run content -- …`: see content-main.ts. */
import { runCommandLine } from './cli/run-command-line';

process.exitCode = await runCommandLine('content', process.argv.slice(2));
