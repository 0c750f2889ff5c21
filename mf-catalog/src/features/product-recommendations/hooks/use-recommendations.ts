import { useEffect, useRef, useState } from 'react';
import { useAppStore } from '@labmall/shared/store/app-store';
import type { RecommendedProduct } from '../api/recommended-product';

export type Loader = (id: number, signal: AbortSignal) => Promise<RecommendedProduct[]>;

export type RecommendationsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; items: RecommendedProduct[] };

/**
 * One recommendation list, loaded on its own so its failure hides only its block, and again when the
 * language changes (names come in the request's language). A reload keeps the old cards on screen.
 */
export function useRecommendations(productId: number, load: Loader): RecommendationsState {
  const language = useAppStore((s) => s.language.language);
  const loadRef = useRef(load);
  const [state, setState] = useState<RecommendationsState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(productId, controller.signal).then(
      (items) => {
        if (!controller.signal.aborted) setState({ status: 'ready', items: Array.isArray(items) ? items : [] });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [productId, language]);

  return state;
}
