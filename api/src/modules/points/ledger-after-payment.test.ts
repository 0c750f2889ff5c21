import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { paymentTestKit } from '../payments/payment-test-kit';
import { creditPoints } from './credit-points';
import type { LedgerEntry } from './schemas';

type Page = { items: LedgerEntry[]; total: number; page: number; pageSize: number };

describe.each(drivers)('the ledger after a paid order on %s', (driver) => {
  let t: TestApp;
  let kit: ReturnType<typeof paymentTestKit>;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    kit = paymentTestKit(t);
  });
  afterAll(() => t?.close());

  const get = <T>(url: string, token: string) => kit.api.send('GET', url, undefined, { token }).then((res) => res.json<{ data: T }>().data);

  /** A shopper who paid a ¥123.45 order through the gateway's notification, then spent 23 points. */
  async function paidShopper() {
    const shopper = await kit.shopper();
    const order = await kit.order(shopper.id);
    const paymentNo = await kit.paymentNo(shopper.token, order.orderNo);
    const notified = await kit.notify({ paymentNo, tradeNo: `T${paymentNo}`, amount: 12_345, status: 'success' });
    expect(notified.statusCode).toBe(200);
    await t.app.db.transaction((tx) => creditPoints(tx, { userId: shopper.id, delta: -23, source: 'exchange', reference: `ex-${order.orderNo}` }));
    return { shopper, order };
  }

  it("the balance is the sum of the ledger's deltas and the newest entry's balanceAfter", async () => {
    const { shopper, order } = await paidShopper();
    const { balance } = await get<{ balance: number }>('/api/points/balance', shopper.token);
    const ledger = await get<Page>('/api/points/ledger', shopper.token);
    expect(balance).toBe(100);
    expect(ledger.items.reduce((sum, entry) => sum + entry.delta, 0)).toBe(balance);
    expect(ledger.items[0]!.balanceAfter).toBe(balance);
    expect(ledger.items.map((e) => [e.source, e.reference, e.delta, e.balanceAfter])).toEqual([
      ['exchange', `ex-${order.orderNo}`, -23, 100],
      ['order', order.orderNo, 123, 123],
    ]);
    expect((await get<Page>('/api/points/ledger?source=order', shopper.token)).items.map((e) => e.reference)).toEqual([order.orderNo]);
  });

  it('another shopper never sees these entries, filtered or not', async () => {
    const { shopper } = await paidShopper();
    const other = await kit.shopper();
    const empty = { items: [], total: 0, page: 1, pageSize: 20 };
    expect(await get<Page>('/api/points/ledger', other.token)).toEqual(empty);
    expect(await get<Page>('/api/points/ledger?source=order', other.token)).toEqual(empty);
    expect(await get<{ balance: number }>('/api/points/balance', other.token)).toEqual({ balance: 0 });
    expect((await get<Page>('/api/points/ledger', shopper.token)).total).toBe(2);
  });
});
