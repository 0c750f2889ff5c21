import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { moveOrder } from '../orders/transitions';
import { paymentTestKit } from './payment-test-kit';
import { signNotification } from './signature';

// A gateway sends no Accept-Language: the message is in the default language.
const REJECTED = { code: 400, message: '支付通知校验失败', data: null };

describe.each(drivers)('payment notification on %s', (driver) => {
  let t: TestApp;
  let kit: ReturnType<typeof paymentTestKit>;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    kit = paymentTestKit(t);
  });
  afterAll(() => t?.close());

  /** A shopper with an unpaid ¥123.45 order (2 + 3 units of two products) and an open Alipay payment. */
  async function opened() {
    const shopper = await kit.shopper();
    const order = await kit.order(shopper.id);
    const paymentNo = await kit.paymentNo(shopper.token, order.orderNo);
    const notification = { paymentNo, tradeNo: `T${paymentNo}`, amount: 12_345, status: 'success' };
    return { shopper, order, paymentNo, notification };
  }

  async function expectUnchanged({ shopper, order }: Awaited<ReturnType<typeof opened>>) {
    expect((await kit.orderRow(order.id)).status).toBe('unpaid');
    expect((await kit.payments(order.id)).map((p) => p.status)).toEqual(['pending']);
    expect(await kit.balance(shopper.id)).toBe(0);
    expect(await kit.sales(order.productIds)).toEqual([7, 7]);
  }

  it('a valid notification pays the order, credits its points and counts its sales', async () => {
    const paying = await opened();
    const res = await kit.notify(paying.notification);
    expect(res.json()).toEqual({ code: 200, message: 'ok', data: { received: true } });
    const order = await kit.orderRow(paying.order.id);
    expect(order).toMatchObject({ status: 'paid', paymentMethod: 'alipay', pointsEarned: 123 });
    expect(order.paidAt).toBeInstanceOf(Date);
    expect((await kit.events(paying.order.id)).map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([['unpaid', 'paid', 'gateway']]);
    expect(await kit.payments(paying.order.id)).toMatchObject([{ status: 'succeeded', gatewayTradeNo: `T${paying.paymentNo}` }]);
    expect(await kit.balance(paying.shopper.id)).toBe(123);
    expect(await kit.ledger(paying.shopper.id)).toMatchObject([{ delta: 123, balanceAfter: 123, source: 'order', reference: paying.order.orderNo }]);
    expect(await kit.sales(paying.order.productIds)).toEqual([9, 10]);
  });

  it('refuses a wrong signature, another secret, or a signature over another body, and changes nothing', async () => {
    const paying = await opened();
    const now = Date.now();
    const signedBody = signNotification(t.config.paymentSandboxSecret, String(now), JSON.stringify(paying.notification));
    const forged = [
      await kit.notify(paying.notification, { signature: 'ab'.repeat(32) }),
      await kit.notify(paying.notification, { signature: 'not-hex' }),
      await kit.notify(paying.notification, { secret: 'some-other-secret-of-16+' }),
      // Signed over the body as sent, then a byte changed on the way: the shop verifies the raw bytes.
      await kit.notify(paying.notification, { timestamp: now, rawBody: `${JSON.stringify(paying.notification)} `, signature: signedBody }),
    ];
    for (const res of forged) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(REJECTED);
    }
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payment/notify', headers: { 'content-type': 'application/json' }, payload: paying.notification });
    expect(unsigned.statusCode).toBe(400);
    await expectUnchanged(paying);
  });

  it('refuses an amount other than the payment\'s, an unknown payment and a malformed body', async () => {
    const paying = await opened();
    for (const body of [
      { ...paying.notification, amount: 1 },
      { ...paying.notification, amount: 12_346 },
      { ...paying.notification, paymentNo: 'P0000' },
      { ...paying.notification, status: 'closed' },
      { ...paying.notification, extra: true },
    ]) {
      expect((await kit.notify(body)).json()).toEqual(REJECTED);
    }
    expect((await kit.notify({}, { rawBody: 'not json' })).statusCode).toBe(400);
    await expectUnchanged(paying);
  });

  it('refuses a timestamp more than 5 minutes old or ahead, even when correctly signed', async () => {
    const paying = await opened();
    for (const timestamp of [Date.now() - 5 * 60_000 - 5_000, Date.now() + 5 * 60_000 + 5_000]) {
      const res = await kit.notify(paying.notification, { timestamp });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(REJECTED);
    }
    // Within the window (a gateway's clock a little behind) it is accepted.
    expect((await kit.notify(paying.notification, { timestamp: Date.now() - 4 * 60_000 })).statusCode).toBe(200);
  });

  it('a notification replayed 10 times pays once, credits once and counts sales once', async () => {
    const paying = await opened();
    for (let i = 0; i < 10; i++) {
      expect((await kit.notify(paying.notification)).json()).toEqual({ code: 200, message: 'ok', data: { received: true } });
    }
    expect((await kit.orderRow(paying.order.id)).status).toBe('paid');
    expect(await kit.events(paying.order.id)).toHaveLength(1);
    expect(await kit.ledger(paying.shopper.id)).toHaveLength(1);
    expect(await kit.balance(paying.shopper.id)).toBe(123);
    expect(await kit.sales(paying.order.productIds)).toEqual([9, 10]);
  });

  it('10 simultaneous deliveries of one notification apply it exactly once', async () => {
    const paying = await opened();
    const replies = await Promise.all(Array.from({ length: 10 }, () => kit.notify(paying.notification)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await kit.events(paying.order.id)).toHaveLength(1);
    expect(await kit.ledger(paying.shopper.id)).toHaveLength(1);
    expect(await kit.balance(paying.shopper.id)).toBe(123);
    expect(await kit.sales(paying.order.productIds)).toEqual([9, 10]);
  });

  it('money arriving for an order cancelled meanwhile is refunded; the order stays cancelled', async () => {
    const paying = await opened();
    await t.app.db.transaction((tx) =>
      moveOrder(tx, { orderId: paying.order.id, from: 'unpaid', to: 'cancelled', actor: 'system', reason: 'payment_timeout' }),
    );
    expect((await kit.notify(paying.notification)).json()).toEqual({ code: 200, message: 'ok', data: { received: true } });
    expect(await kit.orderRow(paying.order.id)).toMatchObject({ status: 'cancelled', closeReason: 'payment_timeout', pointsEarned: 0, paidAt: null });
    expect((await kit.payments(paying.order.id)).map((p) => p.status)).toEqual(['refunded']);
    expect(await kit.balance(paying.shopper.id)).toBe(0);
    expect(await kit.sales(paying.order.productIds)).toEqual([7, 7]);
    // A replay of the refunded notification changes nothing either.
    await kit.notify(paying.notification);
    expect((await kit.payments(paying.order.id)).map((p) => p.status)).toEqual(['refunded']);
  });

  it('money for an abandoned attempt still pays the order and closes the newer one', async () => {
    const paying = await opened();
    const newer = await kit.paymentNo(paying.shopper.token, paying.order.orderNo, 'wechat');
    expect((await kit.notify(paying.notification)).statusCode).toBe(200);
    expect(await kit.orderRow(paying.order.id)).toMatchObject({ status: 'paid', paymentMethod: 'alipay' });
    expect((await kit.payments(paying.order.id)).map((p) => [p.paymentNo, p.status])).toEqual([
      [paying.paymentNo, 'succeeded'],
      [newer, 'closed'],
    ]);
    // The newer attempt's money, should it come too, is refunded: the order is paid already.
    await kit.notify({ paymentNo: newer, tradeNo: `T${newer}`, amount: 12_345, status: 'success' });
    expect((await kit.payments(paying.order.id)).map((p) => p.status)).toEqual(['succeeded', 'refunded']);
    expect(await kit.balance(paying.shopper.id)).toBe(123);
  });
});
