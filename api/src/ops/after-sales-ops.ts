import { afterSalesStatuses, type AfterSalesStatus } from '../db/schema/after-sales';
import type { Db } from '../db/types';
import { AppError } from '../lib/app-error';
import { afterSalesMoves, moveAfterSalesRequest } from '../modules/backoffice-support/after-sales-move';
import { commandLineActor, type StaffActor } from '../modules/staff/audit';

/** A refusal staff can act on; the CLI prints its message as it is. */
export class AfterSalesOpsError extends Error {
  override name = 'AfterSalesOpsError';
}

export { afterSalesMoves };

export const isAfterSalesStatus = (value: string): value is AfterSalesStatus => (afterSalesStatuses as string[]).includes(value);

/**
 * Moves an after-sales request (`npm run orders -- after-sales <requestNo> <status> [note]`) through the console's
 * own function (backoffice-support/after-sales-move.ts), so both follow the same moves, mail and audit. Its
 * refusals become messages that say what is allowed.
 */
export async function moveAfterSales(db: Db, requestNo: string, to: AfterSalesStatus, note = '', now = new Date(), actor: StaffActor = commandLineActor()) {
  try {
    const { version: _, ...moved } = await moveAfterSalesRequest(db, actor, requestNo, to, note, null, now);
    return moved;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.key === 'notFound') throw new AfterSalesOpsError(`after-sales request ${requestNo} does not exist`);
    const { status, allowed } = error.data as { status: AfterSalesStatus; allowed: AfterSalesStatus[] };
    throw new AfterSalesOpsError(`after-sales request ${requestNo} is ${status}: it can move to ${allowed.length ? allowed.join(', ') : 'nothing (final)'}, not ${to}`);
  }
}

/** The orders-cli branch: `after-sales <requestNo> <status> [note…]`; returns the line to print. */
export async function runAfterSalesCommand(db: Db, args: string[], actor: StaffActor = commandLineActor()): Promise<string> {
  const [requestNo, status, ...note] = args;
  if (!requestNo || !status || !isAfterSalesStatus(status)) {
    throw new AfterSalesOpsError(`usage: npm run orders -- after-sales <requestNo> <${afterSalesStatuses.join('|')}> [note for the shopper]`);
  }
  const moved = await moveAfterSales(db, requestNo, status, note.join(' '), new Date(), actor);
  return `after-sales ${moved.requestNo}: ${moved.status}`;
}
