/**
 * Buyers ordering and paying through the front until told to stop, each as a real client would: an order keeps
 * its Idempotency-Key through every retry (network error, timeout, 5xx), and the payment gateway re-sends its
 * signed notification until the shop answers 200. What the clients saw acknowledged is kept for the audit.
 */
import { randomUUID } from 'node:crypto';
import { signNotification } from '../../api/src/modules/payments/signature';
import type { Buyer } from './buyers';
import type { OrderLine } from './order-lines';
import { pause } from './poll';
import { untilAnswered, type Answer, type Hiccups, call } from './shop-client';

/** How long a client keeps retrying one call before it gives up (then the call counts as unanswered). */
const RETRY_WITHIN_MS = 30_000;
/** A buyer's pace between orders, not a wait for anything: the two cores are shared with the replicas and PostgreSQL. */
const THINK_MS = 20;

export type PlacedOrder = { userId: number; key: string; orderNo: string; skuId: number; quantity: number; paid: boolean };

export type OrderTally = {
  /** Every Idempotency-Key sent (one per order the clients meant to place). */
  keys: string[];
  /** The orders the shop acknowledged (200 with an order number). */
  placed: PlacedOrder[];
  /** Unexpected refusals (4xx), as "status message". */
  refused: string[];
  /** Calls that still had no answer after RETRY_WITHIN_MS of retries. */
  unanswered: number;
  payments: { sent: number; acknowledged: number };
  /** What went wrong on the way (then retried): network errors and 5xx, by kind. */
  hiccups: Hiccups;
};

export type OrderLoad = {
  tally: OrderTally;
  /**
   * Lets every buyer finish the order and payment under way, then wait: answers once none is calling the shop (no
   * catalogue write is in flight or still to come until `release`).
   */
  hold(): Promise<void>;
  release(): void;
  /** Ends the load once the orders in flight are answered; `abandon` also stops their retries (the scenario failed). */
  stop(options?: { abandon?: boolean }): Promise<OrderTally>;
};

const ok = (answer: Answer | undefined) => answer !== undefined && answer.status === 200 && answer.body?.code === 200;

export function startOrderLoad(base: string, buyers: Buyer[], lines: OrderLine[], paymentSecret: string): OrderLoad {
  const tally: OrderTally = { keys: [], placed: [], refused: [], unanswered: 0, payments: { sent: 0, acknowledged: 0 }, hiccups: new Map() };
  let stopping = false;
  let abandoned = false;
  const givenUp = () => abandoned;
  let next = 0;

  const settle = (answer: Answer | undefined): boolean => {
    if (ok(answer)) return true;
    if (answer) tally.refused.push(`${answer.status} ${answer.body?.message ?? ''}`.trim());
    else tally.unanswered += 1;
    return false;
  };

  async function placeOrder(buyer: Buyer, line: OrderLine): Promise<PlacedOrder | undefined> {
    const key = randomUUID();
    tally.keys.push(key);
    const body = { items: [{ skuId: line.skuId, quantity: line.quantity }], addressId: buyer.addressId, invoice: { type: 'none' }, note: '', userCouponId: null, expectedPayAmount: line.expectedPayAmount };
    const answer = await untilAnswered(() => call(base, 'POST', '/api/order/create', { token: buyer.token, headers: { 'idempotency-key': key }, body }), tally.hiccups, RETRY_WITHIN_MS, givenUp);
    if (!settle(answer)) return undefined;
    const placed = { userId: buyer.userId, key, orderNo: (answer!.body!.data as { orderNo: string }).orderNo, skuId: line.skuId, quantity: line.quantity, paid: false };
    tally.placed.push(placed);
    return placed;
  }

  async function pay(buyer: Buyer, order: PlacedOrder): Promise<void> {
    tally.payments.sent += 1;
    const opened = await untilAnswered(() => call(base, 'POST', '/api/payment/create', { token: buyer.token, body: { orderNo: order.orderNo, method: 'alipay' } }), tally.hiccups, RETRY_WITHIN_MS, givenUp);
    if (!settle(opened)) return;
    const { paymentNo, amount } = opened!.body!.data as { paymentNo: string; amount: number };
    // The gateway's notification, signed as the sandbox signs it, re-sent unchanged until acknowledged.
    const rawBody = JSON.stringify({ paymentNo, tradeNo: `T${paymentNo}`, amount: Math.round(amount * 100), status: 'success' });
    const timestamp = String(Date.now());
    const headers = { 'content-type': 'application/json', 'x-sandbox-timestamp': timestamp, 'x-sandbox-signature': signNotification(paymentSecret, timestamp, rawBody) };
    const notified = await untilAnswered(() => call(base, 'POST', '/api/payment/notify', { headers, body: rawBody }), tally.hiccups, RETRY_WITHIN_MS, givenUp);
    if (!settle(notified)) return;
    order.paid = true;
    tally.payments.acknowledged += 1;
  }

  let gate: { opened: Promise<void>; open: () => void } | undefined;
  let waiting = 0;
  let allWaiting: (() => void) | undefined;
  const atGate = async () => {
    if (!gate) return;
    waiting += 1;
    if (waiting === buyers.length) allWaiting?.();
    await gate.opened;
    waiting -= 1;
  };
  const release = () => {
    gate?.open();
    gate = undefined;
  };

  const loops = buyers.map(async (buyer) => {
    while (!stopping) {
      await atGate();
      if (stopping) break;
      const order = await placeOrder(buyer, lines[next++ % lines.length]!);
      if (order) await pay(buyer, order);
      await pause(THINK_MS);
    }
  });

  return {
    tally,
    hold() {
      let open!: () => void;
      gate ??= { opened: new Promise<void>((resolve) => (open = resolve)), open: () => open() };
      return new Promise<void>((resolve) => {
        allWaiting = resolve;
        if (waiting === buyers.length) resolve();
      });
    },
    release,
    async stop({ abandon = false } = {}) {
      stopping = true;
      abandoned ||= abandon;
      release();
      await Promise.all(loops);
      return tally;
    },
  };
}
