import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productSkus } from '../../db/schema/products';
import { useCatalogueApp } from '../backoffice-catalogue/test-client';
import { drivers } from '../../test/test-app';

describe.each(drivers)('a lot edited in the console gets a new certificate PDF (%s)', (driver) => {
  const ctx = useCatalogueApp(driver);
  const pdf = (lot: string) => ctx.app.inject({ method: 'GET', url: `/api/safety/certificate/pdf?lot=${lot}&lang=en` });

  it('serves the PDF of the lot as it is now, not the one made before the edit', async () => {
    const [sku] = await ctx.app.db.select({ id: productSkus.id }).from(productSkus).where(eq(productSkus.productId, 90307)).limit(1);
    const lot = { skuId: sku!.id, lotNumber: `PDF-${driver}-1`, manufacturedOn: '2026-03-01', expiresOn: '2028-03-01', quantity: 10,
      results: [{ test: 'assay', spec: '≥ 99.9%', result: '99.91%', method: 'ICP-OES' }] };
    const { id } = await ctx.staff.data<{ id: number }>('POST', 'lot/save', lot);
    const first = await pdf(lot.lotNumber);
    expect(first.statusCode).toBe(200);
    await ctx.staff.data('POST', 'lot/save', { ...lot, id, results: [{ ...lot.results[0]!, result: '99.97%' }] });
    const second = await pdf(lot.lotNumber);
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
  });
});
