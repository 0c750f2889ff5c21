import { describe, expect, it } from 'vitest';
import { staffSession } from '../../test/staff-session';
import { drivers } from '../../test/test-app';
import { catalogueClient, productBody, useCatalogueApp } from '../backoffice-catalogue/test-client';
import { auditOf } from './test-kit';

type Saved = { id: number; version: string };

describe.each(drivers)("a product's regulated class on %s", (driver) => {
  const ctx = useCatalogueApp(driver);
  const record = (id: number) => ctx.staff.data<{ version: string; regulatedClass: string | null; casNumber: string | null }>('GET', `product?id=${id}`);
  const shown = async (id: number) => (await ctx.app.inject({ url: `/api/product/get?id=${id}` })).json<{ data: { regulatedClass: string | null; casNumber: string | null } }>().data;

  it('catalogue staff set it (audit-logged); the product page shows it with the CAS number; leaving it out keeps it', async () => {
    const saved = await ctx.staff.data<Saved>('POST', 'product/save', productBody('Sulphuric acid', { casNumber: '7664-93-9', formula: 'H2SO4' }));
    expect((await record(saved.id)).regulatedClass).toBeNull();
    expect(await shown(saved.id)).toMatchObject({ regulatedClass: null, casNumber: '7664-93-9' });

    const marked = await ctx.staff.data<Saved>('POST', 'product/save', productBody('Sulphuric acid', { id: saved.id, version: saved.version, casNumber: '7664-93-9', formula: 'H2SO4', regulatedClass: 'precursor' }));
    expect((await record(saved.id)).regulatedClass).toBe('precursor');
    expect(await shown(saved.id)).toMatchObject({ regulatedClass: 'precursor', casNumber: '7664-93-9' });
    const update = (await auditOf(ctx.app, 'product', saved.id)).find((row) => row.action === 'product.update')!;
    expect(update).toMatchObject({ before: { regulatedClass: null }, after: { regulatedClass: 'precursor' } });

    // An edit without the field (e.g. an older console) keeps the class.
    const kept = await ctx.staff.data<Saved>('POST', 'product/save', productBody('Sulphuric acid (98%)', { id: saved.id, version: marked.version, casNumber: '7664-93-9' }));
    expect((await record(saved.id)).regulatedClass).toBe('precursor');
    await ctx.staff.data('POST', 'product/save', productBody('Sulphuric acid (98%)', { id: saved.id, version: kept.version, regulatedClass: null }));
    expect((await record(saved.id)).regulatedClass).toBeNull();
  });

  it('refuses a class the law does not name, and staff without the catalogue scope', async () => {
    const bad = await ctx.staff.post('product/save', productBody('Mystery', { regulatedClass: 'radioactive' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/regulatedClass/);
    for (const scope of ['support', 'orders'] as const) {
      const other = catalogueClient(ctx.app, (await staffSession(ctx.app, scope)).token);
      expect((await other.post('product/save', productBody('Not mine', { regulatedClass: 'highly_toxic' }))).statusCode).toBe(403);
    }
  });
});
