import type { ComponentType } from 'react';

// The props of a fragment are known only to the page that names it (RemoteSlot's `props`), not here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** Loads the default export of `remote/module` (e.g. `mf_cart_checkout`, `./AddToCartButton`). */
export type FragmentLoader = (remote: string, module: string) => Promise<{ default: AnyComponent }>;

let loader: FragmentLoader | undefined;

/**
 * Remotes never import each other (CONVENTIONS), yet a product page shows the cart remote's button. The shell,
 * which owns Module Federation, provides the loader at boot; remotes only name what they want shown.
 */
export function provideFragmentLoader(next: FragmentLoader): void {
  loader = next;
}

export function loadFragment(remote: string, module: string): Promise<{ default: AnyComponent }> {
  if (!loader) return Promise.reject(new Error(`No fragment loader for ${remote}/${module}: the shell provides it`));
  return loader(remote, module);
}
