import type { FragmentLoader } from '@labmall/shared/ui/remote-slot';
import { isRemoteName } from './remote-names';
import { loadRemoteComponent } from './remote-loader';

// The same registry symbol as `FRAGMENT_LOADER_KEY` in @labmall/shared/ui/remote-slot (docs/contracts.md),
// written here so the shell's first load does not fetch that module just to hand over a function.
const FRAGMENT_LOADER_KEY = Symbol.for('labmall.fragment-loader');

/** Lets remotes show each other's fragments (the cart's button on a product page) through the shell. */
export function provideFragmentLoader(): void {
  const loader: FragmentLoader = (remote, module) =>
    isRemoteName(remote) ? loadRemoteComponent<object>(remote, module) : Promise.reject(new Error(`Unknown remote ${remote}`));
  (globalThis as { [FRAGMENT_LOADER_KEY]?: FragmentLoader })[FRAGMENT_LOADER_KEY] = loader;
}
