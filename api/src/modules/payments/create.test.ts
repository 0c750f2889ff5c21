import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { paymentTestKit } from './payment-test-kit';

type Created = { paymentNo: string; method: string; amount: number; payUrl?: string; bankAccount?: unknown; reference?: string; payDeadline?: string };

describe.each(drivers)('payment methods, create and status on %s', (driver) => {
  let t: TestApp;
  let kit: ReturnType<typeof paymentTestKit>;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    kit = paymentTestKit(t);
  });
  afterAll(() => t?.close());

  const created = (res: { json: <T>() => T }) => res.json<{ data: Created }>().data;

  it('lists the sandbox gateways and the bank transfer with its (demo) account', async () => {
    const { token } = await kit.shopper();
    const data = (await kit.methods(token)).json<{ data: Array<{ method: string; kind: string; sandbox: boolean; bankAccount: unknown }> }>().data;
    expect(data.map((m) => [m.method, m.kind, m.sandbox])).toEqual([
      ['alipay', 'gateway', true],
      ['wechat', 'gateway', true],
      ['unionpay', 'gateway', true],
      ['bank_transfer', 'bank', false],
    ]);
    expect(data[3]!.bankAccount).toMatchObject({ accountName: expect.stringContaining('有限公司'), bank: expect.any(String), demo: true });
    expect((await kit.api.send('GET', '/api/payment/methods', undefined)).statusCode).toBe(401);
  });

  it('a gateway payment answers the sandbox page; a new attempt closes the previous one', async () => {
    const shopper = await kit.shopper();
    const order = await kit.order(shopper.id);
    const first = created(await kit.create(shopper.token, { orderNo: order.orderNo, method: 'alipay' }));
    expect(first).toEqual({ paymentNo: expect.stringMatching(/^P\d{14}[0-9A-F]{12}$/), method: 'alipay', amount: 123.45, payUrl: `/sandbox/pay/${first.paymentNo}?lang=en` });
    const second = created(await kit.create(shopper.token, { orderNo: order.orderNo, method: 'unionpay' }, 'ja'));
    expect(second.payUrl).toBe(`/sandbox/pay/${second.paymentNo}?lang=ja`);
    expect((await kit.payments(order.id)).map((p) => [p.paymentNo, p.method, p.amount, p.status])).toEqual([
      [first.paymentNo, 'alipay', 12_345, 'closed'],
      [second.paymentNo, 'unionpay', 12_345, 'pending'],
    ]);
    // Choosing a gateway does not decide the method yet: only a confirmed payment does.
    expect((await kit.orderRow(order.id)).paymentMethod).toBeNull();
  });

  it('a bank transfer gives the account and the order number as reference, and extends the deadline', async () => {
    const shopper = await kit.shopper();
    const order = await kit.order(shopper.id);
    const before = Date.now();
    const data = created(await kit.create(shopper.token, { orderNo: order.orderNo, method: 'bank_transfer' }));
    expect(data).toMatchObject({ method: 'bank_transfer', amount: 123.45, reference: order.orderNo, bankAccount: { demo: true } });
    const deadline = Date.parse(data.payDeadline!);
    expect(deadline).toBeGreaterThanOrEqual(before + t.config.bankTransferPayTimeoutMs);
    expect(deadline).toBeLessThanOrEqual(Date.now() + t.config.bankTransferPayTimeoutMs);
    const row = await kit.orderRow(order.id);
    expect(row).toMatchObject({ status: 'unpaid', paymentMethod: 'bank_transfer' });
    expect(row.payDeadline!.getTime()).toBe(deadline);
    expect((await kit.status(shopper.token, order.orderNo)).json<{ data: unknown }>().data).toMatchObject({ paymentMethod: 'bank_transfer', payDeadline: data.payDeadline });
  });

  it('someone else\'s order or an unknown one is not found; nothing is opened', async () => {
    const owner = await kit.shopper();
    const other = await kit.shopper();
    const order = await kit.order(owner.id);
    for (const orderNo of [order.orderNo, 'LMT0000000']) {
      const res = await kit.create(other.token, { orderNo, method: 'wechat' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: 'The requested resource was not found', data: null });
      expect((await kit.status(other.token, orderNo)).statusCode).toBe(404);
    }
    expect(await kit.payments(order.id)).toEqual([]);
  });

  it('an order that is not unpaid, or past its deadline, cannot be paid (409)', async () => {
    const shopper = await kit.shopper();
    const orders = [
      await kit.order(shopper.id, { status: 'paid' }),
      await kit.order(shopper.id, { status: 'cancelled' }),
      await kit.order(shopper.id, { payDeadline: new Date(Date.now() - 1000) }),
    ];
    for (const order of orders) {
      const res = await kit.create(shopper.token, { orderNo: order.orderNo, method: 'alipay' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 409, message: 'This order does not need paying or can no longer be paid', data: null });
      expect(await kit.payments(order.id)).toEqual([]);
    }
  });

  it('validates the body: unknown method or field → 400 naming it; sign-in required', async () => {
    const shopper = await kit.shopper();
    const order = await kit.order(shopper.id);
    const badMethod = await kit.create(shopper.token, { orderNo: order.orderNo, method: 'paypal' });
    expect(badMethod.statusCode).toBe(400);
    expect(badMethod.json<{ message: string }>().message).toContain('method');
    const extra = await kit.create(shopper.token, { orderNo: order.orderNo, method: 'alipay', amount: 1 });
    expect(extra.json<{ message: string }>().message).toBe('Unknown field "amount"');
    expect((await kit.api.send('POST', '/api/payment/create', { orderNo: order.orderNo, method: 'alipay' })).statusCode).toBe(401);
    expect(await kit.payments(order.id)).toEqual([]);
  });

  it('status shows the server\'s state of the order, before and after the gateway confirms', async () => {
    const shopper = await kit.shopper();
    const order = await kit.order(shopper.id);
    const unpaid = (await kit.status(shopper.token, order.orderNo)).json<{ data: Record<string, unknown> }>().data;
    expect(unpaid).toEqual({ orderNo: order.orderNo, status: 'unpaid', payAmount: 123.45, paymentMethod: null, paidAt: null, payDeadline: expect.any(String), dueAt: null });
    const paymentNo = await kit.paymentNo(shopper.token, order.orderNo, 'wechat');
    await kit.notify({ paymentNo, tradeNo: `W${paymentNo}`, amount: 12_345, status: 'success' });
    const paid = (await kit.status(shopper.token, order.orderNo)).json<{ data: Record<string, unknown> }>().data;
    expect(paid).toMatchObject({ status: 'paid', paymentMethod: 'wechat', paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    // Paid: a further attempt is refused.
    expect((await kit.create(shopper.token, { orderNo: order.orderNo, method: 'alipay' })).statusCode).toBe(409);
  });
});
