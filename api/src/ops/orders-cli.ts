/** `npm run orders -- …`: see orders-main.ts. */
import { runCommandLine } from './cli/run-command-line';

process.exitCode = await runCommandLine('orders', process.argv.slice(2));
