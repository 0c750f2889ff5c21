/**
 * Staff operations on orders, run next to the shop (docs/checkout-api.md "Payment"):
 *   npm run orders -- confirm-transfer <orderNo>   the bank transfer arrived: unpaid → paid, points credited
 *   npm run orders -- ship <orderNo> [trackingNo] [--carrier sf|jd|ems|…]   paid → shipped (the buyer is mailed the
 *                                                  tracking number); lots FIFO
 *   npm run orders -- cancel <orderNo>             unpaid → cancelled, stock and coupon returned
 *   npm run orders -- refund <orderNo>             paid / shipped / completed → closed (refunded)
 * The order commands run the console's own action functions (order-command.ts) and are audited as cli:<user>.
 *   npm run orders -- points-ship|points-complete|points-cancel <pointsOrderNo>   points orders (points-order-ops.ts)
 *   npm run orders -- after-sales <requestNo> <status> [note]   moves an after-sales request (after-sales-ops.ts)
 * Run directly or through the running shop (cli/run-command-line.ts).
 */
import { AfterSalesOpsError, runAfterSalesCommand } from './after-sales-ops';
import type { CliMain } from './cli/context';
import { orderCommands, runOrderCommand, type OrderCommand } from './order-command';
import { OrderOpsError } from './order-ops';
import { pointsCommands, PointsOrderOpsError, runPointsCommand } from './points-order-ops';

const USAGE = 'usage: npm run orders -- confirm-transfer <orderNo> | ship <orderNo> [trackingNo] [--carrier <code>] | cancel <orderNo>'
  + ' | refund <orderNo> | points-ship|points-complete|points-cancel <pointsOrderNo> | after-sales <requestNo> <status> [note]';

export const ordersErrors = [OrderOpsError, PointsOrderOpsError, AfterSalesOpsError];

export const ordersMain: CliMain = async (argv, { io, withDatabase, actor }) => {
  const [command, orderNo, ...rest] = argv;
  if (command === 'after-sales') {
    io.log(await withDatabase((db) => runAfterSalesCommand(db, argv.slice(1), actor)));
    return 0;
  }
  // Only ship takes more: the carrier's tracking number (mailed to the buyer) and --carrier <code>.
  const extra = command && command in orderCommands ? orderCommands[command as OrderCommand] : 0;
  if (!command || !(command in orderCommands || command in pointsCommands) || !orderNo || rest.length > extra) {
    io.error(USAGE);
    return 2;
  }
  if (command in pointsCommands) {
    io.log((await withDatabase((db) => runPointsCommand(db, command, orderNo, actor)))!);
    return 0;
  }
  for (const line of await withDatabase((db) => runOrderCommand(db, command as OrderCommand, orderNo, rest, actor))) io.log(line);
  return 0;
};
