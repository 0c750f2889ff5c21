import { useCallback, useRef, useState } from 'react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { appStore } from '@labmall/shared/store/app-store';
import { addToCart } from '../api/add-to-cart';
import { batchAddToCart } from '../api/batch-add-to-cart';
import type { AddOutcome, CartLine, RejectedItem } from '../api/cart-types';

export interface CartItemInput {
  skuId: number;
  quantity: number;
}

export type AddState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'added'; lineIds: number[]; rejected: RejectedItem[] }
  | { status: 'failed'; message: string };

/** The lines the request just filled: one per requested SKU that was not refused (merged lines included). */
function addedLineIds(items: CartItemInput[], lines: CartLine[], rejected: RejectedItem[]): number[] {
  const refused = new Set(rejected.map((r) => r.index));
  const skuIds = new Set(items.filter((_, index) => !refused.has(index)).map((item) => item.skuId));
  return lines.filter((line) => skuIds.has(line.skuId)).map((line) => line.id);
}

/**
 * Sends items to the cart: one item by addshoppingcart, several by batchaddshoppingcart. A visitor gets the
 * login dialog instead (the page stays where it is). A second call while one is on its way is ignored.
 */
export function useAddToCart(fallbackError: string) {
  const [state, setState] = useState<AddState>({ status: 'idle' });
  const sending = useRef(false); // state updates land later than a double click's second event

  const add = useCallback(
    async (items: CartItemInput[]): Promise<Extract<AddState, { status: 'added' }> | null> => {
      if (sending.current || items.length === 0) return null;
      if (!appStore.getState().user.userToken) {
        appStore.getState().setLoginDialogVisible(true);
        return null;
      }
      sending.current = true;
      setState({ status: 'busy' });
      try {
        const outcome: AddOutcome = items.length === 1 ? await addToCart(items[0]!) : await batchAddToCart(items);
        if (outcome.kind === 'signedOut') {
          setState({ status: 'idle' });
          return null;
        }
        const added = { status: 'added' as const, lineIds: addedLineIds(items, outcome.lines, outcome.rejected), rejected: outcome.rejected };
        setState(added);
        return added;
      } catch (error) {
        setState({ status: 'failed', message: apiErrorMessage(error, fallbackError) });
        return null;
      } finally {
        sending.current = false;
      }
    },
    [fallbackError],
  );
  return { state, add };
}
