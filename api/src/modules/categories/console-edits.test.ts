import { describe, expect, it } from 'vitest';
import { texts, useCatalogueApp } from '../backoffice-catalogue/test-client';
import { drivers } from '../../test/test-app';

type Top = { id: number; name: string };

describe.each(drivers)('a category edited in the console reaches the shop at once (%s)', (driver) => {
  const ctx = useCatalogueApp(driver);
  const shopTops = async (lang: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/productcategory/category', headers: { 'accept-language': lang } })).json<{ data: Top[] }>().data;

  it('renames a top category in the header menu without a restart (the in-memory tree follows the catalogue)', async () => {
    const before = await shopTops('en'); // loads and keeps the tree
    const top = before[0]!;
    await ctx.staff.data('POST', 'categories/save', { id: top.id, parentId: null, icon: '', name: texts(`Renamed ${driver}`) });
    expect((await shopTops('en'))[0]).toMatchObject({ id: top.id, name: `Renamed ${driver} en` });
    expect((await shopTops('ko'))[0]).toMatchObject({ id: top.id, name: `Renamed ${driver} ko` });
  });
});
