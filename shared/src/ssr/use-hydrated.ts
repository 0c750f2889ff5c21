import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** True while the shell hydrates a server-rendered page, until that first commit's effects have run. */
let hydratingPage = false;

/** The shell, right before `hydrateRoot`. */
export function beginPageHydration(): void {
  hydratingPage = true;
}

/** The shell, from an effect that runs after every other effect of the hydrating commit. */
export function endPageHydration(): void {
  hydratingPage = false;
}

/**
 * False on the server and during hydration, true afterwards. What depends on the browser alone (the signed-in
 * user, a stored cart count) must render the server's version first and switch after hydration, or React
 * reports a mismatch and throws the server's HTML away.
 *
 * The switch is a transition. A bare `useSyncExternalStore(…, () => true, () => false)` makes React re-render
 * every component whose client snapshot differs from the server's synchronously right after hydration: one long
 * task for the layout, the header and every slot (about 190 ms on a throttled phone). Here the snapshot stays
 * the server's until the hydrating commit is done, so React sees no difference, and the state set in a transition
 * re-renders the same components in slices that yield to the browser. A client-side render (a later navigation,
 * a page the server did not render) reads true at once.
 */
export function useHydrated(): boolean {
  const clientRender = useSyncExternalStore(noSubscription, () => !hydratingPage, () => false);
  const [switched, setSwitched] = useState(false);
  useEffect(() => {
    if (!clientRender) startTransition(() => setSwitched(true));
  }, [clientRender]);
  return clientRender || switched;
}
