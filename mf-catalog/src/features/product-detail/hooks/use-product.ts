import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import { isPageError, PageError } from '@labmall/shared/routing/page-error';
import { productQuery } from '../api/get-product';
import type { ProductDetail } from '../api/product-types';

export interface ProductState {
  product: ProductDetail | undefined;
  /** True while the first answer (or a retry after a failure) is on its way. */
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * The product (from the route loader's answer when there is one), reloaded when the shop language changes
 * (the API answers in the request's language); the old answer stays on screen meanwhile. 404 and 410 are
 * thrown during render, so the shell's route boundary shows its error page.
 */
export function useProduct(id: number): ProductState {
  const { t } = useTranslation();
  const { data, error, loading, retry } = useQuery(productQuery(id));
  if (isPageError(error)) throw error.message ? error : new PageError(error.status, t('catalog.product.gone'));

  // The shell remounts the page per path, but never show another id's product even for a moment.
  const current = data?.id === id ? data : undefined;
  return { product: current, loading: loading && !current, failed: error !== undefined && !current, retry };
}
