import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { createOrderOps } from '../../ops/order-ops';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { paymentTestKit } from '../payments/payment-test-kit';
import { enqueueUserMail } from './outbox';

describe.each(drivers)('mail written with its event on %s', (driver) => {
  let t: TestApp;
  let kit: ReturnType<typeof paymentTestKit>;
  beforeAll(async () => {
    t = await buildTestApp(driver, { env: { MAIL_WORKER: 'off' } });
    kit = paymentTestKit(t);
  });
  afterAll(() => t?.close());

  const mailsTo = (to: string) =>
    t.app.db.select({ template: mailOutbox.template, lang: mailOutbox.lang, data: mailOutbox.data }).from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(desc(mailOutbox.id));

  it('a paid and then shipped order mails the buyer in the language of their last visit, with the tracking number', async () => {
    const shopper = await kit.shopper();
    expect((await kit.api.user(shopper.token, { language: 'ja' })).statusCode).toBe(200); // the visit in Japanese
    const order = await kit.order(shopper.id);
    const ops = createOrderOps(t.app.db);
    await ops.confirmTransfer(order.orderNo);
    await ops.ship(order.orderNo, 'SF1234567890');
    expect(await mailsTo(shopper.account)).toEqual([
      { template: 'orderShipped', lang: 'ja', data: { orderNo: order.orderNo, trackingNo: 'SF1234567890' } },
      { template: 'orderPaid', lang: 'ja', data: { orderNo: order.orderNo, amount: '123.45' } },
    ]);
    expect(await kit.orderRow(order.id)).toMatchObject({ status: 'shipped' });
  });

  it('a refused event writes no mail', async () => {
    const shopper = await kit.shopper();
    const order = await kit.order(shopper.id);
    await expect(createOrderOps(t.app.db).ship(order.orderNo, 'SF1')).rejects.toThrow(/only a paid order can be shipped/);
    expect(await mailsTo(shopper.account)).toEqual([]);
  });

  it('a mail is rolled back with the transaction that wrote it', async () => {
    const shopper = await kit.shopper();
    await expect(
      t.app.db.transaction(async (tx) => {
        expect(await enqueueUserMail(tx, shopper.id, 'orderPaid', { orderNo: 'LM1', amount: '1.00' })).toBe(true);
        throw new Error('the event failed after the mail was written');
      }),
    ).rejects.toThrow('the event failed');
    expect(await mailsTo(shopper.account)).toEqual([]);
  });
});
