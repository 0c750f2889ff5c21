import { describe, expect, it } from 'vitest';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { cartClient, createProduct } from '../cart/test-catalogue';
import type { CartReportLine, ListDetail } from './schemas';
import { labListClient } from './test-client';

describe.each(drivers)('lab lists and favourites on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const signedIn = async (language = 'en') => {
    const { token } = await ctx.api.signUp();
    return { lists: labListClient(ctx.t.app, token, language), cart: cartClient(ctx.t.app, token, language) };
  };

  it('refuses a visitor with 401', async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: '/api/lablists/list' });
    expect(res.statusCode).toBe(401);
  });

  it('creates, renames and edits a list; its lines show name, price and state in the request language', async () => {
    const { lists } = await signedIn('ja');
    const { product, skus } = await createProduct(ctx.t.app, [{ price: 1_050, stock: 4 }, {}]);
    const created = await lists.create({ name: ' Monthly consumables ', items: [{ skuId: skus[0]!.id, quantity: 6 }] });
    expect(created.statusCode, created.body).toBe(200);
    const list = created.json<{ data: ListDetail }>().data;
    expect(list).toMatchObject({ name: 'Monthly consumables', lines: [{ skuId: skus[0]!.id, skuCode: skus[0]!.code, productId: product.id, name: product.name.ja, price: 10.5, quantity: 6, state: 'short_of_stock' }] });

    const added = (await lists.addLine({ listId: list.id, skuId: skus[1]!.id, quantity: 2 })).json<{ data: ListDetail }>().data;
    expect(added.lines.map((line) => [line.skuId, line.quantity])).toEqual([[skus[0]!.id, 6], [skus[1]!.id, 2]]);
    const merged = (await lists.addLine({ listId: list.id, skuId: skus[1]!.id, quantity: 3 })).json<{ data: ListDetail }>().data;
    expect(merged.lines[1]).toMatchObject({ quantity: 5 });
    const lineId = merged.lines[0]!.id;
    expect((await lists.updateLine({ listId: list.id, lineId, quantity: 3 })).json<{ data: ListDetail }>().data.lines[0]).toMatchObject({ quantity: 3, state: 'available' });
    expect((await lists.removeLine({ listId: list.id, lineId })).json<{ data: ListDetail }>().data.lines).toHaveLength(1);
    expect((await lists.rename(list.id, 'Glovebox')).json<{ data: ListDetail }>().data.name).toBe('Glovebox');
    expect((await lists.lists()).json<{ data: unknown[] }>().data).toEqual([{ id: list.id, name: 'Glovebox', lineCount: 1, updatedAt: expect.any(String) }]);
    expect((await lists.addLine({ listId: list.id, skuId: 2_000_000_000, quantity: 1 })).statusCode).toBe(404);
    expect((await lists.create({ name: '', items: [] })).json()).toMatchObject({ code: 400, message: '項目 name は1文字以上で指定してください' });
  });

  it('treats another user\'s list as missing: 404 for every call, the owner\'s list unchanged', async () => {
    const [{ lists: alice }, { lists: bob }] = [await signedIn(), await signedIn()];
    const { skus } = await createProduct(ctx.t.app);
    const list = (await alice.create({ name: 'Alice', items: [{ skuId: skus[0]!.id, quantity: 1 }] })).json<{ data: ListDetail }>().data;
    const lineId = list.lines[0]!.id;
    const refusals = [
      await bob.detail(list.id),
      await bob.rename(list.id, 'Mine now'),
      await bob.addLine({ listId: list.id, skuId: skus[0]!.id, quantity: 1 }),
      await bob.updateLine({ listId: list.id, lineId, quantity: 9 }),
      await bob.removeLine({ listId: list.id, lineId }),
      await bob.addToCart(list.id),
      await bob.import(`listId=${list.id}`, 'a.csv', Buffer.from(`${skus[0]!.code},1\n`)),
      await bob.remove(list.id),
    ];
    for (const res of refusals) expect(res.statusCode, res.body).toBe(404);
    expect((await bob.lists()).json<{ data: unknown[] }>().data).toEqual([]);
    expect(await alice.list(list.id)).toEqual(list);
    expect((await alice.remove(list.id)).statusCode).toBe(200);
    expect((await alice.detail(list.id)).statusCode).toBe(404);
  });

  it('adds the whole list to the cart in one step: whole lines, a short line capped at what is left, off-sale and out-of-stock lines reported', async () => {
    const { lists, cart } = await signedIn();
    const { skus } = await createProduct(ctx.t.app, [{ stock: 50 }, { stock: 3, maxPerOrder: 20 }, { onSale: false }, { stock: 0 }]);
    const [whole, short, off, empty] = skus as [(typeof skus)[0], (typeof skus)[0], (typeof skus)[0], (typeof skus)[0]];
    await cart.add({ skuId: short.id, quantity: 1 }); // already in the cart: only 2 more fit
    const items = [whole, short, off, empty].map((sku, i) => ({ skuId: sku.id, quantity: [4, 5, 1, 2][i]! }));
    const list = (await lists.create({ name: 'Monthly', items })).json<{ data: ListDetail }>().data;

    const res = await lists.addToCart(list.id);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ code: number; message: string; data: { lines: CartReportLine[] } }>();
    expect(body).toMatchObject({ code: -1007, message: 'Some items could not be added to the cart' });
    expect(body.data.lines.map(({ skuId, requested, added, status }) => ({ skuId, requested, added, status }))).toEqual([
      { skuId: whole.id, requested: 4, added: 4, status: 'added' },
      { skuId: short.id, requested: 5, added: 2, status: 'short_of_stock' },
      { skuId: off.id, requested: 1, added: 0, status: 'off_sale' },
      { skuId: empty.id, requested: 2, added: 0, status: 'out_of_stock' },
    ]);
    expect(new Map((await cart.lines()).map((line) => [line.skuId, line.quantity]))).toEqual(new Map([[whole.id, 4], [short.id, 3]]));
    expect((await lists.list(list.id)).lines.map((line) => line.quantity)).toEqual([4, 5, 1, 2]);

    const { lists: other } = await signedIn();
    const good = (await other.create({ name: 'Fine', items: [{ skuId: whole.id, quantity: 1 }] })).json<{ data: ListDetail }>().data;
    expect((await other.addToCart(good.id)).json()).toMatchObject({ code: 200, data: { lines: [{ added: 1, status: 'added' }] } });
  });

  it('simultaneous adds of one SKU to a list make one line and lose no quantity', async () => {
    const { lists } = await signedIn();
    const { skus } = await createProduct(ctx.t.app);
    const list = (await lists.create({ name: 'Race' })).json<{ data: ListDetail }>().data;
    const replies = await Promise.all(Array.from({ length: 8 }, () => lists.addLine({ listId: list.id, skuId: skus[0]!.id, quantity: 1 })));
    expect(replies.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect((await lists.list(list.id)).lines.map((line) => line.quantity)).toEqual([8]);
  });

  it('hearts: add twice is one favourite, check answers for a set of ids, remove is idempotent', async () => {
    const { lists } = await signedIn();
    const [a, b] = [await createProduct(ctx.t.app), await createProduct(ctx.t.app)];
    expect((await lists.favourite(a.product.id)).json()).toMatchObject({ code: 200, data: { productId: a.product.id, favourited: true } });
    await lists.favourite(a.product.id);
    expect((await lists.check([a.product.id, b.product.id])).json()).toMatchObject({ data: { favourited: [a.product.id] } });
    const page = (await lists.favourites()).json<{ data: { total: number; items: Array<{ product: { id: number; name: string } }> } }>().data;
    expect(page.total).toBe(1);
    expect(page.items[0]!.product).toMatchObject({ id: a.product.id, name: a.product.name.en });
    expect((await lists.favourite(2_000_000_000)).statusCode).toBe(404);
    expect((await lists.unfavourite(a.product.id)).json()).toMatchObject({ data: { favourited: false } });
    expect((await lists.unfavourite(a.product.id)).statusCode).toBe(200);
    expect((await lists.check([a.product.id])).json()).toMatchObject({ data: { favourited: [] } });
    expect((await lists.send('GET', '/api/favourites/check?productIds=1,,2')).statusCode).toBe(400);
  });
});
