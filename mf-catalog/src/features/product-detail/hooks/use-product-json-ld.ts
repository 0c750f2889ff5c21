import { useEffect } from 'react';
import type { ProductDetail } from '../api/product-types';
import { productJsonLd, serializeJsonLd } from '../lib/product-json-ld';

/**
 * Puts the product's JSON-LD into `<head>` while the page shows it. The CSP (`script-src 'self'`) allows it
 * because a data block is never executed; it is built with textContent, never parsed as HTML.
 */
export function useProductJsonLd(product: ProductDetail | undefined): void {
  useEffect(() => {
    if (!product) return;
    const url = `${window.location.origin}${window.location.pathname}`;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.productJsonLd = String(product.id);
    script.textContent = serializeJsonLd(productJsonLd(product, url));
    document.head.appendChild(script);
    return () => script.remove();
  }, [product]);
}
