import { Component, type ReactNode } from 'react';
import { isPageError } from '@labmall/shared/routing/page-error';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload-guard';
import { reportRemoteError } from './error-reporter';
import type { RemoteName } from './remote-names';

interface Props {
  /** The remote of the route: its errors count against the version this page load got (the canary judge). */
  remote?: RemoteName;
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  reloading: boolean;
}

/**
 * One per route outlet (keyed by the route): a remote that fails takes down only its own area. A chunk failure
 * first tries the spec's guarded page reload; when the guard has already fired, the fallback panel shows.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (!isPageError(error)) reportRemoteError(isChunkLoadError(error) ? 'chunk' : 'boundary', error, this.props.remote);
    if (isChunkLoadError(error) && reloadOnceForChunkError()) this.setState({ reloading: true });
  }

  private readonly retry = () => {
    this.setState({ error: null, reloading: false });
    this.props.onRetry();
  };

  override render(): ReactNode {
    if (this.state.reloading) return null;
    // A page that says "not found" / "gone" is not a broken remote: the route's boundary shows the error page.
    if (isPageError(this.state.error)) throw this.state.error;
    if (this.state.error) return this.props.fallback(this.retry);
    return this.props.children;
  }
}
