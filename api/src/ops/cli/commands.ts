import { ConfigError } from '../../config';
import { backupErrors, backupMain } from '../backup-main';
import { contentErrors, contentMain } from '../content-main';
import { formsErrors, formsMain } from '../forms-main';
import { ordersErrors, ordersMain } from '../orders-main';
import { quotesErrors, quotesMain } from '../quotes-main';
import { releasesErrors, releasesMain } from '../releases-main';
import { retentionErrors, retentionMain } from '../retention-main';
import { staffErrors, staffMain } from '../staff-main';
import type { CliContext, CliMain } from './context';

type ErrorType = abstract new (...args: never[]) => Error;

/**
 * Thrown by the command line's `withDatabase` when the running shop holds the PGlite data directory: the command
 * has done nothing yet but check its arguments, and is handed whole to the shop (run-command-line.ts).
 */
export class RunInShop extends Error {
  override name = 'RunInShop';
  constructor(readonly dataDir: string, readonly holder: number) {
    super(`DATA_DIR ${dataDir} is held by the running shop (pid ${holder})`);
  }
}

/**
 * The staff command lines (`npm run <name> -- …`), each with the errors it reports as one plain line. `mf` is only
 * the part of `npm run mf` that needs the database (key, status); scripts/mf-cli.ts hands those over.
 */
export const commandLines = {
  orders: { main: ordersMain, userErrors: ordersErrors, failed: 'The command failed:' },
  quotes: { main: quotesMain, userErrors: quotesErrors, failed: 'The command failed:' },
  forms: { main: formsMain, userErrors: formsErrors, failed: 'The command failed:' },
  content: { main: contentMain, userErrors: contentErrors, failed: 'The import failed:' },
  staff: { main: staffMain, userErrors: staffErrors, failed: 'npm run staff failed:' },
  mf: { main: releasesMain, userErrors: releasesErrors, failed: 'npm run mf failed:' },
  backup: { main: backupMain, userErrors: backupErrors, failed: 'npm run backup failed:' },
  retention: { main: retentionMain, userErrors: retentionErrors, failed: 'npm run retention failed:' },
} satisfies Record<string, { main: CliMain; userErrors: ErrorType[]; failed: string }>;

export type CommandLineName = keyof typeof commandLines;

export const isCommandLineName = (name: unknown): name is CommandLineName => typeof name === 'string' && Object.hasOwn(commandLines, name);

/**
 * Runs one command and returns its exit code: the refusals staff can act on (a bad configuration, the command's
 * own errors) are one plain line on stderr, anything else is printed whole after the command's `failed` words.
 * The same function runs in the command line's process and inside the running shop (channel-server.ts).
 */
export async function runCommand(name: CommandLineName, argv: string[], context: CliContext, extraUserErrors: ErrorType[] = []): Promise<number> {
  const { main, userErrors, failed } = commandLines[name];
  try {
    return await main(argv, context);
  } catch (error) {
    if (error instanceof RunInShop) throw error;
    if (error instanceof ConfigError || [...userErrors, ...extraUserErrors].some((type) => error instanceof type)) {
      context.io.error((error as Error).message);
    } else {
      context.io.error(`${failed} ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
    return 1;
  }
}
