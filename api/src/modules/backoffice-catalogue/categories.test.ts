import { count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/categories';
import { staffAuditLog } from '../../db/schema/staff';
import { drivers } from '../../test/test-app';
import type { CategoryNode } from './category-schemas';
import { texts, useCatalogueApp } from './test-client';

describe.each(drivers)('the category tree in the console (%s)', (driver) => {
  const ctx = useCatalogueApp(driver);
  const tree = () => ctx.staff.data<CategoryNode[]>('GET', 'categories');
  const childrenOf = async (id: number) => (await tree()).find((top) => top.id === id)!.children;
  const save = (body: Record<string, unknown>) => ctx.staff.data<{ id: number }>('POST', 'categories/save', body);
  const categoryCount = async () => (await ctx.app.db.select({ n: count() }).from(categories))[0]!.n;

  it('answers the whole tree with product counts (a top counts its sub-categories)', async () => {
    const top = (await tree()).find((node) => node.id === 9)!;
    expect(top).toMatchObject({ parentId: null, name: { zh: expect.any(String), en: expect.any(String), ja: expect.any(String), ko: expect.any(String) } });
    expect(top.children.length).toBeGreaterThan(1);
    expect(top.productCount).toBe(top.children.reduce((sum, child) => sum + child.productCount, 0));
    expect(top.children.find((child) => child.id === 903)!.productCount).toBeGreaterThan(0);
  });

  it('creates categories last among their siblings, renames them and audits both', async () => {
    const top = await save({ parentId: null, icon: 'flask', name: texts(`Top ${driver}`) });
    expect((await tree()).at(-1)).toMatchObject({ id: top.id, children: [], productCount: 0 });
    // 0, the storefront's "top", means the same as null.
    const zero = await save({ parentId: 0, icon: '', name: texts(`Zero ${driver}`) });
    expect((await tree()).find((node) => node.id === zero.id)).toMatchObject({ parentId: null });
    const child = await save({ parentId: top.id, icon: '', name: texts('Child') });
    const second = await save({ parentId: top.id, icon: '', name: texts('Second') });
    expect((await childrenOf(top.id)).map((c) => c.id)).toEqual([child.id, second.id]);

    await save({ id: child.id, parentId: top.id, icon: 'beaker', name: texts('Renamed') });
    expect((await childrenOf(top.id))[0]).toMatchObject({ id: child.id, icon: 'beaker', name: { en: 'Renamed en' } });
    const [audit] = await ctx.app.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'category.update')).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ entityId: String(child.id), before: { name: { en: 'Child en' } }, after: { name: { en: 'Renamed en' }, icon: 'beaker' } });
  });

  it('shows a renamed category in the shop’s menu at once', async () => {
    const menu = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/productcategory/all/category', headers: { 'accept-language': 'en' } }))
        .json<{ data: Array<{ id: number; children: Array<{ id: number; name: string }> }> }>()
        .data.find((top) => top.id === 1)!.children.find((child) => child.id === 101)!.name;
    const [sub] = await ctx.app.db.select().from(categories).where(eq(categories.id, 101));
    expect(await menu()).toBe(sub!.name.en); // cached now
    await save({ id: 101, parentId: 1, icon: sub!.icon, name: { ...sub!.name, en: `Menu rename ${driver}` } });
    expect(await menu()).toBe(`Menu rename ${driver}`);
  });

  it('renames the word shoppers find a sub-category’s products by', async () => {
    const [sub] = await ctx.app.db.select().from(categories).where(eq(categories.id, 902));
    await save({ id: 902, parentId: sub!.parentId, icon: sub!.icon, name: { ...sub!.name, en: `Quokkaphyte ${driver}` } });
    const search = await ctx.app.inject({ method: 'POST', url: '/api/product/page-get-products', payload: { keyword: `quokkaphyte ${driver}` } });
    const found = search.json<{ data: { items: Array<{ categoryId: number }> } }>().data.items;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((item) => item.categoryId === 902)).toBe(true);
  });

  it('keeps the tree two levels deep and refuses bad input, writing nothing', async () => {
    const before = await categoryCount();
    for (const [body, message] of [
      [{ parentId: 901, icon: '', name: texts('Third level') }, /only be placed under a top/],
      [{ parentId: 1_999_999, icon: '', name: texts('Orphan') }, /only be placed under a top/],
      [{ id: 9, parentId: 9, icon: '', name: texts('Self') }, /only be placed under a top/],
      [{ id: 9, parentId: 1, icon: '', name: texts('Top with children under another') }, /only be placed under a top/],
      [{ id: 901, parentId: null, icon: '', name: texts('Sub with products to the top') }, /sub-category/],
      [{ parentId: 9, icon: 'Bad Icon!', name: texts('Icon') }, /icon/],
      [{ parentId: 9, icon: '', name: { zh: '只有中文' } }, /name\.en/],
      [{ parentId: 9, icon: '', name: texts('Extra'), sort: 3 }, /sort/],
    ] as const) {
      const res = await ctx.staff.post('categories/save', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await categoryCount()).toBe(before);
    expect((await ctx.staff.post('categories/save', { id: 1_999_999, parentId: null, icon: '', name: texts('Ghost') })).statusCode).toBe(404);
  });

  it('reorders one parent’s children when every child is named once', async () => {
    const ids = (await childrenOf(9)).map((child) => child.id);
    const reversed = [...ids].reverse();
    await ctx.staff.data('POST', 'categories/reorder', { parentId: 9, ids: reversed });
    expect((await childrenOf(9)).map((child) => child.id)).toEqual(reversed);

    const missing = await ctx.staff.post('categories/reorder', { parentId: 9, ids: reversed.slice(1) });
    expect(missing.statusCode).toBe(409);
    expect((await ctx.staff.post('categories/reorder', { parentId: 9, ids: [...reversed, reversed[0]] })).statusCode).toBe(400);
    expect((await ctx.staff.post('categories/reorder', { parentId: 9, ids: [...reversed.slice(1), 101] })).statusCode).toBe(409);
    expect((await childrenOf(9)).map((child) => child.id)).toEqual(reversed);
  });

  it('deletes an empty category; one with products or sub-categories is refused with 409', async () => {
    for (const id of [9, 903]) {
      const res = await ctx.staff.post('categories/delete', { id });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This category still has products or sub-categories');
    }
    const empty = await save({ parentId: 9, icon: '', name: texts('Empty') });
    await ctx.staff.data('POST', 'categories/delete', { id: empty.id });
    expect((await childrenOf(9)).map((child) => child.id)).not.toContain(empty.id);
    expect((await ctx.staff.post('categories/delete', { id: empty.id })).statusCode).toBe(404);
    const [audit] = await ctx.app.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'category.delete')).orderBy(desc(staffAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ entityId: String(empty.id), before: { name: { en: 'Empty en' } }, after: null });
  });
});
