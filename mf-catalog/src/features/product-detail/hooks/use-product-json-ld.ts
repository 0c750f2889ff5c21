import { useLocation } from '@labmall/shared/router';
import { useJsonLd } from '@labmall/shared/seo/json-ld';
import { useSiteOrigin } from '@labmall/shared/seo/head-collector';
import type { ProductDetail } from '../api/product-types';
import { productJsonLd } from '../lib/product-json-ld';

/**
 * The product's JSON-LD: in the server's `<head>`, and kept in the live document while the page shows it. The
 * CSP (`script-src 'self'`) allows it because a data block is never executed.
 */
export function useProductJsonLd(product: ProductDetail | undefined): void {
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  useJsonLd('Product', product ? productJsonLd(product, `${origin}${pathname}`) : undefined);
}
