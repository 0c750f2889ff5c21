import { Component, lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { loadFragment } from '@labmall/shared/federation/fragment-loader';

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
 * page). It loads after the page and, if its remote is down, quietly shows `fallback`: the host never breaks.
 */
export function RemoteSlot<P extends object>({ remote, module, fallback, props }: SlotProps<P>) {
  const Fragment = useMemo(
    () => lazy(() => loadFragment(remote, module)) as unknown as ComponentType<P>,
    [remote, module],
  );
  return (
    <QuietBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <Fragment {...((props ?? {}) as P)} />
      </Suspense>
    </QuietBoundary>
  );
}
