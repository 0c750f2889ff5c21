import { describe, expect, it } from 'vitest';
import { useAuthApp } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { addressClient } from './address-client';

describe.each(drivers)('addresses: the default and other shoppers on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const signedIn = async () => addressClient(ctx.t.app, (await ctx.api.signUp()).token);

  it('keeps exactly one default: set-default, add with isDefault, list default first then newest', async () => {
    const book = await signedIn();
    const a = await book.created({ detail: 'A road' });
    const b = await book.created({ detail: 'B road' });
    const c = await book.created({ detail: 'C road', isDefault: true });
    expect((await book.entries()).map((x) => [x.id, x.isDefault])).toEqual([[c.id, true], [b.id, false], [a.id, false]]);

    const res = await book.setDefault(a.id);
    expect(res.json<{ data: { id: number; isDefault: boolean }[] }>().data.map((x) => [x.id, x.isDefault])).toEqual([
      [a.id, true], [c.id, false], [b.id, false],
    ]);
    await book.update({ id: b.id, isDefault: true });
    expect((await book.entries()).filter((x) => x.isDefault).map((x) => x.id)).toEqual([b.id]);
    // The default cannot be switched off by itself: there is always one while addresses exist.
    await book.update({ id: b.id, isDefault: false });
    expect((await book.entries()).filter((x) => x.isDefault).map((x) => x.id)).toEqual([b.id]);
  });

  it('deleting the default makes the newest remaining one default', async () => {
    const book = await signedIn();
    const a = await book.created({ detail: 'A road' });
    const b = await book.created({ detail: 'B road' });
    const c = await book.created({ detail: 'C road' });
    await book.setDefault(b.id);
    expect((await book.remove(b.id)).json()).toMatchObject({ code: 200, data: { id: b.id } });
    expect((await book.entries()).map((x) => [x.id, x.isDefault])).toEqual([[c.id, true], [a.id, false]]);
    await book.remove(a.id);
    expect((await book.entries()).map((x) => [x.id, x.isDefault])).toEqual([[c.id, true]]);
  });

  it("another shopper's address is a 404 for update, delete and set-default, and nothing changes", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const address = await owner.created();
    for (const res of [
      await other.update({ id: address.id, receiver: 'Mallory' }),
      await other.remove(address.id),
      await other.setDefault(address.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, data: null });
    }
    expect(await owner.entries()).toEqual([address]);
    expect(await other.entries()).toEqual([]);
  });

  it('needs a sign-in and rejects unknown fields and bad ids', async () => {
    const res = await ctx.api.send('GET', '/api/address/list', undefined);
    expect(res.statusCode).toBe(401);
    const book = await signedIn();
    expect((await book.remove('abc')).statusCode).toBe(400);
    expect((await book.update({ id: 1, owner: 2 })).json().message).toBe('Unknown field "owner"');
  });
});
