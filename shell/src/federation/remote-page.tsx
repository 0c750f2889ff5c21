import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import type { RemoteName } from './remote-names';
import { loadRemoteComponent, retryRemote } from './remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';
import { PageLoading } from '../pages/page-loading';

interface RemotePageProps {
  remote: RemoteName;
  module: string;
  props?: Record<string, string>;
  /** Title rule of the route, shown while the page loads or when its remote is down. */
  titleKey: string;
  titleQuery?: string;
}

/**
 * Renders a page exposed by a remote. `React.lazy` caches a rejection forever, so each retry builds a fresh lazy
 * component (DESIGN §8) after telling the runtime to forget the failed remote.
 */
export function RemotePage({ remote, module, props, titleKey, titleQuery }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () => lazy(() => loadRemoteComponent<Record<string, string>>(remote, module)) as ComponentType<Record<string, string>>,
    // attempt is a dependency on purpose: a new attempt needs a new lazy component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );
  const meta = { titleKey, ...(titleQuery ? { titleQuery } : {}) };

  return (
    <RemoteErrorBoundary
      key={`${remote}/${module}/${attempt}`}
      onRetry={() => void retryRemote(remote).finally(() => setAttempt((n) => n + 1))}
      fallback={(retry) => <RemoteUnavailablePanel remote={remote} meta={meta} onRetry={retry} />}
    >
      <Suspense fallback={<PageLoading meta={meta} />}>
        <Page {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
