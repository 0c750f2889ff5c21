import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../db/schema/staff';
import { staffSession } from '../../test/staff-session';
import { drivers } from '../../test/test-app';
import type { ProductRecord } from './product-schemas';
import type { RelatedList } from './related-schemas';
import { catalogueClient, useCatalogueApp } from './test-client';

describe.each(drivers)('a product\'s "bought together" list in the console (%s)', (driver) => {
  const ctx = useCatalogueApp(driver);
  const related = async (id: number) => (await ctx.staff.data<ProductRecord>('GET', `product?id=${id}`)).related;
  const save = (productId: number, version: string, relatedIds: number[]) => ctx.staff.post('related/save', { productId, version, relatedIds });
  /** What the product page lists under "bought together" (cached per replica until a catalogue write). */
  const shopList = async (id: number) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/product/collocationproduct?id=${id}`, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: Array<{ id: number }> }>().data.map((card) => card.id);
  };
  /** Products the storefront lists (on sale, priced), other than 90301. */
  const listable = async (count: number) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/product/like?id=90301&limit=${count}` });
    const ids = res.json<{ data: Array<{ id: number }> }>().data.map((card) => card.id);
    expect(ids).toHaveLength(count);
    return ids;
  };

  it('saves the list in the order given, audits it, and the product page shows it at once', async () => {
    const read = await related(90301);
    expect(read.items.length).toBeGreaterThan(0); // seeded
    // The page's answer is cached now: the save below must drop it.
    expect(await shopList(90301)).toEqual(read.items.filter((item) => item.status === 'on_sale').map((item) => item.id));
    const [a, b, c] = await listable(3);

    const saved = await ctx.staff.data<RelatedList>('POST', 'related/save', { productId: 90301, version: read.version, relatedIds: [c, a, b] });
    expect(saved.items.map((item) => item.id)).toEqual([c, a, b]);
    expect(saved.version).not.toBe(read.version);
    expect(saved.items[0]).toMatchObject({ id: c, status: 'on_sale', name: { en: expect.any(String), zh: expect.any(String) } });
    expect(await related(90301)).toEqual(saved);
    expect(await shopList(90301)).toEqual([c, a, b]);

    const [audit] = await ctx.app.db.select().from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'product.related'), eq(staffAuditLog.entityId, '90301')));
    expect(audit).toMatchObject({ actorAccount: ctx.staffAccount, entity: 'product', before: { relatedIds: read.items.map((i) => i.id) }, after: { relatedIds: [c, a, b] } });

    // Reordered, then emptied: the page follows each time.
    const reordered = await ctx.staff.data<RelatedList>('POST', 'related/save', { productId: 90301, version: saved.version, relatedIds: [a, b, c] });
    expect(await shopList(90301)).toEqual([a, b, c]);
    const emptied = await ctx.staff.data<RelatedList>('POST', 'related/save', { productId: 90301, version: reordered.version, relatedIds: [] });
    expect(emptied.items).toEqual([]);
    expect(await shopList(90301)).toEqual([]);
  });

  it('lists a product off sale (the editor shows it so), which the product page skips until it is on sale again', async () => {
    const [onSale, offSale] = await listable(2);
    await ctx.staff.data('POST', 'products/status', { ids: [offSale], status: 'off_sale' });
    const read = await related(90302);
    const saved = await ctx.staff.data<RelatedList>('POST', 'related/save', { productId: 90302, version: read.version, relatedIds: [offSale, onSale] });
    expect(saved.items.map((item) => [item.id, item.status])).toEqual([[offSale, 'off_sale'], [onSale, 'on_sale']]);
    expect(await shopList(90302)).toEqual([onSale]);
    await ctx.staff.data('POST', 'products/status', { ids: [offSale], status: 'on_sale' });
    expect(await shopList(90302)).toEqual([offSale, onSale]);
  });

  it('refuses itself, unknown products, repeats, more than 12 and a stale version, in the user\'s language, and changes nothing', async () => {
    const read = await related(90305);
    const ids = await listable(13);
    const cases: Array<[unknown[], number, RegExp]> = [
      [[ids[0], 90305], 400, /^A product cannot be bought together with itself$/],
      [[ids[0], 1_999_999_999], 400, /does not exist/],
      [[ids[0], ids[1], ids[0]], 400, /relatedIds.*repeats/],
      [ids, 400, /relatedIds.*12/],
      [[0], 400, /relatedIds\.0/],
      [['90301'], 400, /relatedIds\.0/],
    ];
    for (const [relatedIds, status, message] of cases) {
      const res = await ctx.staff.post('related/save', { productId: 90305, version: read.version, relatedIds });
      expect(res.statusCode, JSON.stringify(relatedIds)).toBe(status);
      expect(res.json().message, JSON.stringify(relatedIds)).toMatch(message);
    }
    const unknown = await save(90305, read.version, [1_999_999_998, ids[0]!, 1_999_999_999]);
    expect(unknown.json().data).toEqual({ ids: [1_999_999_998, 1_999_999_999] });

    const zh = catalogueClient(ctx.app, (await staffSession(ctx.app, 'catalogue')).token, 'zh');
    const self = await zh.post('related/save', { productId: 90305, version: read.version, relatedIds: [90305] });
    expect(self.json().message).toBe('商品不能与自身搭配购买');
    expect((await zh.post('related/save', { productId: 90305, version: read.version, relatedIds: Array(13).fill(1) })).json().message).toMatch(/relatedIds.*最多 12 项/);

    expect((await save(1_999_999_999, read.version, [])).statusCode).toBe(404);
    expect((await ctx.staff.post('related/save', { productId: 90305, relatedIds: [] })).statusCode).toBe(400);
    expect(await related(90305)).toEqual(read);

    // Saved once from this version: a second save from it is refused (409) and leaves the first one's list.
    const first = await ctx.staff.data<RelatedList>('POST', 'related/save', { productId: 90305, version: read.version, relatedIds: [ids[0], ids[1]] });
    const stale = await save(90305, read.version, [ids[2]!]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Someone else changed this record meanwhile; reload it and edit again');
    expect(await related(90305)).toEqual(first);
  });

  it('of two saves made from the same version, exactly one is kept', async () => {
    const read = await related(90306);
    const ids = await listable(3);
    const answers = await Promise.all(ids.map((id) => save(90306, read.version, [id])));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    const kept = answers.find((res) => res.statusCode === 200)!.json<{ data: RelatedList }>().data;
    expect(await related(90306)).toEqual(kept);
  });

  it('does not move the product\'s own version (an open product form stays saveable)', async () => {
    const record = await ctx.staff.data<ProductRecord>('GET', 'product?id=90307');
    await ctx.staff.data('POST', 'related/save', { productId: 90307, version: record.related.version, relatedIds: (await listable(1)) });
    expect((await ctx.staff.data<ProductRecord>('GET', 'product?id=90307')).version).toBe(record.version);
  });
});
