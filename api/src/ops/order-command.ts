import type { Db } from '../db/types';
import { messages } from '../i18n/messages';
import { AppError } from '../lib/app-error';
import { createOrderActions } from '../modules/backoffice-orders/order-actions';
import { carriers, type Carrier } from '../modules/orders/carriers';
import { commandLineActor, type StaffActor } from '../modules/staff/audit';
import type { AllocationResult } from '../modules/product-safety/allocate-lots';
import { OrderOpsError } from './order-ops';

/** The order commands of `npm run orders`, and how many arguments each takes after the order number. */
export const orderCommands = { 'confirm-transfer': 0, ship: 3, cancel: 0, refund: 0 } as const;
export type OrderCommand = keyof typeof orderCommands;

/** `ship <orderNo> [trackingNo] [--carrier <code>]`: either, both or neither. */
function shipment(args: string[]): { carrier?: Carrier; trackingNo?: string } {
  const at = args.indexOf('--carrier');
  const carrier = at === -1 ? undefined : args[at + 1];
  const rest = at === -1 ? args : args.filter((_, i) => i !== at && i !== at + 1);
  if (at !== -1 && !carriers.includes(carrier as Carrier)) throw new OrderOpsError(`--carrier takes one of ${carriers.join(', ')}`);
  if (rest.length > 1) throw new OrderOpsError('ship takes one tracking number');
  return { ...(carrier ? { carrier: carrier as Carrier } : {}), ...(rest[0] ? { trackingNo: rest[0] } : {}) };
}

/**
 * Runs one order command through the same action functions as the console (backoffice-orders/order-actions.ts), as
 * the command line's actor (`cli:<user>` in the audit log), and returns the lines to print. A refusal is an
 * OrderOpsError with the console's English message.
 */
export async function runOrderCommand(db: Db, command: OrderCommand, orderNo: string, args: string[], actor: StaffActor = commandLineActor()): Promise<string[]> {
  const actions = createOrderActions(db, actor);
  try {
    const done =
      command === 'ship' ? await actions.ship(orderNo, shipment(args))
      : command === 'confirm-transfer' ? await actions.confirmTransfer(orderNo)
      : await actions[command](orderNo);
    const points = command === 'confirm-transfer' ? `, ${String(done.details?.pointsEarned ?? 0)} points credited` : '';
    const lines = [`order ${done.orderNo}: ${done.status}${points}`];
    if (command === 'ship') {
      const lots = done.details as { lots: AllocationResult['allocated']; short: AllocationResult['short'] };
      for (const lot of lots.lots) lines.push(`  ${lot.skuCode}: ${lot.quantity} from lot ${lot.lotNumber}`);
      for (const line of lots.short) lines.push(`  warning: ${line.skuCode}: ${line.missing} unit(s) not covered by any lot on record`);
    }
    return lines;
  } catch (error) {
    if (error instanceof AppError) throw new OrderOpsError(`order ${orderNo}: ${messages.en[error.key]}`);
    throw error;
  }
}
