import { Component, type ReactNode } from 'react';
import { LazyErrorPage as ErrorPage } from './lazy-error-page';
import { isPageError } from '@labmall/shared/routing/page-error';

/**
 * Turns whatever a route's page threw into the spec's error page (status, default 500, and message), inside
 * the layout so header and navigation stay. Keyed by the path by its parent, so the next navigation resets it.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (!isPageError(error)) console.error(error);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isPageError(error)) return <ErrorPage status={error.status} message={error.message} />;
    return <ErrorPage status={500} />;
  }
}
