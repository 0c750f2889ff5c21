import { describe, expect, it } from 'vitest';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { addressClient, shanghai } from '../addresses/address-client';
import type { Address } from '../addresses/schemas';
import { createProduct } from '../cart/test-catalogue';
import { labListClient } from '../lab-lists/test-client';
import type { ListDetail } from '../lab-lists/schemas';
import { shopper, type Shopper } from '../orders/order-kit';
import type { BudgetView } from './schemas';
import { dataOf, groupCalls, groupWith, type GroupClient } from './test-client';

const special = { type: 'special', title: '上海交通大学', taxNumber: '12100000425006117P', bank: '工商银行徐汇支行', bankAccount: '1001 2345 6789', registeredAddress: '华山路 1954 号', registeredPhone: '021-62932222' };

describe.each(drivers)('what a lab group shares on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const member = async (): Promise<Shopper & { group: GroupClient }> => {
    const s = await shopper(ctx.t.app);
    return { ...s, group: await groupCalls(ctx.t.app, s.token) };
  };

  it('addresses: members read, owners and buyers edit, others 403/404; never in a personal book; usable for the group\'s orders only', async () => {
    const [owner, buyer, requester, stranger] = [await member(), await member(), await member(), await member()];
    const id = await groupWith(ctx.t.app, owner.group, [[buyer.group, ['buyer']], [requester.group, ['requester']]]);
    const added = dataOf<Address>(await buyer.group.send('POST', `/api/lab-groups/${id}/addresses`, shanghai({ detail: '材料楼 305' })));
    expect(added).toMatchObject({ detail: '材料楼 305', district: '徐汇区', isDefault: false });
    expect(dataOf<{ items: Address[] }>(await requester.group.send('GET', `/api/lab-groups/${id}/addresses`)).items.map((a) => a.id)).toEqual([added.id]);
    expect((await requester.group.send('POST', `/api/lab-groups/${id}/addresses`, shanghai())).statusCode).toBe(403);
    expect((await stranger.group.send('GET', `/api/lab-groups/${id}/addresses`)).statusCode).toBe(404);
    expect((await buyer.group.send('POST', `/api/lab-groups/${id}/addresses`, shanghai({ districtCode: '110101' }))).statusCode).toBe(400);
    expect(dataOf(await owner.group.send('PATCH', `/api/lab-groups/${id}/addresses/${added.id}`, shanghai({ detail: '材料楼 306' })))).toMatchObject({ detail: '材料楼 306' });
    expect((await addressClient(ctx.t.app, buyer.token).entries()).map((a) => a.id)).toEqual([buyer.address.id]);

    const { skus } = await createProduct(ctx.t.app, [{ price: 20_000, stock: 10 }]);
    const budget = dataOf<BudgetView>(await owner.group.createBudget(id, { code: 'G', name: 'g', amount: 1000, periodStart: '2020-01-01', periodEnd: '2099-12-31' }));
    const items = [{ skuId: skus[0]!.id, quantity: 1 }];
    expect((await buyer.create(await buyer.orderBody(items, { addressId: added.id }))).statusCode).toBe(404);
    const placed = dataOf<{ orderNo: string }>(await buyer.create(await buyer.orderBody(items, { addressId: added.id, labGroupId: id, budgetId: budget.id })));
    expect(dataOf(await buyer.detail(placed.orderNo))).toMatchObject({ address: { detail: '材料楼 306' } });
    expect((await buyer.preview({ items, addressId: added.id, labGroupId: id })).statusCode).toBe(200);
    expect((await stranger.preview({ items, addressId: added.id, labGroupId: id })).statusCode).toBe(404);

    expect(dataOf(await buyer.group.send('DELETE', `/api/lab-groups/${id}/addresses/${added.id}`))).toEqual({ id: added.id });
    expect((await buyer.group.send('DELETE', `/api/lab-groups/${id}/addresses/${added.id}`)).statusCode).toBe(404);
  });

  it('invoice titles: a special VAT title kept for the group; none is refused; a requester reads but cannot add', async () => {
    const [owner, requester] = [await member(), await member()];
    const id = await groupWith(ctx.t.app, owner.group, [[requester.group, ['requester']]]);
    const title = dataOf<{ id: number }>(await owner.group.send('POST', `/api/lab-groups/${id}/invoice-titles`, { invoice: special }));
    expect((await owner.group.send('POST', `/api/lab-groups/${id}/invoice-titles`, { invoice: { type: 'none' } })).statusCode).toBe(400);
    expect((await owner.group.send('POST', `/api/lab-groups/${id}/invoice-titles`, { invoice: { ...special, taxNumber: 'bad' } })).statusCode).toBe(400);
    expect(dataOf(await requester.group.send('GET', `/api/lab-groups/${id}/invoice-titles`))).toEqual({ items: [{ id: title.id, invoice: special }] });
    expect((await requester.group.send('POST', `/api/lab-groups/${id}/invoice-titles`, { invoice: special })).statusCode).toBe(403);
    expect((await requester.group.send('DELETE', `/api/lab-groups/${id}/invoice-titles/${title.id}`)).statusCode).toBe(403);
    expect(dataOf(await owner.group.send('DELETE', `/api/lab-groups/${id}/invoice-titles/${title.id}`))).toEqual({ id: title.id });
  });

  it('lab lists: a member shares a list of their own; members read it; only its owner or a group owner takes it back', async () => {
    const [owner, buyer, finance, stranger] = [await member(), await member(), await member(), await member()];
    const id = await groupWith(ctx.t.app, owner.group, [[buyer.group, ['buyer']], [finance.group, ['finance']]]);
    const { skus } = await createProduct(ctx.t.app, [{ price: 1_000, stock: 5 }]);
    const list = dataOf<ListDetail>(await labListClient(ctx.t.app, buyer.token).create({ name: 'Glovebox', items: [{ skuId: skus[0]!.id, quantity: 2 }] }));
    const strangersList = dataOf<ListDetail>(await labListClient(ctx.t.app, stranger.token).create({ name: 'Mine', items: [] }));

    expect((await buyer.group.send('POST', `/api/lab-groups/${id}/lab-lists`, { listId: strangersList.id })).statusCode).toBe(404);
    expect(dataOf(await buyer.group.send('POST', `/api/lab-groups/${id}/lab-lists`, { listId: list.id }))).toEqual({ id: list.id });
    expect(dataOf(await finance.group.send('GET', `/api/lab-groups/${id}/lab-lists`))).toEqual({
      items: [{ id: list.id, name: 'Glovebox', lineCount: 1, updatedAt: expect.any(String) as string, ownerId: buyer.userId, ownerName: expect.any(String) as string }],
    });
    expect(dataOf<ListDetail>(await finance.group.send('GET', `/api/lab-groups/${id}/lab-lists/${list.id}`)).lines).toMatchObject([{ skuId: skus[0]!.id, quantity: 2 }]);
    expect((await stranger.group.send('GET', `/api/lab-groups/${id}/lab-lists`)).statusCode).toBe(404);
    expect((await finance.group.send('DELETE', `/api/lab-groups/${id}/lab-lists/${list.id}`)).statusCode).toBe(404);
    expect(dataOf(await owner.group.send('DELETE', `/api/lab-groups/${id}/lab-lists/${list.id}`))).toEqual({ id: list.id });
    expect(dataOf(await finance.group.send('GET', `/api/lab-groups/${id}/lab-lists`))).toEqual({ items: [] });
    expect((await labListClient(ctx.t.app, buyer.token).list(list.id)).name).toBe('Glovebox');
  });
});
