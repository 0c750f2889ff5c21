/**
 * Staff operations on orders, run next to the shop (docs/checkout-api.md "Payment"):
 *   npm run orders -- confirm-transfer <orderNo>   the bank transfer arrived: unpaid → paid, points credited
 *   npm run orders -- ship <orderNo>               paid → shipped
 *   npm run orders -- refund <orderNo>             paid / shipped / completed → closed (refunded)
 *   npm run orders -- after-sales <requestNo> <status> [note]   moves an after-sales request (after-sales-ops.ts)
 * It opens the database exactly as the server does (DATABASE_URL, else PGlite in DATA_DIR).
 */
import { AfterSalesOpsError, runAfterSalesCommand } from './after-sales-ops';
import { createOrderOps, OrderOpsError, type OpsResult } from './order-ops';
import { runStaffCommand, withDatabase } from './staff-command';

const USAGE = 'usage: npm run orders -- confirm-transfer <orderNo> | ship <orderNo> | refund <orderNo> | after-sales <requestNo> <status> [note]';
const commands = { 'confirm-transfer': 'confirmTransfer', ship: 'ship', refund: 'refund' } as const;

async function main(argv: string[]): Promise<number> {
  const [command, orderNo, ...rest] = argv;
  if (command === 'after-sales') {
    console.log(await withDatabase((db) => runAfterSalesCommand(db, argv.slice(1))));
    return 0;
  }
  if (!command || !(command in commands) || !orderNo || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const done: OpsResult = await withDatabase((db) => createOrderOps(db)[commands[command as keyof typeof commands]](orderNo));
  console.log(`order ${done.orderNo}: ${done.status}${command === 'confirm-transfer' ? `, ${done.pointsEarned} points credited` : ''}`);
  return 0;
}

await runStaffCommand(main, [OrderOpsError, AfterSalesOpsError], 'The command failed:');
