import type { RouteObject } from '@labmall/shared/router';
import { ROUTE_TABLE } from './route-table';
import { flattenRoutes, type FlatRoute } from './flatten-routes';
import { RouteEntry } from './route-entry';
import { LanguageRoot, PrefixRedirect } from './language-root';
import { AppLayout } from '../layout/app-layout';
import { LazyNotFoundPage as NotFoundPage } from '../pages/lazy-error-page';

/**
 * The router's tree: `/:lang` → layout → table routes (flat) → a catch-all 404. Each route entry has its
 * own error boundary (in RouteEntry), so a failing page keeps the header and navigation around it.
 */
export function buildRoutes(table: FlatRoute[] = flattenRoutes(ROUTE_TABLE)): RouteObject[] {
  const tableRoutes: RouteObject[] = table.map(({ def, fullPath }) =>
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

/** A path segment as the router compares it: decoded and case-insensitive. Null when it cannot be decoded. */
function comparable(segment: string): string | null {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return null;
  }
}

/** The first segment of a route's path below the language when it is a literal (`user` of `/user/address`). */
function literalFirstSegment(fullPath: string): string | null {
  const first = fullPath.split('/')[1] ?? '';
  return /^[^:*?]*$/.test(first) ? first.toLowerCase() : null;
}

/**
 * The route tree for one address, holding only the table routes that could match it. React Router ranks and
 * compiles every route of the tree it is given on each render of the routes (about 120 here, a few milliseconds
 * per render on a phone, several renders per page load); a page's tree has the routes of its first segment (most
 * have one to three), the catch-all and any route whose first segment is not a literal. Which route wins is the
 * same as with the whole table: a route of another first segment cannot match. An address whose first segment has
 * no route of its own gets the whole table, so the router itself decides, as before.
 */
export function createRouteTrees(table: FlatRoute[] = flattenRoutes(ROUTE_TABLE)): (pathname: string) => RouteObject[] {
  const everywhere = table.filter((route) => literalFirstSegment(route.fullPath) === null);
  const bySegment = new Map<string, FlatRoute[]>();
  for (const route of table) {
    const segment = literalFirstSegment(route.fullPath);
    if (segment !== null) bySegment.set(segment, [...(bySegment.get(segment) ?? []), route]);
  }
  const whole = buildRoutes(table);
  const trees = new Map<string, RouteObject[]>();
  return (pathname) => {
    // `/en/user/address` → `user`; `/en` and `/en/` → '' (the home page's index route).
    const segment = comparable(pathname.split('/')[2] ?? '');
    const routes = segment === null ? undefined : bySegment.get(segment);
    if (!routes) return whole;
    let tree = trees.get(segment!);
    if (!tree) {
      tree = buildRoutes([...routes, ...everywhere]);
      trees.set(segment!, tree);
    }
    return tree;
  };
}
