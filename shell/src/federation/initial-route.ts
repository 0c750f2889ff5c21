import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import type { RouteLoader } from '@labmall/shared/data/route-loader';

/** What an exposed page module offers: its component and, optionally, its route loader. */
export interface RemotePageModule {
  default: ComponentType<Record<string, string>>;
  loader?: RouteLoader;
}

/**
 * The page the server rendered: its module (already loaded, so it renders at once, without suspending) and
 * the page error its loader reported (404/410). The server provides it for its render; the browser provides
 * the same for hydration, so both render the very same tree.
 */
export interface InitialRoute {
  /** `mf_catalog/./ProductDetail` */
  id: string;
  pathname: string;
  /** Absent when the server could not load the remote: the page then renders in the browser. */
  module?: RemotePageModule;
  pageError?: { status: number; message: string };
}

const InitialRouteContext = createContext<InitialRoute | null>(null);

export function InitialRouteProvider({ route, children }: { route: InitialRoute | null; children: ReactNode }) {
  return createElement(InitialRouteContext.Provider, { value: route }, children);
}

export const remotePageId = (remote: string, module: string) => `${remote}/${module}`;

/** `mf_catalog/./ProductDetail` → `['mf_catalog', './ProductDetail']`. */
export function splitRemotePageId(id: string): [remote: string, module: string] {
  const at = id.indexOf('/');
  return [id.slice(0, at), id.slice(at + 1)];
}

/** The initial route's facts when this remote page is the one the server rendered for this path. */
export function useInitialRoute(remote: string, module: string, pathname: string): InitialRoute | null {
  const route = useContext(InitialRouteContext);
  return route && route.id === remotePageId(remote, module) && route.pathname === pathname ? route : null;
}
