import { matchRoutes } from '@labmall/shared/router';
import { ROUTE_TABLE } from './route-table';
import { flattenRoutes } from './flatten-routes';
import type { Access } from './route-types';

const routes = flattenRoutes(ROUTE_TABLE).map(({ def, fullPath }) => ({ path: fullPath, access: def.access }));

/** The access level of the route a path (below the language prefix) shows; unknown paths are public (404). */
export function accessForPath(path: string): Access {
  const match = matchRoutes(routes, path)?.at(-1);
  return (match?.route as { access?: Access } | undefined)?.access ?? 'public';
}
