import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, type OrderStatus } from '../../db/schema/orders';
import { orderItemLots, productLots } from '../../db/schema/product-safety';
import { orderEndUse } from '../../db/schema/regulated-chemicals';
import { readTable } from '../../lib/read-table';
import type { Reply } from '../../test/auth-requests';
import { texts } from '../../test/catalogue-rows';
import { staffSession } from '../../test/staff-session';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { groupClient, groupWith, type GroupClient } from '../lab-groups/test-client';
import { regulatedProduct, regulatedStaffClient, type RegulatedStaffClient } from './test-kit';

/** A day far from any other test's orders, so the register of that day holds only this file's. */
const DAY = '2031-03-14';
const at = (time: string) => new Date(`${DAY}T${time}+08:00`);
const address = { receiver: '王工', mobile: '13800000000', provinceCode: '310000', cityCode: '310100', districtCode: '310104', province: '上海市', city: '上海市', district: '徐汇区', detail: '华山路 1954 号', postcode: '' };

describe.each(drivers)('the regulated sales register on %s', (driver) => {
  let t: TestApp;
  let owner: GroupClient;
  let support: RegulatedStaffClient;
  let orderNo: string;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    owner = await groupClient(t.app);
    const groupId = await groupWith(t.app, owner);
    support = regulatedStaffClient(t.app, (await staffSession(t.app, 'support')).token);
    const acid = await regulatedProduct(t.app, 'precursor', '7664-93-9');
    const salt = await regulatedProduct(t.app, null, '21324-40-3');
    const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
    const order = async (status: OrderStatus, paidAt: Date | null, extra: Partial<typeof orders.$inferInsert> = {}) => {
      const [row] = await t.app.db
        .insert(orders)
        .values({ orderNo: `REG${tag}${status}${paidAt?.getTime() ?? 0}`, userId: owner.userId, status, goodsAmount: 3000, payAmount: 3000, address, paidAt, labGroupId: groupId, ...extra })
        .returning({ id: orders.id, orderNo: orders.orderNo });
      const lines = await t.app.db
        .insert(orderItems)
        .values([
          { orderId: row!.id, productId: acid.productId, skuId: acid.skuId, skuCode: 'A', name: texts('Sulphuric acid'), spec: texts('500 mL'), unitPrice: 1000, quantity: 3 },
          { orderId: row!.id, productId: salt.productId, skuId: salt.skuId, skuCode: 'S', name: texts('LiPF6'), spec: texts('25 g'), unitPrice: 1000, quantity: 1 },
        ])
        .returning({ id: orderItems.id });
      await t.app.db.insert(orderEndUse).values({ orderId: row!.id, endUse: '=HYPERLINK("x") electrolyte research' });
      return { ...row!, acidLine: lines[0]!.id };
    };
    const shipped = await order('shipped', at('10:30:00'), { shippedAt: at('15:00:00') });
    orderNo = shipped.orderNo;
    const lots = await t.app.db
      .insert(productLots)
      .values(['A', 'B'].map((l) => ({ skuId: acid.skuId, lotNumber: `REG${tag}${l}`, manufacturedOn: '2031-01-01', expiresOn: '2033-01-01', quantity: 10, remaining: 8, results: [] })))
      .returning({ id: productLots.id });
    await t.app.db.insert(orderItemLots).values([{ orderItemId: shipped.acidLine, lotId: lots[0]!.id, quantity: 2 }, { orderItemId: shipped.acidLine, lotId: lots[1]!.id, quantity: 1 }]);
    await order('unpaid', null);
    // Refunded before it shipped: no goods left, so it is not in the register.
    await order('closed', at('11:00:00'));
    await order('paid', new Date('2031-03-15T00:01:00+08:00'));
    // On payment terms, shipped before it is paid: the goods left on the 16th, so that is its day.
    await order('shipped', null, { paymentTerms: 'invoice', shippedAt: new Date('2031-03-16T09:00:00+08:00') });
  });
  afterAll(() => t.close());

  const get = (query: string) => support.get(`regulated-register?${query}`);

  it('lists one row per regulated line of the orders paid that day, with the lots it shipped from and the end use', async () => {
    const { items } = await support.data<{ items: Array<Record<string, unknown>> }>('GET', `regulated-register?from=${DAY}&to=${DAY}`);
    expect(items).toEqual([
      {
        date: DAY,
        orderNo,
        buyerName: expect.any(String),
        buyerAccount: owner.account,
        labGroup: 'Battery Lab',
        institution: 'SJTU',
        product: 'Sulphuric acid-en',
        casNumber: '7664-93-9',
        regulatedClass: 'precursor',
        quantity: 3,
        lots: expect.stringMatching(/^REG\w+A ×2; REG\w+B ×1$/),
        endUse: '=HYPERLINK("x") electrolyte research',
      },
    ]);
    // The order paid a minute into the next day is that day's.
    const next = await support.data<{ items: Array<{ orderNo: string; lots: string }> }>('GET', 'regulated-register?from=2031-03-15&to=2031-03-15');
    expect(next.items).toHaveLength(1);
    expect(next.items[0]!.lots).toBe('');
    const shippedUnpaid = await support.data<{ items: Array<{ date: string; orderNo: string }> }>('GET', 'regulated-register?from=2031-03-16&to=2031-03-16');
    expect(shippedUnpaid.items.map((item) => item.date)).toEqual(['2031-03-16']);
  });

  it('writes the CSV with a BOM, headings in the reader language and formula-safe cells', async () => {
    const res = await support.send('GET', `regulated-register?from=${DAY}&to=${DAY}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain(`regulated-register-${DAY}-${DAY}.csv`);
    const text = res.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Date,Order no.,Buyer,Buyer account,Lab group,Institution,Product,CAS no.,Regulated class,Quantity,Lot,End use');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${orderNo},`);
    expect(lines[1]).toContain('Precursor chemicals');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") electrolyte research"`);
  });

  it('writes the XLSX in a heavy-work thread: one sheet, headings then the row', async () => {
    const res = (await get(`from=${DAY}&to=${DAY}&format=xlsx`)) as Reply & { rawPayload: Buffer };
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const rows = await readTable(res.rawPayload, { entries: 50, entryBytes: 5_000_000, totalBytes: 10_000_000, rows: 100, columns: 20 });
    expect(rows[0]!.cells).toContain('CAS no.');
    expect(rows[1]!.cells.slice(0, 2)).toEqual([DAY, orderNo]);
    expect(rows[1]!.cells).toContain('7664-93-9');
  });

  it('checks the range: real dates, in order, at most 366 days', async () => {
    expect((await get('from=2031-01-01&to=2032-01-01')).statusCode).toBe(200); // 366 days
    const long = await get('from=2031-01-01&to=2032-01-02');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ data: { reason: 'REGISTER_RANGE_TOO_LONG', maxDays: 366 } });
    expect((await get('from=2031-03-15&to=2031-03-14')).statusCode).toBe(400);
    expect((await get('from=2031-02-30&to=2031-03-14')).statusCode).toBe(400);
    expect((await get('from=2031-03-14')).statusCode).toBe(400);
    expect((await get(`from=${DAY}&to=${DAY}&format=pdf`)).statusCode).toBe(400);
  });
});
