import { Component, lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from './remote-names';
import { loadRemoteComponent } from './remote-loader';

class QuietBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A small piece another area owns (e.g. the cart remote's mini cart in the header). It loads after the page
 * and, if its remote is down, quietly shows the shell's fallback instead: the header never breaks.
 */
export function RemoteFragment({ remote, module, fallback }: { remote: RemoteName; module: string; fallback: ReactNode }) {
  const Fragment = useMemo(
    () => lazy(() => loadRemoteComponent<object>(remote, module)) as ComponentType<object>,
    [remote, module],
  );
  return (
    <QuietBoundary fallback={fallback}>
      <Suspense fallback={fallback}>
        <Fragment />
      </Suspense>
    </QuietBoundary>
  );
}
