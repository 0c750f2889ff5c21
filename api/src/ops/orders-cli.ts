/**
 * Staff operations on orders, run next to the shop (docs/checkout-api.md "Payment"):
 *   npm run orders -- confirm-transfer <orderNo>   the bank transfer arrived: unpaid → paid, points credited
 *   npm run orders -- ship <orderNo>               paid → shipped
 *   npm run orders -- refund <orderNo>             paid / shipped / completed → closed (refunded)
 *   npm run orders -- points-ship|points-complete|points-cancel <pointsOrderNo>   points orders (points-order-ops.ts)
 * It opens the database exactly as the server does (DATABASE_URL, else PGlite in DATA_DIR).
 */
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { createOrderOps, OrderOpsError, type OpsResult } from './order-ops';
import { pointsCommands, PointsOrderOpsError, runPointsCommand } from './points-order-ops';

const USAGE = 'usage: npm run orders -- confirm-transfer <orderNo> | ship <orderNo> | refund <orderNo> | points-ship|points-complete|points-cancel <pointsOrderNo>';
const commands = { 'confirm-transfer': 'confirmTransfer', ship: 'ship', refund: 'refund' } as const;

// openDatabase wants a logger only to report a dropped PostgreSQL connection.
const log = {
  level: 'warn',
  fatal: console.error,
  error: console.error,
  warn: console.warn,
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => log,
} as unknown as FastifyBaseLogger;

async function main(argv: string[]): Promise<number> {
  const [command, orderNo, ...rest] = argv;
  if (!command || !(command in commands || command in pointsCommands) || !orderNo || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(config, log);
  try {
    const points = await runPointsCommand(database.db, command, orderNo);
    if (points !== null) {
      console.log(points);
      return 0;
    }
    const done: OpsResult = await createOrderOps(database.db)[commands[command as keyof typeof commands]](orderNo);
    console.log(`order ${done.orderNo}: ${done.status}${command === 'confirm-transfer' ? `, ${done.pointsEarned} points credited` : ''}`);
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
  } else if (error instanceof ConfigError || error instanceof OrderOpsError || error instanceof PointsOrderOpsError) {
    console.error(error.message);
  } else {
    console.error('The command failed:', error);
  }
  process.exitCode = 1;
}
