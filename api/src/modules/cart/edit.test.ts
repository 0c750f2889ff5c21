import { describe, expect, it } from 'vitest';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import type { CartLine } from './schemas';
import { cartClient, createProduct, expectRefused } from './test-catalogue';

describe.each(drivers)('cart: modify, delete and clear on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const signedIn = async () => cartClient(ctx.t.app, (await ctx.api.signUp()).token);

  /** A signed-in shopper with `n` lines of one product (stock 10, at most 6 per order). */
  async function cartWith(n: number) {
    const cart = await signedIn();
    const { skus } = await createProduct(ctx.t.app, Array.from({ length: n }, () => ({ stock: 10, maxPerOrder: 6 })));
    for (const sku of skus) await cart.add({ skuId: sku.id, quantity: 1 });
    return { cart, lines: await cart.lines() };
  }

  it('sets the quantity and the selection of a line', async () => {
    const { cart, lines } = await cartWith(1);
    const id = lines[0]!.id;
    const res = await cart.modify(`id=${id}&quantity=6`);
    expect(res.json()).toMatchObject({ code: 200, success: true, data: [{ id, quantity: 6, selected: true }] });
    expect((await cart.modify(`id=${id}&selected=false`)).json<{ data: CartLine[] }>().data[0]).toMatchObject({ quantity: 6, selected: false });
    expect((await cart.modify(`id=${id}&selected=1`)).json<{ data: CartLine[] }>().data[0]!.selected).toBe(true);
  });

  it.each([
    ['quantity=7', 400, 'Field "quantity" must be at most 6'],
    ['quantity=0', 400, 'Field "quantity" must be at least 1'],
    ['quantity=2.5', 400, 'Field "quantity" must be an integer'],
    ['selected=maybe', 400, 'Field "selected" has an invalid value'],
    ['', 400, 'Field "quantity" is invalid'],
    ['quantity=2&note=x', 400, 'Unknown field "note"'],
  ])('refuses modify with %s and leaves the line as it was', async (query, status, message) => {
    const { cart, lines } = await cartWith(1);
    expectRefused(await cart.modify(`id=${lines[0]!.id}${query ? `&${query}` : ''}`), status, message);
    expect(await cart.lines()).toEqual(lines);
  });

  it('treats another user\'s line as missing: 404 for modify and delete, the owner\'s line unchanged', async () => {
    const { cart: alice, lines } = await cartWith(1);
    const bob = await signedIn();
    const id = lines[0]!.id;
    expectRefused(await bob.modify(`id=${id}&quantity=3`), 404);
    expectRefused(await bob.remove(String(id)), 404);
    expectRefused(await bob.modify('id=2000000000&quantity=1'), 404);
    expect(await alice.lines()).toEqual(lines);
  });

  it('deletes the listed lines, all or nothing', async () => {
    const { cart, lines } = await cartWith(3);
    const [a, b, c] = lines.map((line) => line.id);
    expectRefused(await cart.remove(`${a},2000000000`), 404);
    expect(await cart.lines()).toHaveLength(3);
    expectRefused(await cart.remove('1,,2'), 400, 'Field "ids" has an invalid format');
    const res = await cart.remove(`${a},${b}`);
    expect(res.json<{ data: CartLine[] }>().data.map((line) => line.id)).toEqual([c]);
  });

  it('clears the cart, and only the caller\'s cart', async () => {
    const { cart } = await cartWith(2);
    const { cart: other } = await cartWith(1);
    expect((await cart.clear()).json()).toEqual({ code: 200, message: 'ok', success: true, data: [] });
    expect(await other.lines()).toHaveLength(1);
  });
});
