import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useAppStore } from '@labmall/shared/store/app-store';
import { getProduct } from '../api/get-product';
import type { ProductDetail } from '../api/product-types';
import { pageErrorOf } from '../lib/page-error-of';

export interface ProductState {
  product: ProductDetail | undefined;
  /** True while the first answer (or a retry after a failure) is on its way. */
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

/**
 * Loads the product and reloads it when the shop language changes (the API answers in the request's
 * language). The old answer stays on screen during a language reload so the page does not flash a skeleton.
 * 404 and 410 are thrown during render, so the shell's route boundary shows its error page.
 */
export function useProduct(id: number): ProductState {
  const { t } = useTranslation();
  const language = useAppStore((s) => s.language.language);
  const [attempt, setAttempt] = useState(0);
  const [product, setProduct] = useState<ProductDetail>();
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    getProduct(id, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setProduct(data);
        setLoading(false);
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        setError(reason);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [id, language, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const pageError = error ? pageErrorOf(error, t('catalog.product.gone')) : null;
  if (pageError) throw pageError;

  // The shell remounts the page per path, but never show another id's product even for a moment.
  const current = product?.id === id ? product : undefined;
  return { product: current, loading: loading && !current, failed: error !== null && !current, retry };
}
