import { memo, type ReactElement, type ReactNode } from 'react';
import { DeferredHydration } from '@labmall/shared/ui/deferred-hydration';

interface DeferredProductItemProps<P> {
  product: P;
  render: (product: P) => ReactNode;
}

/**
 * One product of a list or shelf, as its `li`: server-rendered like the rest, hydrated when it comes near the screen
 * or is touched (DeferredHydration). A category page's cards are most of its hydration and most sit below the first
 * screen. Memoised on the product alone (`render` is a fresh arrow on every render of the list): a list re-rendering
 * with the same products must not reach a card before it has hydrated.
 */
function DeferredProductItemView<P>({ product, render }: DeferredProductItemProps<P>) {
  return <DeferredHydration as="li">{render(product)}</DeferredHydration>;
}

export const DeferredProductItem = memo(DeferredProductItemView, (before, after) => before.product === after.product) as <P>(
  props: DeferredProductItemProps<P>,
) => ReactElement;
