import { useRoutes } from '@labmall/shared/router';
import { buildRoutes } from './build-routes';

const routes = buildRoutes();

/** Renders the route table for the current location. */
export function AppRoutes() {
  return useRoutes(routes);
}
