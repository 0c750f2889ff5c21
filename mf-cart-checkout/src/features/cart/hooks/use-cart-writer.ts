import { useCallback, useRef, useState } from 'react';
import type { CartLine } from '../api/cart-types';

/** What a cart write answers: the whole cart afterwards, or a sign-in that is needed first. */
export type CartOutcome = { kind: 'signedOut' } | { kind: 'cart' | 'added'; lines: CartLine[] };

/** How a write is expected to change the lines, shown at once and dropped when its answer arrives. */
export type LinePatch = (lines: CartLine[]) => CartLine[];

interface Pending { id: number; patch?: LinePatch }

/**
 * Runs cart writes one after another. Every answer is the whole cart, so two writes in flight at once could
 * land out of order and the older cart would win; queued, each answer includes every write before it.
 * Until its answer arrives, a write's patch is laid over the server's lines (`view`), so a checkbox or a
 * quantity follows the click at once; a failed write simply drops its patch, which restores the old value.
 */
export function useCartWriter(serverLines: CartLine[], onLines: (lines: CartLine[]) => void, onSignedOut: () => void) {
  const tail = useRef<Promise<unknown>>(Promise.resolve());
  const nextId = useRef(0);
  const [pending, setPending] = useState<Pending[]>([]);
  const handlers = useRef({ onLines, onSignedOut });
  handlers.current = { onLines, onSignedOut };

  const run = useCallback(<T extends CartOutcome>(task: () => Promise<T>, patch?: LinePatch): Promise<T> => {
    const id = (nextId.current += 1);
    setPending((list) => [...list, { id, patch }]);
    const execute = async () => {
      try {
        const outcome = await task();
        // Same tick as dropping the patch, so React renders the answer and never the old value in between.
        if (outcome.kind === 'signedOut') handlers.current.onSignedOut();
        else handlers.current.onLines(outcome.lines);
        return outcome;
      } finally {
        setPending((list) => list.filter((item) => item.id !== id));
      }
    };
    const result = tail.current.then(execute);
    tail.current = result.catch(() => undefined);
    return result;
  }, []);

  const view = pending.reduce((lines, item) => (item.patch ? item.patch(lines) : lines), serverLines);
  return { run, view, saving: pending.length > 0 };
}
