import { Component, lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from '@labmall/shared/ssr/use-hydrated';

// The props of a fragment are known only to the page that names it (RemoteSlot's `props`), not here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** Loads the default export of `remote/module` (e.g. `mf_cart_checkout`, `./AddToCartButton`). */
export type FragmentLoader = (remote: string, module: string) => Promise<{ default: AnyComponent }>;

/**
 * Where the shell puts its loader (docs/contracts.md). A registry symbol rather than an import: the shell sets
 * it at boot without loading this module, which its first paint does not need (first-load budget).
 */
export const FRAGMENT_LOADER_KEY = Symbol.for('labmall.fragment-loader');
type LoaderHolder = { [FRAGMENT_LOADER_KEY]?: FragmentLoader };

/**
 * Remotes never import each other (CONVENTIONS), yet a product page shows the cart remote's button. The shell,
 * which owns Module Federation, provides the loader at boot; remotes only name what they want shown.
 */
export function provideFragmentLoader(next: FragmentLoader): void {
  (globalThis as LoaderHolder)[FRAGMENT_LOADER_KEY] = next;
}

export function loadFragment(remote: string, module: string): Promise<{ default: AnyComponent }> {
  const loader = (globalThis as LoaderHolder)[FRAGMENT_LOADER_KEY];
  if (!loader) return Promise.reject(new Error(`No fragment loader for ${remote}/${module}: the shell provides it`));
  return loader(remote, module);
}

class QuietBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type SlotProps<P> = { remote: string; module: string; fallback: ReactNode; props?: P };

/**
 * A piece another area owns (the cart remote's mini cart in the header, its add-to-cart button on a product
 * page). It loads after the page (after hydration on a server-rendered one) and, if its remote is down,
 * quietly shows `fallback`: the host never breaks.
 */
export function RemoteSlot<P extends object>({ remote, module, fallback, props }: SlotProps<P>) {
  const Fragment = useMemo(
    () => lazy(() => loadFragment(remote, module)) as unknown as ComponentType<P>,
    [remote, module],
  );
  // A fragment is the browser's business: the server (and hydration) show the fallback in its place.
  const hydrated = useHydrated();
  if (!hydrated) return <>{fallback}</>;
  return (
    <QuietBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <Fragment {...((props ?? {}) as P)} />
      </Suspense>
    </QuietBoundary>
  );
}
