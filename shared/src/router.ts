/**
 * The page's one router. Every area imports routing from here, never from react-router-dom itself:
 * this module is a Module Federation singleton, so the shell and every remote share one router instance
 * (one context, one history). Because the names are listed, the bundle carries only these parts of
 * react-router: the declarative router without the data-router machinery (loaders, actions, fetchers) that
 * the shop does not use — a shared package could not be tree-shaken at all. Add a name when an area needs it.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
