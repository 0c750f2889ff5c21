import { lazy, Suspense } from 'react';

// Error pages are rare: their code (and images) load when one is shown, not on every first visit.
const ErrorPageChunk = lazy(() => import('./error-page').then((module) => ({ default: module.ErrorPage })));

export function LazyErrorPage(props: { status?: number; message?: string }) {
  return (
    <Suspense fallback={null}>
      <ErrorPageChunk {...props} />
    </Suspense>
  );
}

export function LazyNotFoundPage() {
  return <LazyErrorPage status={404} />;
}
