import { afterEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '@labmall/shared/config/runtime-config';
import { productFixture } from '../testing/product-fixture';
import { serializeJsonLd } from '@labmall/shared/seo/json-ld';
import { productJsonLd } from './product-json-ld';

afterEach(() => setRuntimeConfig({}));

describe('product JSON-LD', () => {
  it('describes the product with absolute images, brand, an aggregate offer in CNY and the rating', () => {
    setRuntimeConfig({ shopHost: 'https://api.shop.example' });
    const data = productJsonLd(productFixture(), 'https://shop.example/en/product/7');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Lithium hexafluorophosphate',
      description: 'Battery-grade electrolyte salt.',
      image: ['https://api.shop.example/media/products/7/1.svg', 'https://api.shop.example/media/products/7/2.svg'],
      sku: 'LM-2',
      brand: { '@type': 'Brand', name: 'Aladdin' },
      // The retired SKU (60) is not offered; the sold-out one (80) still is.
      offers: { '@type': 'AggregateOffer', priceCurrency: 'CNY', lowPrice: '80.00', highPrice: '399.00', offerCount: 3, availability: 'https://schema.org/InStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('leaves out the rating without reviews and says out of stock when nothing is', () => {
    const product = productFixture({ rating: { average: 0, count: 0 }, skus: productFixture().skus.map((s) => ({ ...s, stock: 0 })) });
    const data = productJsonLd(product, 'https://shop.example/zh/product/7');
    expect(data.aggregateRating).toBeUndefined();
    expect((data.offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
    expect((data.image as string[])[0]).toBe('https://shop.example/media/products/7/1.svg');
  });

  it('escapes "<" so a name cannot close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
