/**
 * Staff operations on orders, run next to the shop (docs/checkout-api.md "Payment"):
 *   npm run orders -- confirm-transfer <orderNo>   the bank transfer arrived: unpaid → paid, points credited
 *   npm run orders -- ship <orderNo> [trackingNo]  paid → shipped (the buyer is mailed the tracking number); lots FIFO
 *   npm run orders -- refund <orderNo>             paid / shipped / completed → closed (refunded)
 *   npm run orders -- points-ship|points-complete|points-cancel <pointsOrderNo>   points orders (points-order-ops.ts)
 *   npm run orders -- after-sales <requestNo> <status> [note]   moves an after-sales request (after-sales-ops.ts)
 * It opens the database exactly as the server does (DATABASE_URL, else PGlite in DATA_DIR).
 */
import { AfterSalesOpsError, runAfterSalesCommand } from './after-sales-ops';
import { createOrderOps, OrderOpsError, type OpsResult, type ShipResult } from './order-ops';
import { pointsCommands, PointsOrderOpsError, runPointsCommand } from './points-order-ops';
import { runStaffCommand, withDatabase } from './staff-command';

const USAGE = 'usage: npm run orders -- confirm-transfer <orderNo> | ship <orderNo> [trackingNo] | refund <orderNo>'
  + ' | points-ship|points-complete|points-cancel <pointsOrderNo> | after-sales <requestNo> <status> [note]';
const commands = { 'confirm-transfer': 'confirmTransfer', ship: 'ship', refund: 'refund' } as const;

/** The lots a shipment went out with (and lines short of lot units: staff record those by hand). */
function printLots({ lots }: ShipResult) {
  for (const lot of lots.allocated) console.log(`  ${lot.skuCode}: ${lot.quantity} from lot ${lot.lotNumber}`);
  for (const line of lots.short) console.log(`  warning: ${line.skuCode}: ${line.missing} unit(s) not covered by any lot on record`);
}

async function main(argv: string[]): Promise<number> {
  const [command, orderNo, ...rest] = argv;
  if (command === 'after-sales') {
    console.log(await withDatabase((db) => runAfterSalesCommand(db, argv.slice(1))));
    return 0;
  }
  // Only ship takes one more argument: the carrier's tracking number, mailed to the buyer.
  if (!command || !(command in commands || command in pointsCommands) || !orderNo || rest.length > (command === 'ship' ? 1 : 0)) {
    console.error(USAGE);
    return 2;
  }
  if (command in pointsCommands) {
    console.log(await withDatabase((db) => runPointsCommand(db, command, orderNo)));
    return 0;
  }
  const done: OpsResult = await withDatabase((db) =>
    command === 'ship' ? createOrderOps(db).ship(orderNo, rest[0]) : createOrderOps(db)[commands[command as keyof typeof commands]](orderNo));
  console.log(`order ${done.orderNo}: ${done.status}${command === 'confirm-transfer' ? `, ${done.pointsEarned} points credited` : ''}`);
  if (command === 'ship') printLots(done as ShipResult);
  return 0;
}

await runStaffCommand(main, [OrderOpsError, PointsOrderOpsError, AfterSalesOpsError], 'The command failed:');
