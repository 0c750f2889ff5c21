import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signNotification } from '../payments/signature';

/** Waits before the 2nd, 3rd and 4th delivery of a notification the shop did not accept. */
export const RETRY_DELAYS_MS = [500, 2_000, 5_000];

const newTradeNo = () => `SBX${Date.now()}${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * What the gateway does after the shopper pays: post the signed notification to the shop, the way a real
 * gateway would (raw JSON body, X-Sandbox-Timestamp, X-Sandbox-Signature), so the shop's own verification
 * runs. Through `app.inject`: the sandbox lives in the shop's process. Asynchronous, after the shopper's
 * response, retried a few times when the shop does not answer 200. Each attempt is signed afresh.
 */
export function deliverNotification(app: FastifyInstance, secret: string, payment: { paymentNo: string; amount: number }): void {
  const rawBody = JSON.stringify({ paymentNo: payment.paymentNo, tradeNo: newTradeNo(), amount: payment.amount, status: 'success' });
  const attempt = async (n: number): Promise<void> => {
    const timestamp = String(Date.now());
    try {
      const reply = await app.inject({
        method: 'POST',
        url: '/api/payment/notify',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-timestamp': timestamp,
          'x-sandbox-signature': signNotification(secret, timestamp, rawBody),
        },
        payload: rawBody,
      });
      if (reply.statusCode === 200) return;
      app.log.warn({ paymentNo: payment.paymentNo, status: reply.statusCode, attempt: n }, 'sandbox notification not accepted');
    } catch (error) {
      app.log.warn({ err: error, paymentNo: payment.paymentNo, attempt: n }, 'sandbox notification failed');
    }
    const delay = RETRY_DELAYS_MS[n - 1];
    if (delay !== undefined) setTimeout(() => void attempt(n + 1), delay).unref();
  };
  setImmediate(() => void attempt(1));
}
