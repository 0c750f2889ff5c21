import { useLocation, useRoutes } from '@labmall/shared/router';
import { createRouteTrees } from './build-routes';

const routeTreeFor = createRouteTrees();

/** Renders the route table for the current location (matched against the routes that could match it). */
export function AppRoutes() {
  const { pathname } = useLocation();
  return useRoutes(routeTreeFor(pathname));
}
