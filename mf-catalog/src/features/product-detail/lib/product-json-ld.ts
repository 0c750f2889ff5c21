import type { ProductDetail, Sku } from '../api/product-types';
import { defaultSku } from './sku-rules';
import { apiFileUrl } from '@labmall/shared/api/api-file-url';

const SCHEMA = 'https://schema.org/';

function offers(skus: Sku[], url: string) {
  const onSale = skus.filter((sku) => sku.onSale);
  if (onSale.length === 0) return undefined;
  const prices = onSale.map((sku) => sku.price);
  return {
    '@type': 'AggregateOffer',
    url,
    priceCurrency: 'CNY',
    lowPrice: Math.min(...prices).toFixed(2),
    highPrice: Math.max(...prices).toFixed(2),
    offerCount: onSale.length,
    availability: `${SCHEMA}${onSale.some((sku) => sku.stock > 0) ? 'InStock' : 'OutOfStock'}`,
  };
}

/** schema.org `Product` markup of a product page (at `url`), for search engines' rich results. */
export function productJsonLd(product: ProductDetail, url: string): Record<string, unknown> {
  // Structured data needs absolute image URLs; same-origin images are relative to the page.
  const absolute = (path: string) => new URL(apiFileUrl(path), url).href;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.summary,
    image: product.images.map(absolute),
    sku: defaultSku(product.skus)?.code,
    brand: { '@type': 'Brand', name: product.brand.name },
    url,
    offers: offers(product.skus, url),
  };
  if (product.rating.count > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating.average,
      reviewCount: product.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}
