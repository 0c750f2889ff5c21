import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and during hydration, true afterwards. What depends on the browser alone (the signed-in
 * user, a stored cart count) must render the server's version first and switch after hydration, or React
 * reports a mismatch and throws the server's HTML away.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
