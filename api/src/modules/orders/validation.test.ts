import { describe, expect, it } from 'vitest';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { createProduct } from '../cart/test-catalogue';
import { orderCount, shopper, stockOf } from './order-kit';

describe.each(drivers)('orders: what the client may not decide, on %s', (driver) => {
  const ctx = useAuthApp(driver);

  it.each([
    [-1, 'Field "items.0.quantity" must be at least 1'],
    [0, 'Field "items.0.quantity" must be at least 1'],
    [1.5, 'Field "items.0.quantity" must be an integer'],
    ['2', 'Field "items.0.quantity" must be a number'],
    [1e9, 'Field "items.0.quantity" must be at most 9999'],
  ])('quantity %s is a 400 naming the field, for preview and create, and nothing is ordered', async (quantity, message) => {
    const buyer = await shopper(ctx.t.app);
    const { skus } = await createProduct(ctx.t.app, [{ stock: 50 }]);
    const items = [{ skuId: skus[0]!.id, quantity }];
    const preview = await buyer.preview({ items });
    expect(preview.statusCode).toBe(400);
    expect(preview.json()).toEqual({ code: 400, message, data: null });
    const body = { items, addressId: buyer.address.id, invoice: { type: 'none' }, note: '', expectedPayAmount: 123.45 };
    const create = await buyer.create(body);
    expect(create.statusCode).toBe(400);
    expect(create.json().message).toBe(message);
    expect(await orderCount(ctx.t.app, buyer.userId)).toBe(0);
    expect(await stockOf(ctx.t.app, skus[0]!.id)).toBe(50);
  });

  it('a price sent by the client is an unknown field; a low expectedPayAmount is 409 priceChanged; no order either way', async () => {
    const buyer = await shopper(ctx.t.app);
    const { skus } = await createProduct(ctx.t.app, [{ price: 20_000, stock: 10 }]);
    const skuId = skus[0]!.id;
    const body = await buyer.orderBody([{ skuId, quantity: 2 }]);
    expect(body.expectedPayAmount).toBe(400);

    const withPrice = await buyer.create({ ...body, items: [{ skuId, quantity: 2, unitPrice: 0.01 }] });
    expect(withPrice.json()).toEqual({ code: 400, message: 'Unknown field "items.0.unitPrice"', data: null });
    expect((await buyer.create({ ...body, payAmount: 0.01 })).json().message).toBe('Unknown field "payAmount"');

    const low = await buyer.create({ ...body, expectedPayAmount: 0.01 });
    expect(low.statusCode).toBe(409);
    expect(low.json()).toMatchObject({ code: 409, data: { payAmount: 400, lines: [{ skuId, unitPrice: 200, amount: 400, problem: null }] } });
    expect(await orderCount(ctx.t.app, buyer.userId)).toBe(0);
    expect(await stockOf(ctx.t.app, skuId)).toBe(10);
  });

  it('checks the Idempotency-Key, the invoice, the note and that exactly one item source is given', async () => {
    const buyer = await shopper(ctx.t.app);
    const { skus } = await createProduct(ctx.t.app);
    const body = await buyer.orderBody([{ skuId: skus[0]!.id, quantity: 1 }]);
    const noKey = await buyer.send('POST', '/api/order/create', body);
    expect(noKey.json().message).toBe('Missing required field "idempotency-key"');
    expect((await buyer.create(body, 'short')).json().message).toBe('Field "idempotency-key" has an invalid format');
    const special = { type: 'special', title: 'Lab', taxNumber: '91310000MA1FL0000X', bank: 'ICBC', bankAccount: '6222 0000 1111', registeredAddress: 'Shanghai' };
    expect((await buyer.create({ ...body, invoice: special })).json().message).toBe('Missing required field "invoice.registeredPhone"');
    expect((await buyer.create({ ...body, invoice: { type: 'ordinary', title: 'Lab', taxNumber: 'abc' } })).json().message).toBe(
      'Field "invoice.taxNumber" has an invalid format',
    );
    expect((await buyer.create({ ...body, note: 'x'.repeat(201) })).json().message).toBe('Field "note" must have at most 200 characters');
    expect((await buyer.create({ ...body, cartLineIds: [1] })).statusCode).toBe(400);
    expect(await orderCount(ctx.t.app, buyer.userId)).toBe(0);
  });
});
