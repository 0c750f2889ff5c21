import { useCallback, useEffect, useState } from 'react';
import { useAppStore } from '@labmall/shared/store/app-store';
import type { CartLine } from '../api/cart-types';
import { getCart } from '../api/get-cart';

export type CartLoadStatus = 'loading' | 'ready' | 'failed' | 'signedOut';

/**
 * The cart as the server last answered it. Loads again when the token changes (a sign-in from the login
 * dialog) or the language does (names and specs are localized); `setLines` takes the answer of a change.
 */
export function useCartLoad() {
  const token = useAppStore((s) => s.user.userToken);
  const language = useAppStore((s) => s.language.language);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<CartLoadStatus>('loading');
  const [lines, setLines] = useState<CartLine[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    getCart(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        if (answer.kind === 'signedOut') return setStatus('signedOut');
        setLines(answer.lines);
        setStatus('ready');
      },
      () => controller.signal.aborted || setStatus('failed'),
    );
    return () => controller.abort();
  }, [token, language, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const signedOut = useCallback(() => setStatus('signedOut'), []);
  return { status, lines, setLines, retry, signedOut };
}
