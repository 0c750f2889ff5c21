/**
 * Staff answer requests for quotation (docs/quotations-api.md "Staff"):
 *   npm run quotes -- list [--status requested|quoted|accepted|expired|rejected] [--limit N]
 *   npm run quotes -- show <quoteNo>                      the request, its lines and any answer, as JSON
 *   npm run quotes -- answer <quoteNo> --file lines.json  prices, shipping and validity (see the doc for the file)
 *   npm run quotes -- reject <quoteNo> [--note "text"]    decline the request
 *   npm run quotes -- withdraw <quoteNo> [--note "why"]   withdraw a quoted price before it is accepted (`expire` is
 *                                                         its former name)
 * Run directly or through the running shop (cli/run-command-line.ts); the answer file's path is the caller's.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { quotationStatuses, type QuotationStatus } from '../db/schema/quotations';
import { validityDate } from '../modules/quotations/validity';
import { createQuotationOps, listLine, QuotationOpsError } from './quotation-ops';
import type { CliMain } from './cli/context';

const USAGE = `usage: npm run quotes -- list [--status ${quotationStatuses.join('|')}] [--limit N] | show <quoteNo> | answer <quoteNo> --file lines.json | reject <quoteNo> [--note "text"] | withdraw <quoteNo> [--note "why"]`;

class UsageError extends Error {}

export const quotesErrors = [QuotationOpsError, UsageError];

const flag = (args: string[], name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

async function readAnswer(path: string): Promise<unknown> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`cannot read ${path}: ${error.code ?? error.message}`);
  });
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
}

export const quotesMain: CliMain = async (argv, { io, withDatabase, cwd, actor }) => {
  const [command, quoteNo, ...args] = argv;
  const needsNo = ['show', 'answer', 'reject', 'withdraw', 'expire'].includes(command ?? '');
  if (!command || !['list', 'show', 'answer', 'reject', 'withdraw', 'expire'].includes(command) || (needsNo && !quoteNo) || (command === 'answer' && !flag(args, '--file'))) {
    io.error(USAGE);
    return 2;
  }
  const listArgs = command === 'list' ? argv.slice(1) : [];
  const status = flag(listArgs, '--status');
  if (status !== undefined && !(quotationStatuses as string[]).includes(status)) throw new UsageError(`unknown status ${status}\n${USAGE}`);
  const limit = Number(flag(listArgs, '--limit') ?? 200);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError(`--limit must be an integer from 1 to 1000\n${USAGE}`);
  // Read the file before opening the database, so a typo costs nothing.
  const answer = command === 'answer' ? await readAnswer(path.resolve(cwd, flag(args, '--file')!)) : undefined;

  return withDatabase(async (db) => {
    const ops = createQuotationOps(db, actor);
    if (command === 'list') {
      const rows = await ops.list(status as QuotationStatus | undefined, limit);
      const now = new Date();
      for (const row of rows) io.log(listLine(row, now));
      io.error(`${rows.length} quotation(s)`);
    } else if (command === 'show') {
      io.log(JSON.stringify(await ops.find(quoteNo!), null, 2));
    } else if (command === 'answer') {
      const row = await ops.answer(quoteNo!, answer);
      io.log(`quotation ${row.quoteNo}: quoted, total ${((row.totalAmount ?? 0) / 100).toFixed(2)} CNY, valid until ${validityDate(row.validUntil!)}`);
    } else if (command === 'withdraw' || command === 'expire') {
      io.log(`quotation ${(await ops.withdraw(quoteNo!, flag(args, '--note') ?? '')).quoteNo}: withdrawn`);
    } else {
      const row = await ops.reject(quoteNo!, flag(args, '--note') ?? '');
      io.log(`quotation ${row.quoteNo}: rejected`);
    }
    return 0;
  });
};
