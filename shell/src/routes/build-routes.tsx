import type { RouteObject } from '@labmall/shared/router';
import { ROUTE_TABLE } from './route-table';
import { flattenRoutes } from './flatten-routes';
import { RouteEntry } from './route-entry';
import { LanguageRoot, PrefixRedirect } from './language-root';
import { AppLayout } from '../layout/app-layout';
import { LazyNotFoundPage as NotFoundPage } from '../pages/lazy-error-page';

/**
 * The router's tree: `/:lang` → layout → every table route (flat) → a catch-all 404. Each route entry has its
 * own error boundary (in RouteEntry), so a failing page keeps the header and navigation around it.
 */
export function buildRoutes(): RouteObject[] {
  const tableRoutes: RouteObject[] = flattenRoutes(ROUTE_TABLE).map(({ def, fullPath }) =>
    fullPath === '/' ? { index: true, element: <RouteEntry def={def} /> } : { path: fullPath.slice(1), element: <RouteEntry def={def} /> },
  );
  return [
    { path: '/', element: <PrefixRedirect /> },
    {
      path: ':lang',
      element: <LanguageRoot />,
      children: [{ element: <AppLayout />, children: [...tableRoutes, { path: '*', element: <NotFoundPage /> }] }],
    },
  ];
}
