/**
 * Staff operations on orders, run next to the shop (docs/checkout-api.md "Payment"):
 *   npm run orders -- confirm-transfer <orderNo>   the bank transfer arrived: unpaid → paid, points credited
 *   npm run orders -- ship <orderNo>               paid → shipped
 *   npm run orders -- refund <orderNo>             paid / shipped / completed → closed (refunded)
 *   npm run orders -- after-sales <requestNo> <status> [note]   moves an after-sales request (after-sales-ops.ts)
 * It opens the database exactly as the server does (DATABASE_URL, else PGlite in DATA_DIR).
 */
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { AfterSalesOpsError, runAfterSalesCommand } from './after-sales-ops';
import { cliLog } from './cli-log';
import { createOrderOps, OrderOpsError, type OpsResult } from './order-ops';

const USAGE = 'usage: npm run orders -- confirm-transfer <orderNo> | ship <orderNo> | refund <orderNo> | after-sales <requestNo> <status> [note]';
const commands = { 'confirm-transfer': 'confirmTransfer', ship: 'ship', refund: 'refund' } as const;

async function main(argv: string[]): Promise<number> {
  const [command, orderNo, ...rest] = argv;
  if (command === 'after-sales') return runAfterSales(argv.slice(1));
  if (!command || !(command in commands) || !orderNo || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(config, cliLog);
  try {
    const done: OpsResult = await createOrderOps(database.db)[commands[command as keyof typeof commands]](orderNo);
    console.log(`order ${done.orderNo}: ${done.status}${command === 'confirm-transfer' ? `, ${done.pointsEarned} points credited` : ''}`);
    return 0;
  } finally {
    await database.close();
  }
}

async function runAfterSales(args: string[]): Promise<number> {
  const database = await openDatabase(loadConfig(process.env), cliLog);
  try {
    console.log(await runAfterSalesCommand(database.db, args));
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof DataDirLockedError) {
    // PGlite: the running shop holds the data directory, and two processes on it would lose commits.
    console.error(`${error.message}\nStop the shop server first (npm start holds the PGlite data directory), then run this again.`);
  } else if (error instanceof ConfigError || error instanceof OrderOpsError || error instanceof AfterSalesOpsError) {
    console.error(error.message);
  } else {
    console.error('The command failed:', error);
  }
  process.exitCode = 1;
}
