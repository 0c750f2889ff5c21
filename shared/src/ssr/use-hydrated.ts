import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and during hydration, true afterwards. What depends on the browser alone (the signed-in
 * user, a stored cart count) must render the server's version first and switch after hydration, or React
 * reports a mismatch and throws the server's HTML away.
 *
 * The switch is a transition. A bare `useSyncExternalStore(…, () => true, () => false)` makes React re-render every
 * hydrated component whose client snapshot differs from the server's synchronously, right after it hydrates: one
 * long task for the layout, the header, the page and every slot (about 190 ms on a throttled phone). Here React asks
 * for the server snapshot only while it hydrates this very component; from then on this instance's client snapshot
 * is the same false, so React sees no difference, and the state set in a transition re-renders it in slices that
 * yield to the browser. That holds wherever the component sits, also in a Suspense boundary hydrated later. A
 * component rendered in the browser alone (a later navigation, a page the server did not render) reads true at once.
 */
export function useHydrated(): boolean {
  const hydrating = useRef(false);
  const clientRender = useSyncExternalStore(
    noSubscription,
    () => !hydrating.current,
    () => {
      hydrating.current = true;
      return false;
    },
  );
  const [switched, setSwitched] = useState(false);
  useEffect(() => {
    if (!clientRender) startTransition(() => setSwitched(true));
  }, [clientRender]);
  return clientRender || switched;
}
