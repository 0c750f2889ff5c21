import type { Db } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { invalidateCatalogue } from '../../lib/response-cache';
import { confirmPayment, type ConfirmOutcome } from './confirm-payment';
import { createPaymentRepository } from './repository';
import { notificationBody } from './schemas';
import { verifyNotification } from './signature';

export type NotificationHeaders = { timestamp: string | undefined; signature: string | undefined };

const rejected = () => new AppError(400, 'notificationRejected');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The gateway's asynchronous notification. Everything is checked before anything is written: the
 * signature over the exact bytes received, the timestamp (±5 min), the body, and the amount against the
 * payment's own. Then the confirmation runs in one transaction; a replay changes nothing.
 */
export function createNotificationReceiver(db: Db, secret: string) {
  return async (headers: NotificationHeaders, rawBody: string, now = Date.now()): Promise<ConfirmOutcome> => {
    if (!verifyNotification(secret, headers, rawBody, now)) throw rejected();
    const parsed = notificationBody.safeParse(parseJson(rawBody));
    if (!parsed.success) throw rejected();
    const payment = await createPaymentRepository(db).findPayment(parsed.data.paymentNo);
    if (!payment || payment.amount !== parsed.data.amount) throw rejected();
    const outcome = await db.transaction((tx) =>
      confirmPayment(tx, { paymentId: payment.id, orderId: payment.orderId, actor: 'gateway', tradeNo: parsed.data.tradeNo }),
    );
    if (outcome === 'paid') invalidateCatalogue(); // product sales changed
    return outcome;
  };
}
