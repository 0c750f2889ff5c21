import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useAppStore } from '@labmall/shared/store/app-store';

// The cart remote's mini cart is not needed to draw the page: it (and the slot code) load once the browser is
// idle, and the shell's own cart link with the stored count stands in until then (first-load budget).
const MiniCartSlot = lazy(() =>
  import('@labmall/shared/ui/remote-slot').then(({ RemoteSlot }) => ({
    default: ({ fallback }: { fallback: ReactNode }) => <RemoteSlot remote="mf_cart_checkout" module="./MiniCart" fallback={fallback} />,
  })),
);

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(done, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(done, 500);
    return () => clearTimeout(id);
  }, []);
  return idle;
}

/**
 * A guest has no cart (it needs sign-in), so a guest's visit never downloads the cart remote for it: the shell's
 * cart link is the whole story. Once signed in, the mini cart loads when the browser is idle.
 */
export function DeferredMiniCart({ fallback }: { fallback: ReactNode }) {
  const idle = useIdle();
  const signedIn = useAppStore((s) => s.auth.loggedIn);
  if (!idle || !signedIn) return <>{fallback}</>;
  return (
    <Suspense fallback={fallback}>
      <MiniCartSlot fallback={fallback} />
    </Suspense>
  );
}
