import { matchPath } from '@labmall/shared/router';
import { ROUTE_TABLE } from '../routes/route-table';
import { flattenRoutes } from '../routes/flatten-routes';
import type { RouteDef } from '../routes/route-types';

const FLAT_ROUTES = flattenRoutes(ROUTE_TABLE);

export interface MatchedRoute {
  def: RouteDef;
  params: Record<string, string | undefined>;
}

/** The table route of a path below the language prefix (`/product/12`), as the browser's router would pick it. */
export function matchRouteDef(path: string): MatchedRoute | null {
  for (const { def, fullPath } of FLAT_ROUTES) {
    const match = matchPath({ path: fullPath, end: true, caseSensitive: true }, path);
    if (match) return { def, params: match.params };
  }
  return null;
}
