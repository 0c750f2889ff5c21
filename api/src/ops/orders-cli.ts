/**
 * Staff operations on orders, run next to the shop (docs/checkout-api.md "Payment"):
 *   npm run orders -- confirm-transfer <orderNo>   the bank transfer arrived: unpaid → paid, points credited
 *   npm run orders -- ship <orderNo>               paid → shipped
 *   npm run orders -- refund <orderNo>             paid / shipped / completed → closed (refunded)
 * It opens the database exactly as the server does (DATABASE_URL, else PGlite in DATA_DIR).
 */
import { createOrderOps, OrderOpsError, type OpsResult } from './order-ops';
import { runStaffCommand, withDatabase } from './staff-command';

const USAGE = 'usage: npm run orders -- confirm-transfer <orderNo> | ship <orderNo> | refund <orderNo>';
const commands = { 'confirm-transfer': 'confirmTransfer', ship: 'ship', refund: 'refund' } as const;

async function main(argv: string[]): Promise<number> {
  const [command, orderNo, ...rest] = argv;
  if (!command || !(command in commands) || !orderNo || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const done: OpsResult = await withDatabase((db) => createOrderOps(db)[commands[command as keyof typeof commands]](orderNo));
  console.log(`order ${done.orderNo}: ${done.status}${command === 'confirm-transfer' ? `, ${done.pointsEarned} points credited` : ''}`);
  return 0;
}

await runStaffCommand(main, [OrderOpsError], 'The command failed:');
